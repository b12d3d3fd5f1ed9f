import { and, asc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { leaveAwayBallots, lockAwayBallotsOf } from "~/models/away.server";
import {
  cartItems,
  loginCodes,
  notifications,
  orders,
  sessions,
  subscriptions,
  ticketListings,
  users,
  volunteerOpportunities,
  volunteerSignups,
} from "../../db/schema";
import { queueMailchimpUnsubscribe } from "~/models/integrations.server";
import { memberCartId } from "~/models/cart.server";
import { removeRsvpsOf } from "~/models/events.server";
import { forgetRequestKeysOf } from "~/models/request-keys.server";
import { promoteFromWaitlist, SPOT_HOLDING_STATUSES } from "~/models/volunteer.server";
import { db } from "~/utils/db.server";
import { forgetEmailCounters } from "~/utils/rate-limit.server";
import { fail, ok, type Fail, type Ok } from "~/utils/result";

/**
 * Why an account was not deleted: it is already gone, or the member is the only admin (deleting
 * them would leave nobody to run the site).
 */
export type DeletionFailure = Fail<"member-not-found" | "last-admin">;

/** What an order keeps in place of the buyer's name once their account is deleted. */
export const DELETED_MEMBER = "Deleted member";

/**
 * Deletes a member's account and personal data in one transaction (Privacy Settings → Request
 * Deletion):
 * - RSVPs are removed with attendee_count lowered for each one that held a place, and volunteer
 *   signups with spots_assigned lowered for each one that held a spot; a place at an event or a
 *   confirmed spot on a shift still ahead goes to the waitlist's head (as cancelRsvp and
 *   cancelSignup do), so every counter still equals its rows;
 * - ticket listings, the cart, queued mails (to the member or to their address), sign-in codes,
 *   rate-limit counters keyed by the address and every server-side session of the member are
 *   deleted; the users row goes last (household, email change codes, membership audit cascade);
 * - orders (theirs, or placed as a guest with their address) are kept for the accounts but
 *   anonymised: no user, no email, no shipping address, the name 'Deleted member'; subscriptions
 *   and billing rows stay, their user_id set null by the foreign key; a running (active or
 *   past_due) subscription is marked cancelled, and its Stripe id returned so the caller cancels
 *   it at Stripe once the transaction has committed (nobody is charged for a deleted account);
 * - Mailchimp: an unsubscribe by subscriber hash is queued (the row holds no address).
 * Refused, with nothing changed, when the member does not exist (already deleted) or is the last admin.
 */
export async function deleteAccount(userId: string, now = new Date()): Promise<Ok<{ stripeSubscriptionIds: string[] }> | DeletionFailure> {
  return db.transaction(async (tx): Promise<Ok<{ stripeSubscriptionIds: string[] }> | DeletionFailure> => {
    // The member's away ballots before any users row (see lockAwayBallotsOf): a lock only, nothing changes yet.
    await lockAwayBallotsOf(userId, tx);
    // Every admin row first, in id order, then the member's own: the order setAdminRole locks in,
    // so two admins deleting themselves (or a deletion racing a role change) wait for each other
    // instead of deadlocking, and two last admins cannot both pass.
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id)).for("update");
    const [member] = await tx.select({ email: users.email, isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).for("update");
    if (!member) return fail("member-not-found");
    if (member.isAdmin && !admins.some((admin) => admin.id !== userId)) return fail("last-admin");
    const email = member.email?.toLowerCase() ?? null;

    // RSVPs: one fewer attendee per event the member was going to, the place going to its waitlist.
    await removeRsvpsOf(tx, userId, now);

    // Volunteer signups: each one that held a spot gives it back, under the opportunity's lock.
    const signups = await tx
      .select({ id: volunteerSignups.id, opportunityId: volunteerSignups.opportunityId, status: volunteerSignups.status })
      .from(volunteerSignups)
      .where(eq(volunteerSignups.userId, userId))
      .orderBy(volunteerSignups.opportunityId);
    for (const signup of signups) {
      const [opportunity] = await tx
        .select({ date: volunteerOpportunities.date, isActive: volunteerOpportunities.isActive })
        .from(volunteerOpportunities)
        .where(eq(volunteerOpportunities.id, signup.opportunityId))
        .for("update");
      await tx.delete(volunteerSignups).where(eq(volunteerSignups.id, signup.id));
      if (!opportunity || !(SPOT_HOLDING_STATUSES as readonly string[]).includes(signup.status)) continue;
      await tx
        .update(volunteerOpportunities)
        .set({ spotsAssigned: sql`greatest(${volunteerOpportunities.spotsAssigned} - 1, 0)`, updatedAt: now })
        .where(eq(volunteerOpportunities.id, signup.opportunityId));
      if (signup.status === "confirmed" && opportunity.isActive && opportunity.date > now) {
        await promoteFromWaitlist(tx, signup.opportunityId, 1, now);
      }
    }

    await tx.delete(ticketListings).where(eq(ticketListings.userId, userId));
    await tx.delete(cartItems).where(eq(cartItems.sessionId, memberCartId(userId)));
    await tx
      .delete(notifications)
      .where(
        email ? or(eq(notifications.userId, userId), sql`lower(${notifications.toEmail}) = ${email}`) : eq(notifications.userId, userId),
      );
    await tx.delete(sessions).where(sql`${sessions.sess} ->> 'userId' = ${userId}`);
    await forgetRequestKeysOf(userId, tx);
    if (email) {
      await tx.delete(loginCodes).where(sql`lower(${loginCodes.email}) = ${email}`);
      await forgetEmailCounters(email, tx);
    }

    await tx
      .update(orders)
      .set({ userId: null, customerEmail: null, customerName: DELETED_MEMBER, shippingAddress: null, updatedAt: now })
      .where(
        email
          ? or(eq(orders.userId, userId), and(isNotNull(orders.customerEmail), sql`lower(${orders.customerEmail}) = ${email}`))
          : eq(orders.userId, userId),
      );

    const cancelled = await tx
      .update(subscriptions)
      .set({
        status: "cancelled",
        cancelledAt: now,
        cancellationReason: "Account deleted",
        autoRenewal: false,
        nextBillingDate: null,
        updatedAt: now,
      })
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "past_due"])))
      .returning({ stripeSubscriptionId: subscriptions.stripeSubscriptionId });

    if (member.email) await queueMailchimpUnsubscribe(member.email, tx, now);
    await leaveAwayBallots(userId, tx, now);
    await tx.delete(users).where(eq(users.id, userId));
    return ok({ stripeSubscriptionIds: cancelled.flatMap((row) => (row.stripeSubscriptionId ? [row.stripeSubscriptionId] : [])) });
  });
}

/** Used by the confirmation step: whether deleting the member (as the loader read them) would be refused as the last admin. */
export async function isLastAdmin(user: { id: string; isAdmin: boolean }): Promise<boolean> {
  if (!user.isAdmin) return false;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), ne(users.id, user.id)))
    .limit(1);
  return !other;
}
