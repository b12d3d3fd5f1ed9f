import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailChangeCodes, users } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMember, type UserValues } from "../../test/factories";
import {
  cancelEmailChange,
  confirmEmailChange,
  EMAIL_CHANGE_TTL_MS,
  getProfile,
  resendEmailChangeCode,
  updateProfile,
} from "./profile.server";
import { MAX_CODE_ATTEMPTS } from "./login-codes.server";

const test = useTestDatabase();

const SECRET = "profile-test-secret";
const fields = { firstName: "Augusta", lastName: "King", profileImageUrl: null };

async function row(id: string) {
  const [user] = await test.db.select().from(users).where(eq(users.id, id));
  return user;
}

const insertUser = (email: string | null, extra: UserValues = {}) =>
  createMember({ email, firstName: "Ada", lastName: "Lovelace", ...extra });

/** A 6-digit code that is certainly not `code`. */
const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

async function requestChange(id: string, email: string, now = new Date()) {
  const saved = await updateProfile(id, { ...fields, email }, { secret: SECRET, now });
  if (!saved.ok) throw new Error(`profile refused: ${saved.reason}`);
  return saved.emailChange!;
}

describe("updateProfile", () => {
  it("saves names and image at once and keeps the same email without any code", async () => {
    const id = await insertUser("ada@example.com");
    const saved = await updateProfile(
      id,
      { firstName: "A", lastName: "L", email: " ADA@example.com", profileImageUrl: "https://example.org/a.png" },
      { secret: SECRET },
    );
    if (!saved.ok) throw new Error(`profile refused: ${saved.reason}`);
    const { profile, emailChange } = saved;
    expect(emailChange).toBeNull();
    expect(profile).toMatchObject({ id, firstName: "A", lastName: "L", email: "ada@example.com", pendingEmail: null });
    expect(await row(id)).toMatchObject({ firstName: "A", profileImageUrl: "https://example.org/a.png", pendingEmail: null });
    expect(await test.db.select().from(emailChangeCodes)).toHaveLength(0);
  });

  it("keeps the old email in force and makes a different one pending, with a hashed 6-digit code", async () => {
    const id = await insertUser("ada@example.com");
    const now = new Date("2030-01-01T12:00:00Z");
    const saved = await updateProfile(id, { ...fields, email: " Augusta@Example.com" }, { secret: SECRET, now });
    if (!saved.ok) throw new Error(`profile refused: ${saved.reason}`);
    const { profile, emailChange } = saved;
    expect(emailChange).toMatchObject({ from: "ada@example.com", to: "augusta@example.com" });
    expect(emailChange!.code).toMatch(/^\d{6}$/);
    expect(profile).toMatchObject({ email: "ada@example.com", pendingEmail: "augusta@example.com", firstName: "Augusta" });
    expect(await row(id)).toMatchObject({
      email: "ada@example.com",
      pendingEmail: "augusta@example.com",
      pendingEmailRequestedAt: now,
      firstName: "Augusta",
      lastName: "King",
    });
    const codes = await test.db.select().from(emailChangeCodes);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ userId: id, newEmail: "augusta@example.com", consumedAt: null });
    expect(codes[0].codeHash).not.toContain(emailChange!.code);
    expect(codes[0].expiresAt.getTime()).toBe(now.getTime() + EMAIL_CHANGE_TTL_MS);
    expect(EMAIL_CHANGE_TTL_MS).toBe(10 * 60 * 1000);
  });

  it("leaves a pending change alone when a later save keeps the email", async () => {
    const id = await insertUser("ada@example.com");
    const change = await requestChange(id, "augusta@example.com");
    await updateProfile(id, { ...fields, firstName: "Gus", email: "ada@example.com" }, { secret: SECRET });
    expect(await row(id)).toMatchObject({ firstName: "Gus", pendingEmail: "augusta@example.com" });
    expect(await confirmEmailChange(id, change.code, SECRET)).toBe("ok");
  });

  it("refuses another member's email (email-taken) and changes nothing", async () => {
    await insertUser("taken@example.com");
    const id = await insertUser("ada@example.com", { profileImageUrl: "https://example.org/a.png" });
    const before = await row(id);
    await expect(updateProfile(id, { ...fields, email: "Taken@Example.com" }, { secret: SECRET })).resolves.toEqual({
      ok: false,
      reason: "email-taken",
    });
    expect(await row(id)).toEqual(before);
    expect(await test.db.select().from(emailChangeCodes)).toHaveLength(0);
  });
});

