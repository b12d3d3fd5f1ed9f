import { asc, eq, inArray } from "drizzle-orm";
import {
  awayAllocations,
  awayApplicants,
  awayApplications,
  billingHistory,
  DEFAULT_EMAIL_PREFERENCES,
  DEFAULT_PRIVACY_SETTINGS,
  eventAttendees,
  eventCheckins,
  events,
  familyMembers,
  orderLines,
  orders,
  pushSubscriptions,
  subscriptions,
  ticketListingMessages,
  ticketListings,
  users,
  volunteerOpportunities,
  volunteerSignups,
} from "../../db/schema";
import { db } from "~/utils/db.server";
import { memberSeats } from "./away-trips.server";

/**
 * Everything the group holds about one member, for their own download (Privacy Settings → Request
 * Download). Every query names the member in its WHERE clause. Secrets that only work as keys
 * (calendar feed token, member card nonce) are left out: they are not data about the member, and a
 * file that is mailed around must not carry them.
 */
export async function exportMemberData(userId: string, now = new Date()) {
  const [profile] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      pendingEmail: users.pendingEmail,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      themePreference: users.themePreference,
      locale: users.locale,
      isAdmin: users.isAdmin,
      membershipStatus: users.membershipStatus,
      membershipType: users.membershipType,
      membershipTier: users.membershipTier,
      membershipExpiry: users.membershipExpiry,
      isLifetimeMember: users.isLifetimeMember,
      autoRenewal: users.autoRenewal,
      nextBillingDate: users.nextBillingDate,
      subscriptionPrice: users.subscriptionPrice,
      signInWithProvider: users.oidcSubject,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      emailPreferences: users.emailPreferences,
      privacySettings: users.privacySettings,
      showNameOnBallotResults: users.showNameOnBallotResults,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) return null;
  const { emailPreferences, privacySettings, showNameOnBallotResults, signInWithProvider, ...rest } = profile;

  const household = await db
    .select({
      name: familyMembers.name,
      email: familyMembers.email,
      relationship: familyMembers.relationship,
      createdAt: familyMembers.createdAt,
    })
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId))
    .orderBy(asc(familyMembers.id));
  const memberSubscriptions = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.id));
  const billing = await db.select().from(billingHistory).where(eq(billingHistory.userId, userId)).orderBy(asc(billingHistory.id));
  const memberOrders = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt), asc(orders.id));
  const lines = memberOrders.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            memberOrders.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  const rsvps = await db
    .select({
      eventId: events.id,
      title: events.title,
      date: events.date,
      location: events.location,
      // going, or waitlisted (the event was full when they answered).
      status: eventAttendees.status,
      respondedAt: eventAttendees.createdAt,
    })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .where(eq(eventAttendees.userId, userId))
    .orderBy(asc(events.date));
  // Attendance at the door; who checked them in is the volunteer's data, not theirs.
  const checkIns = await db
    .select({
      eventId: events.id,
      title: events.title,
      date: events.date,
      checkedInAt: eventCheckins.checkedInAt,
      // scan (the member card), search (found by name or Member ID) or api.
      method: eventCheckins.method,
    })
    .from(eventCheckins)
    .innerJoin(events, eq(events.id, eventCheckins.eventId))
    .where(eq(eventCheckins.userId, userId))
    .orderBy(asc(events.date), asc(eventCheckins.id));
  const signups = await db
    .select({
      opportunityId: volunteerOpportunities.id,
      title: volunteerOpportunities.title,
      date: volunteerOpportunities.date,
      location: volunteerOpportunities.location,
      status: volunteerSignups.status,
      signedUpAt: volunteerSignups.createdAt,
    })
    .from(volunteerSignups)
    .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerSignups.opportunityId))
    .where(eq(volunteerSignups.userId, userId))
    .orderBy(asc(volunteerOpportunities.date));
  const listings = await db.select().from(ticketListings).where(eq(ticketListings.userId, userId)).orderBy(asc(ticketListings.id));
  // The messages the member wrote to posters; those written to them are their senders' data.
  const messagesSent = await db
    .select({
      id: ticketListingMessages.id,
      listingId: ticketListingMessages.listingId,
      message: ticketListingMessages.body,
      sentAt: ticketListingMessages.createdAt,
    })
    .from(ticketListingMessages)
    .where(eq(ticketListingMessages.senderId, userId))
    .orderBy(asc(ticketListingMessages.id));

  // Away-day ballots the member is in, as lead or partner, and their coach seats.
  const awayBallots = await db
    .select({
      ballotId: awayAllocations.id,
      match: events.title,
      kickoff: events.date,
      lead: awayApplicants.isLead,
      confirmed: awayApplicants.confirmed,
      memberId: awayApplicants.memberId,
      pointsAtDraw: awayApplicants.pointsAtDraw,
      status: awayApplications.status,
      position: awayApplications.position,
      payBy: awayApplications.payBy,
      paidAt: awayApplications.paidAt,
      paidVia: awayApplications.paidVia,
    })
    .from(awayApplicants)
    .innerJoin(awayApplications, eq(awayApplications.id, awayApplicants.applicationId))
    .innerJoin(awayAllocations, eq(awayAllocations.id, awayApplicants.allocationId))
    .innerJoin(events, eq(events.id, awayAllocations.eventId))
    .where(eq(awayApplicants.userId, userId))
    .orderBy(asc(events.date), asc(awayAllocations.id));
  const coachSeats = await memberSeats(userId);
  // The devices that take the member's alerts: what they are and chose, not the push address or keys (keys, not data about them).
  const alertDevices = await db
    .select({
      device: pushSubscriptions.device,
      topics: pushSubscriptions.topics,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));

  return {
    exportedAt: now.toISOString(),
    profile: { ...rest, signsInWithProvider: signInWithProvider !== null },
    settings: {
      emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, ...emailPreferences },
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...privacySettings },
      showNameOnBallotResults,
    },
    household,
    subscriptions: memberSubscriptions,
    billingHistory: billing,
    orders: memberOrders.map((order) => ({ ...order, lines: lines.filter((line) => line.orderId === order.id) })),
    rsvps,
    checkIns,
    volunteerSignups: signups,
    ticketListings: listings,
    ticketMessagesSent: messagesSent,
    awayBallots,
    coachSeats,
    alertDevices,
  };
}
