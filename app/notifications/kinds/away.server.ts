import { and, eq } from "drizzle-orm";
import { awayAllocations, awayApplicants, awayApplications, events, users } from "../../../db/schema";
import type { Database } from "../../../db/client";
import { LOYALTY_RULE } from "~/models/loyalty-rules";
import { memberSeats } from "~/models/away-trips.server";
import { whyWaiting } from "~/models/away.server";
import { fullName, isLifetime, isMember } from "~/models/membership";
import { formatPrice } from "~/utils/format";
import { branding } from "~/utils/branding.server";
import { appOrigin, stripeConfig } from "~/utils/env.server";
import type { KindDefinition, OutboxRow } from "../kind.server";
import { greeting, loadMember, mailDateTime } from "../mail-parts.server";

/**
 * Away-day ballot mails. Transactional: sent whatever the member's email settings say. Each reads
 * the application at send time and is skipped when it has moved on (a place paid before its offer
 * mail went, a ballot deleted).
 */

async function loadApplication(db: Database, row: OutboxRow) {
  const id = Number(row.payload.applicationId);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [application] = await db
    .select({
      id: awayApplications.id,
      allocationId: awayApplications.allocationId,
      status: awayApplications.status,
      position: awayApplications.position,
      payBy: awayApplications.payBy,
      size: awayApplications.size,
      price: awayAllocations.price,
      eventTitle: events.title,
      eventDate: events.date,
    })
    .from(awayApplications)
    .innerJoin(awayAllocations, eq(awayAllocations.id, awayApplications.allocationId))
    .innerJoin(events, eq(events.id, awayAllocations.eventId))
    .where(eq(awayApplications.id, id));
  return application ?? null;
}

/**
 * The partner mail is sent once per ballot, lead and partner: when the application it was queued for
 * has been withdrawn since, the lead's current one that names the member (if any) is the one to tell.
 */
async function loadNamingApplication(db: Database, row: OutboxRow) {
  const allocationId = Number(row.payload.allocationId);
  const leadUserId = row.payload.leadUserId;
  if (!Number.isInteger(allocationId) || typeof leadUserId !== "string" || !row.userId) return null;
  const [current] = await db
    .select({ id: awayApplications.id })
    .from(awayApplicants)
    .innerJoin(awayApplications, eq(awayApplications.id, awayApplicants.applicationId))
    .where(
      and(
        eq(awayApplicants.allocationId, allocationId),
        eq(awayApplicants.userId, row.userId),
        eq(awayApplicants.isLead, false),
        eq(awayApplications.leadUserId, leadUserId),
      ),
    );
  return current ? loadApplication(db, { ...row, payload: { ...row.payload, applicationId: current.id } }) : null;
}

async function recipient(db: Database, row: OutboxRow) {
  const member = await loadMember(db, row.userId);
  const to = row.toEmail ?? member?.email;
  return to ? { to, firstName: member?.firstName } : null;
}

const signOff = () => `\n${branding.groupName}`;

export const awayNotificationKinds: Record<
  "away-place-offered" | "away-ballot-lost" | "away-place-passed" | "away-partner-named" | "away-pickup-changed",
  KindDefinition
