import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createMember } from "../../../test/factories";
import { args, asServed, ORIGIN, post as formPost, readToast, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { inLocale } from "~/i18n/locale.server";
import { messageFor } from "~/i18n/message-map";
import { deletionMessages, emailChangeMessages } from "~/i18n/messages/profile";
import { EmailCodeSchema } from "~/models/email-change.schema";
import { FamilyMemberSchema, ProfileSchema } from "~/models/profile.schema";
import { action, loader } from "./profile";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const insertMember = () => createMember({ email: `lang-${Math.random().toString(36).slice(2)}@example.com`, firstName: "Pat" });
const savedLocale = async (id: string) => (await test.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0].locale;

/** The profile's action as the front door serves it: in the language of the request's cookie or Accept-Language. */
async function post(userId: string, fields: Record<string, string>, language = "en") {
  const request = formPost("/profile", fields, { cookie: await signedInCookie(userId), headers: { "Accept-Language": language } });
  return asServed(request, (served) => settle(action(args(served))));
}

describe("/profile: the member's language", () => {
  it("offers the group's languages, the page's one chosen", async () => {
    const id = await insertMember();
    const request = new Request(`${ORIGIN}/profile`, { headers: { Cookie: await signedInCookie(id), "Accept-Language": "de" } });
    const data = await asServed(request, async (served) => (await loader(args(served))).json());
    expect(data.language).toEqual({ current: "de", offered: ["en", "de"] });
  });

  it("saves Deutsch on the member and in the lang cookie, and says so in German", async () => {
    const id = await insertMember();
    const response = await post(id, { intent: "save-language", locale: "de" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile");
    expect(await savedLocale(id)).toBe("de");
    expect(response.headers.get("Set-Cookie")).toContain("lang=de; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
    expect(await readToast(response)).toMatchObject({
      type: "success",
      title: "Sprache gespeichert",
      description: "Seiten und E-Mails sind jetzt auf Deutsch.",
    });
  });

  it("switches back to English from a German page, the toast in English", async () => {
    const id = await insertMember();
    await post(id, { intent: "save-language", locale: "de" });
    const response = await post(id, { intent: "save-language", locale: "en" }, "de");
    expect(response.status).toBe(302);
    expect(await savedLocale(id)).toBe("en");
    expect(response.headers.get("Set-Cookie")).toContain("lang=en;");
    expect(await readToast(response)).toMatchObject({ title: "Language Saved", description: "Pages and emails are now in English." });
  });

  it("answers a language the group does not offer with a 400 and the field's message, saving nothing", async () => {
    const id = await insertMember();
    for (const locale of ["pl", "", "de-DE-x-evil"]) {
      const response = await post(id, { intent: "save-language", locale });
      expect(response.status).toBe(400);
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(await response.json()).toEqual({ form: "language", message: "Choose one of the languages offered." });
    }
    const german = await post(id, { intent: "save-language", locale: "pl" }, "de");
    expect(await german.json()).toEqual({ form: "language", message: "Wähle eine der angebotenen Sprachen." });
    expect(await savedLocale(id)).toBeNull();
  });
});

describe("/profile in German", () => {
  it("writes the toasts and the refusals in the request's language", async () => {
    const id = await insertMember();
    const saved = await post(id, { intent: "save-profile", firstName: "Pat", lastName: "Fan", email: "", profileImageUrl: "" }, "de");
    expect(saved.status).toBe(400);
    const body = await saved.json();
    expect(body.result.error).toMatchObject({ email: [expect.stringContaining("E-Mail")] });
    const missing = await post(id, { intent: "remove-family", id: "x" }, "de");
    expect(await missing.json()).toEqual({ form: "family-remove", message: "Wähle aus, welches Familienmitglied du entfernen willst." });
  });

  it("the schemas' messages follow the language they are validated in", () => {
    const bad = { firstName: " ", lastName: "x".repeat(101), email: "nope", profileImageUrl: "ftp://x" };
    // zod writes an error's messages when it is first read: read them in the language under test.
    const messages = (parsed: { error?: { issues: { message: string }[] } }) => parsed.error?.issues.map((issue) => issue.message);
    expect(messages(ProfileSchema.safeParse(bad))).toEqual([
      "First name is required",
      "Last name is too long",
      "Enter a valid email address",
      "Enter a web address starting with http:// or https://",
    ]);
    expect(inLocale("de", () => messages(ProfileSchema.safeParse(bad)))?.slice(1, 3)).toEqual([
      "Nachname ist zu lang",
      "Gib eine gültige E-Mail-Adresse ein",
    ]);
    expect(inLocale("de", () => messages(EmailCodeSchema.safeParse({ code: "12" })))?.[0]).toBe(
      "Gib den 6-stelligen Code aus der E-Mail ein",
    );
    const family = { name: "Jo", email: "jo@example.org", relationship: "x".repeat(51) };
    expect(inLocale("de", () => messages(FamilyMemberSchema.safeParse(family)))).toEqual(["Beziehung ist zu lang"]);
  });

  it("the message maps in both languages", () => {
    expect(messageFor(emailChangeMessages, { reason: "email-taken" } as never)).toBe("That email is already used by another member.");
    expect(inLocale("de", () => messageFor(emailChangeMessages, { reason: "email-taken" } as never))).toBe(
      "Diese E-Mail-Adresse nutzt schon ein anderes Mitglied.",
    );
    expect(inLocale("de", () => messageFor(emailChangeMessages, { reason: "code-expired" } as never))).toBe(
      "Der Code ist abgelaufen oder wurde schon benutzt. Fordere einen neuen Code an.",
    );
    expect(messageFor(deletionMessages, { reason: "member-not-found" } as never)).toBe("Your account has already been deleted.");
    expect(inLocale("de", () => messageFor(deletionMessages, { reason: "member-not-found" } as never))).toBe(
      "Dein Konto wurde bereits gelöscht.",
    );
  });
});
