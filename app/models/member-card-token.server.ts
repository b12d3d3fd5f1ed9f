import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "../utils/secret.server";

/**
 * The member card's QR encodes /verify/<token>, read by anyone at the gate without signing in.
 * token = base64url(userId + "." + nonce) + "." + base64url(HMAC-SHA256(key, first part)).
 *
 * The signature lets /verify refuse a forged or mistyped token without asking the database; the
 * nonce (users.member_card_nonce) makes the card revocable: "Replace card" stores a new one, and
 * a token carrying the old nonce no longer matches the member's row.
 */

/** Its own key, derived from the session secret, so a card token can never pass as a cookie signature or the reverse. */
function deriveKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("member-card-token:v1").digest();
}

const defaultKey = deriveKey(sessionSecret);

/** userId (≤ 64) + "." + nonce (≤ 64) in base64url is at most 172 characters, the signature 43. */
export const MEMBER_CARD_TOKEN_MAX_LENGTH = 220;
const TOKEN_SHAPE = /^([A-Za-z0-9_-]{4,172})\.([A-Za-z0-9_-]{43})$/;

function signature(payload: string, key: Buffer): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

export function signMemberCardToken(userId: string, nonce: string, secret?: string): string {
  if (userId.includes(".") || nonce.includes(".")) throw new Error("Member card ids and nonces carry no dots");
  const key = secret === undefined ? defaultKey : deriveKey(secret);
  const payload = Buffer.from(`${userId}.${nonce}`, "utf8").toString("base64url");
  return `${payload}.${signature(payload, key)}`;
}

/**
 * The member and nonce a token names, or null when it is too long, malformed or its signature
 * does not match (compared in constant time). A valid signature says we issued it, not that it
 * is still the member's current card: the caller compares the nonce with the member's row.
 */
export function readMemberCardToken(token: string, secret?: string): { userId: string; nonce: string } | null {
  if (token.length > MEMBER_CARD_TOKEN_MAX_LENGTH) return null;
  const shape = TOKEN_SHAPE.exec(token);
  if (!shape) return null;
  const [, payload, given] = shape;
  const key = secret === undefined ? defaultKey : deriveKey(secret);
  const expected = Buffer.from(signature(payload, key));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const [userId, nonce, ...rest] = Buffer.from(payload, "base64url").toString("utf8").split(".");
  if (!userId || !nonce || rest.length > 0) return null;
  return { userId, nonce };
}