> = {
  /** A member named this one as their partner: join the pair, or decline, on the ballot's page. */
  "away-partner-named": {
    async render(row, db) {
      const application = (await loadApplication(db, row)) ?? (await loadNamingApplication(db, row));
      if (!application) return { skip: "the application no longer exists" };
      if (application.status !== "applied") return { skip: "the ballot was drawn since" };
      const to = await recipient(db, row);
      if (!to) return { skip: "no email address" };
      const [lead] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(awayApplications)
        .innerJoin(users, eq(users.id, awayApplications.leadUserId))
        .where(eq(awayApplications.id, application.id));
      return {
        mail: {
          to: to.to,
          subject: `${lead ? fullName(lead) : "A member"} wants to apply with you: ${application.eventTitle}`,
          text: [
            greeting(to.firstName),
            "",
            `${lead ? fullName(lead) : "A member"} named you as their partner in the ballot for ${application.eventTitle}: two tickets, won or lost together, weighted by the mean of your points.`,
            "",
            `Join the pair or decline it before applications close: ${appOrigin}/away/${application.allocationId}`,
            "If you do not join by then, they go into the draw alone.",
            signOff(),
          ].join("\n"),
        },
      };
    },
  },

  /** A place in the ballot (at the draw, or passed on from someone who did not pay): pay by the deadline. */
  "away-place-offered": {
    async render(row, db) {
      const application = (await loadApplication(db, row)) ?? (await loadNamingApplication(db, row));
      if (!application) return { skip: "the application no longer exists" };
      if (application.status !== "offered" || !application.payBy) return { skip: `the place is ${application.status} now` };
      const to = await recipient(db, row);
      if (!to) return { skip: "no email address" };
      const link = `${appOrigin}/away/${application.allocationId}`;
      const tickets = application.size === 2 ? "2 tickets (you and your partner)" : "1 ticket";
      return {
        mail: {
          to: to.to,
          subject: `You have a place: ${application.eventTitle}`,
          text: [
            greeting(to.firstName),
            "",
            `The ballot for ${application.eventTitle} (${mailDateTime(application.eventDate)}) has a place for you: ${tickets}, at ${formatPrice(application.price, branding.currency)} each.`,
            "",
            `Pay by ${mailDateTime(application.payBy)}${stripeConfig ? ", online or at the table" : ", at the table"}: ${link}`,
            "A place not paid by then passes to the next member in the draw's order.",
            signOff(),
          ].join("\n"),
        },
      };
    },
  },

  /** The draw did not reach the application: its position, the waiting list, and the point it earns. */
  "away-ballot-lost": {
    async render(row, db) {
      const application = (await loadApplication(db, row)) ?? (await loadNamingApplication(db, row));
      if (!application) return { skip: "the application no longer exists" };
      if (application.status !== "waiting") return { skip: `the application is ${application.status} now` };
      const to = await recipient(db, row);
      if (!to) return { skip: "no email address" };
      const bonus = LOYALTY_RULE.pointsPerLostBallot;
      const [standing] = await db
        .select({ membershipStatus: users.membershipStatus, isLifetimeMember: users.isLifetimeMember })
        .from(users)
        .where(eq(users.id, row.userId ?? ""));
      const earnsPoints = standing ? isMember(standing.membershipStatus) || isLifetime(standing) : false;
      // Only an application of more than one can be skipped for want of tickets: a single's reason needs no reading.
      const why = application.size > 1 ? await whyWaiting(application.allocationId, application.id) : null;
      return {
        mail: {
          to: to.to,
          subject: `Ballot result: ${application.eventTitle}`,
          text: [
            greeting(to.firstName),
            "",
            why?.kind === "skipped"
              ? `The draw for ${application.eventTitle} skipped your application: ${why.needed} tickets needed, ${why.left} left. You are number ${application.position} in the order.`
              : `The draw for ${application.eventTitle} did not reach you this time: you are number ${application.position} in the order.`,
            "If a place is not paid for in time, it passes down the order, and we will email you if it reaches you.",
            "",
            ...(earnsPoints
              ? [`This lost ballot adds ${bonus === 1 ? "1 point" : `${bonus} points`} to your next ballot this season.`]
              : []),
            `The draw and how to check it: ${appOrigin}/away/${application.allocationId}/result`,
            signOff(),
          ].join("\n"),
        },
      };
    },
  },

  /** An offered place was not paid in time and went to the next in the order. */
  "away-place-passed": {
    async render(row, db) {
      const application = (await loadApplication(db, row)) ?? (await loadNamingApplication(db, row));
      if (!application) return { skip: "the application no longer exists" };
      if (application.status !== "passed") return { skip: `the application is ${application.status} now` };
      const to = await recipient(db, row);
      if (!to) return { skip: "no email address" };
      return {
        mail: {
          to: to.to,
          subject: `Your place passed on: ${application.eventTitle}`,
          text: [
            greeting(to.firstName),
            "",
            `Your place for ${application.eventTitle} was not paid by its deadline, so it has passed to the next member in the draw's order.`,
            `The ballot: ${appOrigin}/away/${application.allocationId}`,
            signOff(),
          ].join("\n"),
        },
      };
    },
  },

  /** The admin changed the place or time of the pickup point this member boards the coach at. */
  "away-pickup-changed": {
    async render(row, db) {
      const tripId = Number(row.payload.tripId);
      if (!Number.isInteger(tripId) || tripId <= 0 || !row.userId) return { skip: "no such seat" };
      const [seat] = await memberSeats(row.userId, { tripId, executor: db });
      if (!seat) return { skip: "the seat was given up since" };
      const point = seat.pickupPoint;
      if (!point) return { skip: "the pickup point is gone" };
      const to = await recipient(db, row);
      if (!to) return { skip: "no email address" };
      const was = row.payload.was as { place?: unknown; at?: unknown } | null;
      return {
        mail: {
          to: to.to,
          subject: `Coach pickup changed: ${seat.match}`,
          text: [
            greeting(to.firstName),
            "",
            `The coach to ${seat.match} now picks you up at ${point.place}, ${mailDateTime(point.at)}.`,
            ...(was && typeof was.place === "string" && typeof was.at === "string" ? [`Was: ${was.place}, ${mailDateTime(was.at)}.`] : []),
            "",
            `Your seat, or another pickup point: ${appOrigin}/away/${seat.ballotId}`,
            signOff(),
          ].join("\n"),
        },
      };
    },
  },
};
