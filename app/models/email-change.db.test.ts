import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../test/db";
import { createMember } from "../../test/factories";
import { ORIGIN } from "../../test/http";
import { inLocale } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/paraglide/runtime.js";
import { saveProfile } from "./email-change.server";
import { getUserById } from "./users.server";

const mail = vi.hoisted(() => ({ sendMail: vi.fn(async (_message: { to: string; subject: string; text: string }) => true) }));
vi.mock("~/integrations/mailer.server", () => ({ sendMail: mail.sendMail, mailConfigured: false }));

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
useTestDatabase();

/** Asks, in `locale` (the request's language), to move the member's email to `to`; returns the two mails sent. */
async function changeEmail(locale: Locale, from: string, to: string) {
  const id = await createMember({ email: from, firstName: "Kim" });
  const user = (await getUserById(id))!;
  mail.sendMail.mockClear();
  const request = new Request(`${ORIGIN}/profile`, { method: "POST" });
  const saved = await inLocale(locale, () =>
    saveProfile(request, user, { firstName: "Kim", lastName: "Fan", email: to, profileImageUrl: null }),
  );
  expect(saved.ok).toBe(true);
  const sent = mail.sendMail.mock.calls.map(([message]) => message);
  return { code: sent.find((one) => one.to === to)!, notice: sent.find((one) => one.to === from)! };
}

describe("the email change mails are in the language of the request that asks for them", () => {
  it("English: the code to the new address, the notice to the old one, worded as before", async () => {
    const { code, notice } = await changeEmail("en", "kim.old@example.org", "kim.new@example.org");
    expect(code.subject).toMatch(/^Confirm your new .+ email: \d{6}$/);
    expect(code.text).toMatch(/^Someone asked to use this address for a .+ account\.\n\nYour confirmation code is \d{6}\n/);
    expect(notice.subject).toMatch(/: a change of your email was requested$/);
    expect(notice.text).toMatch(/change of the email of your .+ account was requested, to:\nkim\.new@example\.org\n/);
  });

  it("German: the same two mails in German, the code and the new address in their place", async () => {
    const { code, notice } = await changeEmail("de", "kai.alt@example.org", "kai.neu@example.org");
    expect(code.subject).toMatch(/^Bestätige deine neue E-Mail-Adresse bei .+: \d{6}$/);
    expect(code.text).toMatch(/Dein Bestätigungscode lautet \d{6}\n/);
    expect(code.text).not.toContain("confirmation code");
    expect(notice.subject).toMatch(/: eine Änderung deiner E-Mail-Adresse wurde angefordert$/);
    expect(notice.text).toContain("wurde eine Änderung der E-Mail-Adresse angefordert, auf:\nkai.neu@example.org\n");
  });
});
