import { aliasedTable, and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { billingHistory, membershipChanges, orders, subscriptions, users } from "../../db/schema";
import type { MEMBERSHIP_STATUSES, MEMBERSHIP_TYPES } from "../../db/enums";
import { queueMailchimpSync } from "~/models/integrations.server";
import { db } from "~/utils/db.server";
import { isLifetime } from "~/models/membership";
import { lockMember, memberColumns, snapshot, type MemberNotFound } from "./membership.server";
import { fail } from "~/utils/result";

/**
 * The admins' side of membership: the member list, one member with their history, the
 * corrections an admin makes (membership fields, admin rights) and the member export. Payments and
 * lifetime go through membership.server.ts, the one place a membership changes hands.
 */

type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

const listColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
  membershipStatus: users.membershipStatus,
  membershipType: users.membershipType,
  membershipExpiry: users.membershipExpiry,
};

/** `%` and `_` (and the escape character itself) match literally in an ILIKE pattern. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Newest first, searched by name or email and filtered by status, a page at a time: one row more
 * than the page is read to know whether there is a next page (no count over 100,000 members). The
 * order (created_at DESC, id DESC) is users_created_idx / users_status_created_idx read backwards.
 */
export async function listMembersForAdmin({
  search,
  status,
  page = 1,
  pageSize = 25,
  renewalDays = null,
  now = new Date(),
}: {
  search?: string | null;
  status?: MembershipStatus | null;
  page?: number;
  pageSize?: number;
  /** Only active memberships (not lifetime) running out within this many days, soonest first. */
  renewalDays?: number | null;
  now?: Date;
}) {
  const filters: SQL[] = [];
  if (status) filters.push(eq(users.membershipStatus, status));
  if (renewalDays) {
    filters.push(
      eq(users.membershipStatus, "active"),
      eq(users.isLifetimeMember, false),
      gte(users.membershipExpiry, now),
      lt(users.membershipExpiry, new Date(now.getTime() + renewalDays * 86_400_000)),
    );
  }
  const words = (search ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 5);
  // Each word must match the first name, the last name or the email ("sam fan" finds Sam Fan).
  for (const word of words) {
    const pattern = likePattern(word);
    filters.push(or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))!);
  }
  const rows = await db
    .select(listColumns)
    .from(users)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(...(renewalDays ? [asc(users.membershipExpiry), asc(users.id)] : [desc(users.createdAt), desc(users.id)]))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { members: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

/** A membership order not paid yet (not cancelled): what a payment recorded by an admin pays. */
export async function pendingMembershipOrder(userId: string) {
  const [row] = await db
    .select({ id: orders.id, membershipTier: orders.membershipTier, totalAmount: orders.totalAmount, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.membershipTier), isNull(orders.paidAt), ne(orders.status, "cancelled")))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

/** Whether the member exists: the member page's actions check this before reading the form. */
export async function memberExists(userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

/** One member with what their admin page shows, or null. */
export async function getMemberForAdmin(userId: string) {
  const [member] = await db
    .select({
      ...listColumns,
      membershipTier: users.membershipTier,
      isLifetimeMember: users.isLifetimeMember,
      autoRenewal: users.autoRenewal,
      nextBillingDate: users.nextBillingDate,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) return null;
  const actor = aliasedTable(users, "actor");
  const recorder = aliasedTable(users, "recorder");
  const [pendingOrder, subscriptionRows, billingRows, changes] = await Promise.all([
    pendingMembershipOrder(userId),
    db
      .select({
        id: subscriptions.id,
        tier: subscriptions.tier,
        type: subscriptions.type,
        status: subscriptions.status,
        startDate: subscriptions.startDate,
        endDate: subscriptions.endDate,
        price: subscriptions.price,
        autoRenewal: subscriptions.autoRenewal,
        stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.startDate), desc(subscriptions.id))
      .limit(50),
    db
      .select({
        id: billingHistory.id,
        amount: billingHistory.amount,
        status: billingHistory.status,
        billingDate: billingHistory.billingDate,
        paymentMethod: billingHistory.paymentMethod,
        transactionId: billingHistory.transactionId,
        recordedByEmail: recorder.email,
      })
      .from(billingHistory)
      .leftJoin(recorder, eq(recorder.id, billingHistory.recordedBy))
      .where(eq(billingHistory.userId, userId))
      .orderBy(desc(billingHistory.billingDate), desc(billingHistory.id))
      .limit(100),
    db
      .select({
        id: membershipChanges.id,
        kind: membershipChanges.kind,
        reason: membershipChanges.reason,
        createdAt: membershipChanges.createdAt,
        actorEmail: actor.email,
        actorFirstName: actor.firstName,
        actorLastName: actor.lastName,
      })
      .from(membershipChanges)
      .leftJoin(actor, eq(actor.id, membershipChanges.actorId))
      .where(eq(membershipChanges.userId, userId))
      .orderBy(desc(membershipChanges.createdAt), desc(membershipChanges.id))
      .limit(100),
  ]);
  return { member, pendingOrder, subscriptions: subscriptionRows, billing: billingRows, changes };
}

export type MembershipEdit = { status: MembershipStatus; type: MembershipType | null; expiry: Date | null; autoRenewal: boolean };

export type MembershipEditResult =
  { ok: true } | { ok: false; reason: "use-grant-lifetime" | "active-expiry-missing" | "active-expiry-past" } | MemberNotFound;

/**
 * An admin's correction of the membership fields (a grace period, a wrong expiry), recorded with
 * the admin and their reason. Lifetime follows the status: setting it away from lifetime ends it
 * (and a "lifetime" type goes with it). Making a member lifetime is refused here: Grant lifetime
 * membership does it, closing their subscriptions (and the caller cancels them at Stripe).
 */
export async function editMembership({
  userId,
  actorId,
  edit,
  reason,
}: {
  userId: string;
  actorId: string;
  edit: MembershipEdit;
  reason: string;
}): Promise<MembershipEditResult> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    if (!member) return fail("member-not-found");
    const lifetime = edit.status === "lifetime";
    if (lifetime && !isLifetime(member)) return { ok: false, reason: "use-grant-lifetime" } as const;
    const now = new Date();
    // Active (never lifetime here) runs until a day to come: a kept past date would read "Active Member, Expiry" a month ago.
    if (edit.status === "active" && !edit.expiry) return { ok: false, reason: "active-expiry-missing" } as const;
    if (edit.status === "active" && edit.expiry! <= now) return { ok: false, reason: "active-expiry-past" } as const;
    const [after] = await tx
      .update(users)
      .set({
        membershipStatus: edit.status,
        membershipType: !lifetime && edit.type === "lifetime" ? null : edit.type,
        membershipExpiry: edit.expiry,
        autoRenewal: edit.autoRenewal,
        isLifetimeMember: lifetime,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning(memberColumns);
    await tx
      .insert(membershipChanges)
      .values({ userId, actorId, kind: "membership-edited", before: snapshot(member), after: snapshot(after), reason });
    // The audience's Member tag follows the status.
    await queueMailchimpSync(userId, tx, now);
    return { ok: true } as const;
  });
}

export type AdminRoleResult = { ok: true; changed: boolean } | { ok: false; reason: "last-admin" } | MemberNotFound;

/**
 * Grants or revokes admin rights. Every change of the role first locks all admin rows (in id order,
 * so two changes never wait on each other crosswise): a second revoke waits for the first and then
 * counts the admins that are left, so two admins revoking each other at once cannot leave none.
 */
export async function setAdminRole({
  userId,
  actorId,
  isAdmin,
  reason,
}: {
  userId: string;
  actorId: string;
  isAdmin: boolean;
  reason: string;
}): Promise<AdminRoleResult> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id)).for("update");
    const member = await lockMember(tx, userId);
    if (!member) return fail("member-not-found");
    if (member.isAdmin === isAdmin) return { ok: true, changed: false } as const;
    if (!isAdmin && admins.filter((admin) => admin.id !== userId).length === 0) return { ok: false, reason: "last-admin" } as const;
    const [after] = await tx.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, userId)).returning(memberColumns);
    await tx.insert(membershipChanges).values({
      userId,
      actorId,
      kind: isAdmin ? "admin-granted" : "admin-revoked",
      before: snapshot(member),
      after: snapshot(after),
      reason,
    });
    return { ok: true, changed: true } as const;
  });
}

const EXPORT_PAGE_SIZE = 1000;

const exportColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  membershipStatus: users.membershipStatus,
  membershipType: users.membershipType,
  membershipExpiry: users.membershipExpiry,
  isLifetimeMember: users.isLifetimeMember,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
  // The exact timestamp (microseconds) as the next page's key: a JavaScript Date keeps milliseconds only.
  cursor: sql<string>`${users.createdAt}::text`.as("cursor"),
};

export type ExportedMember = Awaited<ReturnType<typeof exportPage>>[number];

async function exportPage(after: { cursor: string; id: string } | null, pageSize: number) {
  return db
    .select(exportColumns)
    .from(users)
    .where(after ? sql`(${users.createdAt}, ${users.id}) > (${after.cursor}::timestamptz, ${after.id})` : undefined)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(pageSize);
}

/**
 * Every member, oldest first, read a page at a time by (created_at, id) (keyset paging over
 * users_created_idx): memory stays at one page however many members there are.
 */
export async function* exportMembers(pageSize = EXPORT_PAGE_SIZE) {
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const rows = await exportPage(after, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1];
    after = { cursor: last.cursor, id: last.id };
  }
}
