import { describe, expect, it } from "vitest";
import { asServed, get } from "../../../test/http";
import { messageFor } from "~/i18n/message-map";
import { emailChangeMessages } from "./profile";

const inLanguage = <T>(language: string, run: () => T) => asServed(get("/", { headers: { "Accept-Language": language } }), run);

describe("the email change's rate limits in both languages", () => {
  it("names what was counted as a plural noun of the sentence", () => {
    const requests = { ok: false, reason: "rate-limited", seconds: 600, what: "email change requests" } as const;
    const attempts = { ok: false, reason: "rate-limited", seconds: 60, what: "confirmation attempts" } as const;
    expect(inLanguage("en", () => messageFor(emailChangeMessages, requests))).toBe(
      "Too many email change requests. Please wait 10 minutes and try again.",
    );
    expect(inLanguage("de", () => messageFor(emailChangeMessages, requests))).toBe(
      "Zu viele Anfragen zur Änderung der E-Mail-Adresse. Bitte warte 10 Minuten und versuch es dann noch mal.",
    );
    expect(inLanguage("de", () => messageFor(emailChangeMessages, attempts))).toBe(
      "Zu viele Bestätigungsversuche. Bitte warte 1 Minute und versuch es dann noch mal.",
    );
  });
});