describe("confirmEmailChange", () => {
  it("with the right code makes the pending address the email, proven by 'email-change', once", async () => {
    const id = await insertUser("ada@example.com");
    const change = await requestChange(id, "augusta@example.com");
    const now = new Date();
    expect(await confirmEmailChange(id, ` ${change.code} `, SECRET, now)).toBe("ok");
    expect(await row(id)).toMatchObject({
      email: "augusta@example.com",
      emailVerifiedAt: now,
      emailVerifiedVia: "email-change",
      pendingEmail: null,
      pendingEmailRequestedAt: null,
    });
    expect((await getProfile(id))?.pendingEmail).toBeNull();
    expect(await confirmEmailChange(id, change.code, SECRET)).toBe("expired");
  });

  it("refuses a wrong code and keeps the old email", async () => {
    const id = await insertUser("ada@example.com");
    const change = await requestChange(id, "augusta@example.com");
    expect(await confirmEmailChange(id, wrong(change.code), SECRET)).toBe("invalid");
    expect(await row(id)).toMatchObject({ email: "ada@example.com", pendingEmail: "augusta@example.com", emailVerifiedAt: null });
  });

  it("stops after five wrong codes, even for the right one", async () => {
    const id = await insertUser("ada@example.com");
    const change = await requestChange(id, "augusta@example.com");
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) expect(await confirmEmailChange(id, wrong(change.code), SECRET)).toBe("invalid");
    expect(await confirmEmailChange(id, wrong(change.code), SECRET)).toBe("too-many-attempts");
    expect(await confirmEmailChange(id, change.code, SECRET)).toBe("expired");
    expect((await row(id)).email).toBe("ada@example.com");
  });

  it("refuses a code after 10 minutes", async () => {
    const id = await insertUser("ada@example.com");
    const issued = new Date("2030-01-01T12:00:00Z");
    const change = await requestChange(id, "augusta@example.com", issued);
    const late = new Date(issued.getTime() + EMAIL_CHANGE_TTL_MS + 1000);
    expect(await confirmEmailChange(id, change.code, SECRET, late)).toBe("expired");
    expect((await row(id)).email).toBe("ada@example.com");
  });

  it("takes only the newest code, for the address asked for last", async () => {
    const id = await insertUser("ada@example.com");
    const first = await requestChange(id, "first@example.com");
    const second = await requestChange(id, "second@example.com");
    if (first.code !== second.code) expect(await confirmEmailChange(id, first.code, SECRET)).toBe("invalid");
    expect(await confirmEmailChange(id, second.code, SECRET)).toBe("ok");
    expect((await row(id)).email).toBe("second@example.com");
  });

  it("is bound to the member: another member's code does nothing for them", async () => {
    const ada = await insertUser("ada@example.com");
    const eve = await insertUser("eve@example.com");
    const change = await requestChange(ada, "new@example.com");
    await requestChange(eve, "new@example.com");
    expect(await confirmEmailChange(eve, change.code, SECRET)).not.toBe("ok");
    expect((await row(eve)).email).toBe("eve@example.com");
  });

  it("answers 'taken' and drops the change when another member proved the address first", async () => {
    const id = await insertUser("ada@example.com");
    const change = await requestChange(id, "augusta@example.com");
    await insertUser("augusta@example.com");
    expect(await confirmEmailChange(id, change.code, SECRET)).toBe("taken");
    expect(await row(id)).toMatchObject({ email: "ada@example.com", pendingEmail: null });
  });
});

describe("cancelEmailChange and resendEmailChangeCode", () => {
  it("cancelling drops the pending address and its code", async () => {
    const id = await insertUser("ada@example.com");
    const change = await requestChange(id, "augusta@example.com");
    expect(await cancelEmailChange(id)).toBe(true);
    expect(await row(id)).toMatchObject({ email: "ada@example.com", pendingEmail: null });
    expect(await confirmEmailChange(id, change.code, SECRET)).toBe("expired");
    expect(await cancelEmailChange(id)).toBe(false);
  });

  it("a new code for the same address replaces the old one; none without a pending change", async () => {
    const id = await insertUser("ada@example.com");
    expect(await resendEmailChangeCode(id, { secret: SECRET })).toEqual({ ok: false, reason: "nothing-pending" });
    const first = await requestChange(id, "augusta@example.com");
    const resent = await resendEmailChangeCode(id, { secret: SECRET });
    const again = resent.ok ? resent.emailChange : null;
    expect(again).toMatchObject({ from: "ada@example.com", to: "augusta@example.com" });
    if (first.code !== again!.code) expect(await confirmEmailChange(id, first.code, SECRET)).toBe("invalid");
    expect(await confirmEmailChange(id, again!.code, SECRET)).toBe("ok");
  });
});
