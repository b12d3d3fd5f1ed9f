import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";
import { loginCodes } from "../../db/schema";
import { db } from "~/utils/db.server";
import { normalizeEmail } from "./users.server";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

/**
 * The emailed-code toolkit, shared with the email-change codes: only an HMAC of the code and what
 * it is bound to is stored, so a database leak gives nobody a working code.
 */
export function hashCode(secret: string, boundTo: string, code: string): string {
  return createHmac("sha256", secret).update(`${boundTo}:${code}`).digest("hex");
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Constant-time comparison of a stored hash with the hash of what was typed. */
export function codeMatches(storedHash: string, secret: string, boundTo: string, code: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashCode(secret, boundTo, code.trim()), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A fresh 6-digit code for this email; any earlier unused code stops working. */
export async function issueLoginCode(emailInput: string, secret: string, now = new Date()): Promise<string> {
  const email = normalizeEmail(emailInput);
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx
      .update(loginCodes)
      .set({ consumedAt: now })
      .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt)));
    await tx.insert(loginCodes).values({
      email,
      codeHash: hashCode(secret, email, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    // Old rows are of no use to anybody; keep the table small.
    await tx.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  });
  return code;
}

export type CodeCheck = "ok" | "invalid" | "expired" | "too-many-attempts";

/** Single use, valid 10 minutes, at most 5 tries; the row is locked so two checks cannot both pass. */
export async function checkLoginCode(emailInput: string, code: string, secret: string, now = new Date()): Promise<CodeCheck> {
  const email = normalizeEmail(emailInput);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: loginCodes.id, codeHash: loginCodes.codeHash, attempts: loginCodes.attempts })
      .from(loginCodes)
      .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, now)))
      .orderBy(desc(loginCodes.createdAt))
      .limit(1)
      .for("update");
    if (!row) return "expired";
    if (row.attempts >= MAX_CODE_ATTEMPTS) return "too-many-attempts";
    if (codeMatches(row.codeHash, secret, email, code)) {
      await tx.update(loginCodes).set({ consumedAt: now }).where(eq(loginCodes.id, row.id));
      return "ok";
    }
    const attempts = row.attempts + 1;
    await tx
      .update(loginCodes)
      .set({ attempts, consumedAt: attempts >= MAX_CODE_ATTEMPTS ? now : null })
      .where(eq(loginCodes.id, row.id));
    return attempts >= MAX_CODE_ATTEMPTS ? "too-many-attempts" : "invalid";
  });
}
