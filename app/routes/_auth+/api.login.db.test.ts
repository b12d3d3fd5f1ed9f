import { describe, expect, it, vi } from "vitest";
// The server picks each message's language per request (entry.server loads it in the app).
import "~/i18n/locale.server";
import { useTestDatabase } from "../../../test/db";
import { args, asServed, post } from "../../../test/http";
import { messageFor } from "~/i18n/message-map";
import { CODE_NOT_SENT, signInCodeMessages } from "~/i18n/messages/auth";

// The mail server is down: every send fails, as it does once the mailer's own second try has failed.
const mail = vi.hoisted(() => ({ sends: 0 }));
vi.mock("~/models/integrations.server", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendMail: async () => {
    mail.sends++;
    throw Object.assign(new Error("Mail command failed: 421 Timeout - closing connection"), { responseCode: 421 });
  },
}));

const { action } = await import("./api.login");

useTestDatabase();

describe("/api/login when the code cannot be mailed", () => {
  it("answers 503 with the reason above the form, and keeps the address and names typed", async () => {
    const fields = { intent: "request-code", email: "fan@example.org", firstName: "Robin", lastName: "Road", returnTo: "/events" };
    const response = (await action(args(post("/api/login", fields)))) as Response;
    expect(response.status).toBe(503);
    const { result } = (await response.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(result.error[""]).toEqual([CODE_NOT_SENT()]);
    expect(result.initialValue).toMatchObject({ email: "fan@example.org", firstName: "Robin", lastName: "Road" });
    expect(mail.sends).toBe(1);
  });
});

describe("/api/login in German", () => {
  const GERMAN = { headers: { "Accept-Language": "de" } };
  type Reply = { result: { error: Record<string, string[]> } };

  it("answers a mistyped code and an unsent one in the request's language", async () => {
    const fields = { intent: "verify-code", email: "fan@example.org", code: "12", returnTo: "/" };
    const mistyped = (await asServed(post("/api/login", fields, GERMAN), (request) => action(args(request)))) as Response;
    expect(mistyped.status).toBe(400);
    expect(((await mistyped.json()) as Reply).result.error.code).toEqual(["Gib den 6-stelligen Code aus der E-Mail ein"]);

    const unsent = (await asServed(post("/api/login", { intent: "request-code", email: "fan@example.org" }, GERMAN), (request) =>
      action(args(request)),
    )) as Response;
    expect(unsent.status).toBe(503);
    expect(((await unsent.json()) as Reply).result.error[""]).toEqual([
      "Wir konnten deinen Anmeldecode gerade nicht verschicken. Versuch es bitte in einer Minute noch mal.",
    ]);
  });

  it("words every refused code in English and German", () => {
    const words = () => (["invalid", "too-many-attempts", "expired"] as const).map((reason) => messageFor(signInCodeMessages, { reason }));
    expect(words()).toEqual([
      "That code is not right. Check the email and try again.",
      "Too many wrong codes. Request a new code.",
      "That code has expired or was already used. Request a new code.",
    ]);
    expect(asServed(post("/api/login", {}, GERMAN), words)).toEqual([
      "Der Code stimmt nicht. Schau noch mal in die E-Mail und versuch es erneut.",
      "Zu viele falsche Codes. Fordere einen neuen Code an.",
      "Der Code ist abgelaufen oder wurde schon benutzt. Fordere einen neuen Code an.",
    ]);
  });
});
