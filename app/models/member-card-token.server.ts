import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "../utils/secret.server";

/**
 * The member card's QR encodes /verify/<token>, read by anyone at the gate (and at the door's
 * check-in) without signing in. Two shapes exist:
 *
 * - the card's token: "v2." + nonce + "." + base64url(HMAC-SHA256(v2 key, "v2." + nonce)). It
 *   says nothing about who holds it: the member is found by the nonce (users.member_card_nonce,
 *   18 random bytes, unique), so the internal user id never leaves the server.
 * - the legacy token, on cards printed before: base64url(userId + "." + nonce) + "." +
 *   base64url(HMAC-SHA256(v1 key, first part)). Its first part decodes to the user id. It is still
 *   read, so a printed card keeps working until its member presses "Replace card" (a new nonce,
 *   and the new card is the opaque shape); it is never signed again.
 *
 * The signature lets a reader refuse a forged or mistyped token without asking the database; the
 * nonce makes the card revocable: a token carrying an old nonce matches no member's row.
 */

/** Its own key per shape, derived from the session secret, so a card token can never pass as a cookie signature or the reverse. */
function deriveKey(secret: string, version: "v1" | "v2"): Buffer {
  return createHmac("sha256", secret).update(`member-card-token:${version}`).digest();
}

const defaultKeys = { v1: deriveKey(sessionSecret, "v1"), v2: deriveKey(sessionSecret, "v2") };

function keyFor(version: "v1" | "v2", secret?: string): Buffer {
  return secret === undefined ? defaultKeys[version] : deriveKey(secret, version);
}

/** userId (≤ 64) + "." + nonce (≤ 64) in base64url is at most 172 characters, the signature 43. */
export const MEMBER_CARD_TOKEN_MAX_LENGTH = 220;
const LEGACY_SHAPE = /^([A-Za-z0-9_-]{4,172})\.([A-Za-z0-9_-]{43})$/;
const CARD_SHAPE = /^v2\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/;

/** What a token we signed names: the nonce alone (the card's token), or the user id and nonce (a legacy one). */
export type MemberCardClaim = { kind: "card"; nonce: string } | { kind: "legacy"; userId: string; nonce: string };

function signature(payload: string, key: Buffer): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

function sameSignature(payload: string, given: string, key: Buffer): boolean {
  const expected = Buffer.from(signature(payload, key));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The card's token for a nonce: opaque, nothing in it names the member. */
export function signMemberCardToken(nonce: string, secret?: string): string {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) throw new Error("A member card nonce is 16 to 64 base64url characters");
  const payload = `v2.${nonce}`;
  return `${payload}.${signature(payload, keyFor("v2", secret))}`;
}

/** The shape printed cards carry (read, never issued by the app): for the tests that prove such cards keep working. */
export function signLegacyMemberCardToken(userId: string, nonce: string, secret?: string): string {
  if (userId.includes(".") || nonce.includes(".")) throw new Error("Member card ids and nonces carry no dots");
  const payload = Buffer.from(`${userId}.${nonce}`, "utf8").toString("base64url");
  return `${payload}.${signature(payload, keyFor("v1", secret))}`;
}

/**
 * What a token names, or null when it is too long, malformed or its signature does not match
 * (compared in constant time). A valid signature says we issued it, not that it is still the
 * member's current card: the caller compares the nonce with the member's row.
 */
export function readMemberCardToken(token: string, secret?: string): MemberCardClaim | null {
  if (token.length > MEMBER_CARD_TOKEN_MAX_LENGTH) return null;
  const card = CARD_SHAPE.exec(token);
  if (card) {
    const [, nonce, given] = card;
    return sameSignature(`v2.${nonce}`, given, keyFor("v2", secret)) ? { kind: "card", nonce } : null;
  }
  const legacy = LEGACY_SHAPE.exec(token);
  if (!legacy) return null;
  const [, payload, given] = legacy;
  if (!sameSignature(payload, given, keyFor("v1", secret))) return null;
  const [userId, nonce, ...rest] = Buffer.from(payload, "base64url").toString("utf8").split(".");
  if (!userId || !nonce || rest.length > 0) return null;
  return { kind: "legacy", userId, nonce };
}
