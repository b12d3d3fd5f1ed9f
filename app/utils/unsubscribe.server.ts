import { createHmac, timingSafeEqual } from "node:crypto";
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from "../../db/schema";
import { appOrigin } from "./env.server";
import { sessionSecret } from "./secret.server";

/**
 * The link in a mail's List-Unsubscribe header (RFC 8058) and at /unsubscribe/{token}: it names a
 * member and one Email Preferences switch, signed with the session secret, so it needs no sign-in,
 * cannot be changed to another member or switch, and never expires (a link in an old mail still
 * works; it can only ever turn that one switch off).
 */
export type UnsubscribeCategory = keyof EmailPreferences;

const CATEGORIES = Object.keys(DEFAULT_EMAIL_PREFERENCES) as UnsubscribeCategory[];

function signature(userId: string, category: string, secret: string): string {
  return createHmac("sha256", secret).update(`unsubscribe\0${userId}\0${category}`).digest("base64url");
}

export function unsubscribeToken(userId: string, category: UnsubscribeCategory, secret = sessionSecret): string {
  return `${category}.${Buffer.from(userId).toString("base64url")}.${signature(userId, category, secret)}`;
}

/** The member and switch a token names, or null when it is not one this site signed. */
export function readUnsubscribeToken(token: string, secret = sessionSecret): { userId: string; category: UnsubscribeCategory } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [category, encodedUser, given] = parts as [string, string, string];
  if (!(CATEGORIES as string[]).includes(category) || !/^[\w-]+$/.test(encodedUser)) return null;
  const userId = Buffer.from(encodedUser, "base64url").toString();
  const expected = Buffer.from(signature(userId, category, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, category: category as UnsubscribeCategory };
}

export function unsubscribeUrl(userId: string, category: UnsubscribeCategory): string {
  return `${appOrigin}/unsubscribe/${unsubscribeToken(userId, category)}`;
}

/** The two headers RFC 8058 asks for: a mail provider's "Unsubscribe" button posts to the link. */
export function unsubscribeHeaders(userId: string, category: UnsubscribeCategory): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl(userId, category)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
