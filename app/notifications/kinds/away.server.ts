import { and, eq, sql } from "drizzle-orm";
import { awayAllocations, awayApplicants, awayApplications, events, notifications, users } from "../../../db/schema";
import { queryRows, type Database } from "../../../db/client";
import { queuePushAlerts } from "../outbox.server";
import { LOYALTY_RULE } from "~/models/loyalty-rules";
import { memberSeats } from "~/models/away-trips.server";
import { whyWaiting } from "~/models/away.server";
import { fullName, isLifetime, isMember } from "~/models/membership";
import { formatPrice } from "~/utils/format";
import { branding } from "~/utils/branding.server";
import { appOrigin, stripeConfig } from "~/utils/env.server";
import type { KindDefinition, OutboxRow } from "../kind.server";
import type { Alert } from "~/models/push";
import * as m from "~/i18n/paraglide/messages/_index.js";
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

const HOUR_MS = 60 * 60 * 1000;

/** Kept for a phone that is off no longer than until `until` (at least an hour, at most four days); urgent within a day of it. */
function timing(until: Date | string): Pick<Alert, "urgency" | "ttlSeconds"> {
  const left = new Date(until).getTime() - Date.now();
  return {
    urgency: left < 24 * HOUR_MS ? "high" : "normal",
    ttlSeconds: Math.round(Math.min(Math.max(left, HOUR_MS), 96 * HOUR_MS) / 1000),
  };
}

/** The application an alert is about, when it still has `status`. */
async function applicationIn(db: Database, row: OutboxRow, status: string) {
  const application = (await loadApplication(db, row)) ?? (await loadNamingApplication(db, row));
  return application?.status === status ? application : null;
}

