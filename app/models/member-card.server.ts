import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import { users } from "../../db/schema";
import { db } from "~/utils/db.server";
import { appOrigin } from "~/utils/env.server";
import { readMemberCardToken, signMemberCardToken, type MemberCardClaim } from "~/models/member-card-token.server";
import { isLifetime, memberIdOf } from "~/models/membership";

type Standing = {
  membershipStatus: string;
  membershipExpiry: Date | null;
  isLifetimeMember: boolean;
};

/**
 * Is the card good for entry at `now`: a lifetime membership, or an active one whose expiry is
 * still ahead. The expiry sweep moves lapsed members to 'expired' only every so often, so the
 * date is checked here too: a card is never valid a minute past its expiry.
 */
export function isCardValid(member: Standing, now: Date): boolean {
  if (member.membershipStatus === "lifetime") return true;
  if (member.membershipStatus !== "active") return false;
  if (member.isLifetimeMember) return true;
  return member.membershipExpiry !== null && member.membershipExpiry.getTime() > now.getTime();
}

function newNonce(): string {
  return randomBytes(18).toString("base64url");
}

export function verifyUrl(token: string): string {
  return new URL(`/verify/${token}`, appOrigin).toString();
}

async function currentNonce(userId: string): Promise<string | null> {
  const [row] = await db.select({ nonce: users.memberCardNonce }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.nonce ?? null;
}

/**
 * Makes the member's card nonce on their first look at the card. Two first looks at once (two
 * tabs, a double tap) must hand out the same card: the write only fills an empty nonce, and
 * whoever lost the race reads the winner's. Null for an unknown member.
 */
async function fillNonce(userId: string): Promise<string | null> {
  await db
    .update(users)
    .set({ memberCardNonce: newNonce() })
    .where(and(eq(users.id, userId), isNull(users.memberCardNonce)));
  return currentNonce(userId);
}

/** "Replace card": a new nonce, so every QR code and link of the old card verifies as not valid. */
export async function replaceMemberCard(userId: string): Promise<void> {
  await db.update(users).set({ memberCardNonce: newNonce() }).where(eq(users.id, userId));
}

/**
 * The card's QR code as inline SVG, drawn on the server (here, so the qrcode package stays out of
 * the page's bundle). It encodes our own verify URL: nothing in it comes from the member.
 */
export function memberCardQrSvg(verifyUrl: string): Promise<string> {
  return QRCode.toString(verifyUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** What /profile/card shows its owner. */
export async function getMemberCard(userId: string, now = new Date()) {
  const [member] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      membershipStatus: users.membershipStatus,
      membershipExpiry: users.membershipExpiry,
      isLifetimeMember: users.isLifetimeMember,
      nonce: users.memberCardNonce,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!member) return null;
  const nonce = member.nonce ?? (await fillNonce(userId));
  if (!nonce) return null;
  const { nonce: _secret, ...shown } = member;
  return {
    ...shown,
    memberId: memberIdOf(member.id),
    lifetime: isLifetime(member),
    valid: isCardValid(member, now),
    verifyUrl: verifyUrl(signMemberCardToken(nonce)),
  };
}

/**
 * The member row a token we signed points at, compared in the WHERE clause: the card's token by
 * its nonce alone; a legacy token (printed before cards became opaque) by its user id and nonce.
 */
function cardMatches(claim: MemberCardClaim) {
  return claim.kind === "card"
    ? eq(users.memberCardNonce, claim.nonce)
    : and(eq(users.id, claim.userId), eq(users.memberCardNonce, claim.nonce));
}

/**
 * Whose card a token is, for the door: 'current' with the member's id; 'replaced' for a token we
 * signed that is no member's current card (a legacy token names its member, so a deleted account
 * is 'unknown'; an opaque one cannot tell a replaced card from a deleted account and says
 * 'replaced'); 'unknown' for a token we did not sign.
 */
export async function findCardHolder(token: string): Promise<{ status: "current"; userId: string } | { status: "replaced" | "unknown" }> {
  const claim = readMemberCardToken(token);
  if (!claim) return { status: "unknown" };
  const [holder] = await db
    .select({ id: users.id, nonce: users.memberCardNonce })
    .from(users)
    .where(claim.kind === "card" ? cardMatches(claim) : eq(users.id, claim.userId))
    .limit(1);
  if (holder && holder.nonce === claim.nonce) return { status: "current", userId: holder.id };
  return claim.kind === "legacy" && !holder ? { status: "unknown" } : { status: "replaced" };
}

/**
 * The gate's check. Null for a token we did not sign, or one of a replaced card (its nonce is not
 * the member's current one: the comparison is in the WHERE clause), or of a deleted account.
 * Otherwise only what the gate may see: the Member ID, the verdict and until when.
 */
export async function verifyMemberCard(token: string, now = new Date()) {
  const claim = readMemberCardToken(token);
  if (!claim) return null;
  const [member] = await db
    .select({
      id: users.id,
      membershipStatus: users.membershipStatus,
      membershipExpiry: users.membershipExpiry,
      isLifetimeMember: users.isLifetimeMember,
    })
    .from(users)
    .where(cardMatches(claim))
    .limit(1);
  if (!member) return null;
  const lifetime = isLifetime(member);
  return {
    memberId: memberIdOf(member.id),
    valid: isCardValid(member, now),
    lifetime,
    expiry: lifetime ? null : member.membershipExpiry,
  };
}
