import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginCodes } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { checkLoginCode, CODE_TTL_MS, issueLoginCode, MAX_CODE_ATTEMPTS } from "./login-codes.server";

const test = useTestDatabase();

const SECRET = "login-code-test-secret";
const EMAIL = "ada@example.com";

/** A 6-digit code that is certainly not `code`. */
const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

describe("issueLoginCode", () => {
  it("returns 6 digits and stores only a hash", async () => {
    const code = await issueLoginCode(EMAIL, SECRET);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await test.db.select().from(loginCodes);
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(EMAIL);
    expect(rows[0].codeHash).not.toContain(code);
  });

  it("expires 10 minutes after issue", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    await issueLoginCode(EMAIL, SECRET, now);
    const [row] = await test.db.select().from(loginCodes);
    expect(row.expiresAt.getTime()).toBe(now.getTime() + 10 * 60 * 1000);
    expect(CODE_TTL_MS).toBe(10 * 60 * 1000);
  });
});

describe("checkLoginCode", () => {
  it("accepts the right code once, then refuses it (single use)", async () => {
    const code = await issueLoginCode(EMAIL, SECRET);
    expect(await checkLoginCode(EMAIL, code, SECRET)).toBe("ok");
    expect(await checkLoginCode(EMAIL, code, SECRET)).toBe("expired");
  });

  it("normalises the email and trims the code", async () => {
    const code = await issueLoginCode(" Ada@Example.com ", SECRET);
    expect(await checkLoginCode("ADA@example.com", ` ${code} `, SECRET)).toBe("ok");
  });

  it("says invalid for a wrong code and still accepts the right one afterwards", async () => {
    const code = await issueLoginCode(EMAIL, SECRET);
    expect(await checkLoginCode(EMAIL, wrong(code), SECRET)).toBe("invalid");
    expect(await checkLoginCode(EMAIL, code, SECRET)).toBe("ok");
  });

  it("a new code invalidates the older one", async () => {
    const older = await issueLoginCode(EMAIL, SECRET);
    let newer = await issueLoginCode(EMAIL, SECRET);
    // One chance in a million that the two codes are the same digits.
    while (newer === older) newer = await issueLoginCode(EMAIL, SECRET);

    const result = await checkLoginCode(EMAIL, older, SECRET);
    expect(result).not.toBe("ok");
    expect(await checkLoginCode(EMAIL, newer, SECRET)).toBe("ok");
    expect(await checkLoginCode(EMAIL, older, SECRET)).toBe("expired");
  });

  it(`locks the code after ${MAX_CODE_ATTEMPTS} wrong tries, even against the right code`, async () => {
    expect(MAX_CODE_ATTEMPTS).toBe(5);
    const code = await issueLoginCode(EMAIL, SECRET);
    for (let i = 1; i < 5; i++) expect(await checkLoginCode(EMAIL, wrong(code), SECRET)).toBe("invalid");
    expect(await checkLoginCode(EMAIL, wrong(code), SECRET)).toBe("too-many-attempts");

    const afterwards = await checkLoginCode(EMAIL, code, SECRET);
    expect(afterwards).not.toBe("ok");
    expect(["too-many-attempts", "expired"]).toContain(afterwards);

    const [row] = await test.db.select().from(loginCodes).where(eq(loginCodes.email, EMAIL));
    expect(row.attempts).toBe(5);
    expect(row.consumedAt).not.toBeNull();
  });

  it("refuses a code checked 10 minutes + 1 ms after issue", async () => {
    const issuedAt = new Date("2030-01-01T12:00:00Z");
    const code = await issueLoginCode(EMAIL, SECRET, issuedAt);
    const late = new Date(issuedAt.getTime() + 10 * 60 * 1000 + 1);
    expect(await checkLoginCode(EMAIL, code, SECRET, late)).toBe("expired");
    // ... while it was still good just before.
    const inTime = new Date(issuedAt.getTime() + 10 * 60 * 1000 - 1);
    expect(await checkLoginCode(EMAIL, code, SECRET, inTime)).toBe("ok");
  });

  it("says expired for an email that has no code", async () => {
    const code = await issueLoginCode(EMAIL, SECRET);
    expect(await checkLoginCode("someone.else@example.com", code, SECRET)).toBe("expired");
    // The other email's check did not use up Ada's code.
    expect(await checkLoginCode(EMAIL, code, SECRET)).toBe("ok");
  });

  it("refuses a code made with another secret", async () => {
    const code = await issueLoginCode(EMAIL, SECRET);
    expect(await checkLoginCode(EMAIL, code, "another-secret")).toBe("invalid");
  });
});