export const awayNotificationKinds: Record<
  "away-place-offered" | "away-offer-reminder" | "away-ballot-lost" | "away-place-passed" | "away-partner-named" | "away-pickup-changed",
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
      const name = lead ? fullName(lead) : m.mail_away_someone();
      const title = application.eventTitle;
      return {
        mail: {
          to: to.to,
          subject: m.mail_away_partner_subject({ name, title }),
          text: [
            greeting(to.firstName),
            "",
            m.mail_away_partner_intro({ name, title }),
            "",
            m.mail_away_partner_join({ url: `${appOrigin}/away/${application.allocationId}` }),
            m.mail_away_partner_alone(),
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
      const tickets = m.mail_away_offered_tickets({ count: application.size === 2 ? 2 : 1 });
      const payBy = { when: mailDateTime(application.payBy), url: link };
      return {
        mail: {
          to: to.to,
          subject: m.mail_away_offered_subject({ title: application.eventTitle }),
          text: [
            greeting(to.firstName),
            "",
            m.mail_away_offered_text({
              title: application.eventTitle,
              when: mailDateTime(application.eventDate),
              tickets,
              price: formatPrice(application.price, branding.currency),
            }),
            "",
            stripeConfig ? m.mail_away_offered_pay_online(payBy) : m.mail_away_offered_pay(payBy),
            m.mail_away_offered_passes(),
            signOff(),
          ].join("\n"),
        },
      };
    },
    async alert(row, db) {
      const application = await applicationIn(db, row, "offered");
      if (!application?.payBy) return null;
      return {
        title: m.push_alert_away_offered_title({ title: application.eventTitle }),
        body: m.push_alert_away_offered_body({ when: mailDateTime(application.payBy) }),
        url: `/away/${application.allocationId}`,
        ...timing(application.payBy),
        tag: `away-${application.allocationId}`,
      };
    },
  },

  /**
   * An offered place's payment deadline is near (OFFER_REMINDER_HOURS before it; queued by the
   * sweep, enqueueAwayOfferReminders): once per member and offer. Read at send time: a place paid
   * or passed on since is not reminded of.
   */
  "away-offer-reminder": {
    async render(row, db) {
      const application = await applicationIn(db, row, "offered");
      if (!application?.payBy || application.payBy.getTime() <= Date.now()) return { skip: "the place is no longer waiting to be paid" };
      const to = await recipient(db, row);
      if (!to) return { skip: "no email address" };
      return {
        mail: {
          to: to.to,
          subject: m.mail_away_reminder_subject({ title: application.eventTitle }),
          text: [
            greeting(to.firstName),
            "",
            m.mail_away_reminder_text({
              title: application.eventTitle,
              when: mailDateTime(application.payBy),
              url: `${appOrigin}/away/${application.allocationId}`,
            }),
            m.mail_away_offered_passes(),
            signOff(),
          ].join("\n"),
        },
      };
    },
    async alert(row, db) {
      const application = await applicationIn(db, row, "offered");
      if (!application?.payBy || application.payBy.getTime() <= Date.now()) return null;
      return {
        title: m.push_alert_away_reminder_title({ title: application.eventTitle }),
        body: m.push_alert_away_reminder_body({ when: mailDateTime(application.payBy) }),
        url: `/away/${application.allocationId}`,
        ...timing(application.payBy),
        tag: `away-${application.allocationId}`,
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
      // A waiting application always has its place in the draw's order.
      const position = application.position ?? "?";
      const why = application.size > 1 ? await whyWaiting(application.allocationId, application.id) : null;
      return {
        mail: {
          to: to.to,
          subject: m.mail_away_lost_subject({ title: application.eventTitle }),
          text: [
            greeting(to.firstName),
            "",
            why?.kind === "skipped"
              ? m.mail_away_lost_skipped({
                  title: application.eventTitle,
                  needed: why.needed,
                  left: why.left,
                  position,
                })
              : m.mail_away_lost_not_reached({ title: application.eventTitle, position }),
            m.mail_away_lost_passes(),
            "",
            ...(earnsPoints ? [m.mail_away_lost_points({ count: bonus })] : []),
            m.mail_away_lost_check({ url: `${appOrigin}/away/${application.allocationId}/result` }),
            signOff(),
          ].join("\n"),
        },
      };
    },
    async alert(row, db) {
      const application = await applicationIn(db, row, "waiting");
      if (!application) return null;
      return {
        title: m.push_alert_away_lost_title({ title: application.eventTitle }),
        body: m.push_alert_away_lost_body({ position: application.position ?? "?" }),
        url: `/away/${application.allocationId}/result`,
        urgency: "normal",
        ttlSeconds: timing(application.eventDate).ttlSeconds,
        tag: `away-${application.allocationId}`,
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
          subject: m.mail_away_passed_subject({ title: application.eventTitle }),
          text: [
            greeting(to.firstName),
            "",
            m.mail_away_passed_text({ title: application.eventTitle }),
            m.mail_away_passed_ballot({ url: `${appOrigin}/away/${application.allocationId}` }),
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
          subject: m.mail_away_pickup_subject({ match: seat.match }),
          text: [
            greeting(to.firstName),
            "",
            m.mail_away_pickup_text({ match: seat.match, place: point.place, when: mailDateTime(point.at) }),
            ...(was && typeof was.place === "string" && typeof was.at === "string"
              ? [m.mail_away_pickup_was({ place: was.place, when: mailDateTime(was.at) })]
              : []),
            "",
            m.mail_away_pickup_seat({ url: `${appOrigin}/away/${seat.ballotId}` }),
            signOff(),
          ].join("\n"),
        },
      };
    },
    async alert(row, db) {
      const tripId = Number(row.payload.tripId);
      if (!Number.isInteger(tripId) || tripId <= 0 || !row.userId) return null;
      const [seat] = await memberSeats(row.userId, { tripId, executor: db });
      const point = seat?.pickupPoint;
      if (!point) return null;
      return {
        title: m.push_alert_away_pickup_title({ match: seat.match }),
        body: m.push_alert_away_pickup_body({ place: point.place, when: mailDateTime(point.at) }),
        url: `/away/${seat.ballotId}`,
        ...timing(point.at),
        tag: `pickup-${tripId}`,
      };
    },
  },
};

/** How long before an offered place's payment deadline its holders are reminded. */
const OFFER_REMINDER_HOURS = 12;

/**
 * The sweep's part: one 'away-offer-reminder' per member of each offered, unpaid place whose
 * deadline is within OFFER_REMINDER_HOURS (and was offered at least an hour ago: a place offered
 * with less time left needs no second word), with its push alerts. ON CONFLICT makes a second
 * sweep, or a second instance, queue nothing more. Returns how many were queued.
 */
export async function enqueueAwayOfferReminders(db: Database, now: Date): Promise<number> {
  const from = now.toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    insert into ${notifications} (kind, subject_key, user_id, payload, send_after)
    select 'away-offer-reminder', a.id || ':' || p.user_id || ':' || floor(extract(epoch from a.offered_at))::bigint, p.user_id,
           jsonb_build_object('applicationId', a.id), ${from}::timestamptz
      from ${awayApplications} a
      join ${awayApplicants} p on p.application_id = a.id and p.confirmed and p.user_id is not null
     where a.status = 'offered'
       and a.pay_by > ${from}::timestamptz
       and a.pay_by <= ${from}::timestamptz + make_interval(hours => ${OFFER_REMINDER_HOURS})
       and a.offered_at <= ${from}::timestamptz - interval '1 hour'
    on conflict (kind, subject_key) do nothing
    returning id`,
  );
  await queuePushAlerts(
    db,
    rows.map((row) => row.id),
  );
  return rows.length;
}
