import { and, asc, eq, sql } from "drizzle-orm";
import { familyMembers, users } from "../../db/schema";
import { db } from "~/utils/db.server";
import { isMember } from "~/models/membership";
import type { FamilyMemberInput } from "~/models/profile.schema";

/**
 * The member's household, saved (the earlier site kept it in the browser for one visit only). Only
 * members in good standing (active or lifetime) have one; at most `max` people, checked under the member's row
 * lock so concurrent adds at the limit cannot pass it together.
 */

export type FamilyMember = { id: number; name: string; email: string; relationship: string };

const columns = {
  id: familyMembers.id,
  name: familyMembers.name,
  email: familyMembers.email,
  relationship: familyMembers.relationship,
};

export function listFamilyMembers(userId: string): Promise<FamilyMember[]> {
  return db.select(columns).from(familyMembers).where(eq(familyMembers.userId, userId)).orderBy(asc(familyMembers.id));
}

export type AddFamilyResult = { ok: true; member: FamilyMember } | { ok: false; reason: "not-member" | "limit"; max: number };

export async function addFamilyMember(userId: string, input: FamilyMemberInput, { max }: { max: number }): Promise<AddFamilyResult> {
  return db.transaction(async (tx) => {
    // The member's row, locked: adds (and a membership change) for one member run one at a time.
    const [member] = await tx.select({ membershipStatus: users.membershipStatus }).from(users).where(eq(users.id, userId)).for("update");
    if (!member || !isMember(member.membershipStatus)) return { ok: false, reason: "not-member", max };
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(familyMembers)
      .where(eq(familyMembers.userId, userId));
    if (Number(count) >= max) return { ok: false, reason: "limit", max };
    const [row] = await tx
      .insert(familyMembers)
      .values({ userId, name: input.name, email: input.email.toLowerCase(), relationship: input.relationship })
      .returning(columns);
    return { ok: true, member: row };
  });
}

/** Removes one of the member's own household; another member's id (or an unknown one) removes nothing. */
export async function removeFamilyMember(userId: string, id: number): Promise<FamilyMember | null> {
  const [row] = await db
    .delete(familyMembers)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.userId, userId)))
    .returning(columns);
  return row ?? null;
}
