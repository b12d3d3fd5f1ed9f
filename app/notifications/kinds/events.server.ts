import { and, asc, eq, inArray, or } from "drizzle-orm";
import { eventAttendees, events, volunteerOpportunities, volunteerSignups } from "../../../db/schema";
import type { Database } from "../../../db/client";
import { appOrigin } from "~/utils/env.server";
import type { KindDefinition, OutboxRow } from "../kind.server";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { greeting, loadMember, signOff, mailDateTime, mailTimeRange } from "../mail-parts.server";

/** Event mails: a place at a full event went to a member on its waitlist; a kickoff moved; an event was called off. */

function payloadId(row: OutboxRow, key: string): number | null {
  const value = Number(row.payload[key]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Why a member hears about a change: they RSVP'd, they volunteer on one of its shifts, they list tickets for it. */
type Role = "attendee" | "volunteer" | "lister";

function rolesOf(row: OutboxRow): Role[] {
  const roles = row.payload.roles;
  return Array.isArray(roles) ? roles.filter((role): role is Role => role === "attendee" || role === "volunteer" || role === "lister") : [];
}

function payloadDate(row: OutboxRow, key: string): Date | null {
  const value = row.payload[key];
  if (typeof value !== "string") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

async function loadEvent(db: Database, eventId: number | null) {
  if (!eventId) return null;
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      type: events.type,
      date: events.date,
      location: events.location,
      revision: events.revision,
      cancelledAt: events.cancelledAt,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return event ?? null;
}

/** The member's shifts on the event and its watch parties as they stand now (active, confirmed or waitlisted), soonest first. */
async function shiftsOf(db: Database, eventId: number, userId: string) {
  return db
    .select({
      title: volunteerOpportunities.title,
      date: volunteerOpportunities.date,
      endTime: volunteerOpportunities.endTime,
      status: volunteerSignups.status,
    })
    .from(volunteerSignups)
    .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerSignups.opportunityId))
    .leftJoin(events, eq(events.id, volunteerOpportunities.eventId))
    .where(
      and(
        eq(volunteerSignups.userId, userId),
        inArray(volunteerSignups.status, ["confirmed", "waitlisted"]),
        eq(volunteerOpportunities.isActive, true),
        or(eq(volunteerOpportunities.eventId, eventId), eq(events.matchEventId, eventId)),
      ),
    )
    .orderBy(asc(volunteerOpportunities.date), asc(volunteerOpportunities.id));
}

/** The RSVP a waitlist promotion is about, with its event, as it stands now. */
async function loadPromotion(db: Database, row: OutboxRow) {
  const attendeeId = payloadId(row, "attendeeId");
  const [attendance] = attendeeId
    ? await db
        .select({
          status: eventAttendees.status,
          userId: eventAttendees.userId,
          eventId: events.id,
          title: events.title,
          date: events.date,
          location: events.location,
        })
        .from(eventAttendees)
        .innerJoin(events, eq(events.id, eventAttendees.eventId))
        .where(eq(eventAttendees.id, attendeeId))
    : [];
  return attendance ?? null;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * An event alert's urgency and lifetime: high when the event is within a day (a phone in power
 * saving still shows it), and no longer kept for a phone that is off than until the event starts
 * (at least an hour, at most four days).
 */
function eventAlertTiming(date: Date, now = Date.now()) {
  const untilStart = date.getTime() - now;
  return {
    urgency: untilStart < 24 * HOUR_MS ? ("high" as const) : ("normal" as const),
    ttlSeconds: Math.round(Math.min(Math.max(untilStart, HOUR_MS), 96 * HOUR_MS) / 1000),
  };
}

export const eventNotificationKinds: Record<
  "event-waitlist-promoted" | "event-kickoff-moved" | "event-venue-moved" | "event-cancelled",
  KindDefinition
> = {
  /**
   * The event's venue changed: one mail (and alert) per member expected there, whatever their email
   * settings, like a kickoff move. Read at send time: a later venue change (its own notice goes
   * instead) or a cancellation supersedes it.
   */
  "event-venue-moved": {
    async render(row, db: Database) {
      const event = await loadEvent(db, payloadId(row, "eventId"));
      if (!event) return { skip: "the event no longer exists" };
      if (event.cancelledAt) return { skip: "the event was cancelled since" };
      if (event.location !== row.payload.to) return { skip: "a later change superseded this notice" };
      const member = await loadMember(db, row.userId);
      const to = row.toEmail ?? member?.email;
      if (!to || !row.userId) return { skip: "no email address" };
      const from = typeof row.payload.from === "string" ? row.payload.from : null;
      const roles = rolesOf(row);
      const link = `${appOrigin}/events/${event.id}`;
      return {
        mail: {
          to,
          subject: m.events_venue_moved_subject({ title: event.title }),
          text: [
            greeting(member?.firstName),
            "",
            m.events_venue_moved_intro({ title: event.title, when: mailDateTime(event.date) }),
            "",
            ...(from ? [m.events_venue_moved_was({ where: from })] : []),
            m.events_venue_moved_now({ where: event.location }),
            "",
            m.mail_line_details({ url: link }),
            ...(roles.includes("attendee") ? [m.mail_events_moved_attendee({ url: link })] : []),
            "",
            signOff(m.mail_signoff_see_you()),
          ].join("\n"),
        },
      };
    },
    async alert(row, db: Database) {
      const event = await loadEvent(db, payloadId(row, "eventId"));
      if (!event || event.cancelledAt || event.location !== row.payload.to) return null;
      return {
        title: m.push_alert_event_venue_title({ title: event.title }),
        body: m.push_alert_event_venue_body({ when: mailDateTime(event.date), where: event.location }),
        url: `/events/${event.id}`,
        ...eventAlertTiming(event.date),
        tag: `event-${event.id}`,
      };
    },
  },

  /**
   * The event's start moved (its shifts and watch parties moved with it): one mail per member per
   * move, whatever their email settings, to everyone who is expected somewhere at a time that
   * changed. Read at send time: a later move or a cancellation supersedes it (that notice goes
   * instead), and the shift lines show the times as they stand.
   */
  "event-kickoff-moved": {
    async render(row, db: Database) {
      const event = await loadEvent(db, payloadId(row, "eventId"));
      if (!event) return { skip: "the event no longer exists" };
      if (event.cancelledAt) return { skip: "the event was cancelled since" };
      if (event.revision !== Number(row.payload.revision)) return { skip: "a later change superseded this notice" };
      const member = await loadMember(db, row.userId);
      const to = row.toEmail ?? member?.email;
      if (!to || !row.userId) return { skip: "no email address" };
      const from = payloadDate(row, "from");
      const roles = rolesOf(row);
      const shifts = roles.includes("volunteer") ? await shiftsOf(db, event.id, row.userId) : [];
      const link = `${appOrigin}/events/${event.id}`;
      return {
        mail: {
          to,
          subject: m.mail_events_moved_subject({ type: event.type, title: event.title }),
          text: [
            greeting(member?.firstName),
            "",
            m.mail_events_moved_intro({ type: event.type, title: event.title }),
            "",
            ...(from ? [m.mail_events_moved_was({ when: mailDateTime(from) })] : []),
            m.mail_events_moved_now({ when: mailDateTime(event.date) }),
            m.mail_line_where({ where: event.location }),
            ...(shifts.length > 0
              ? [
                  "",
                  m.mail_events_moved_shifts(),
                  ...shifts.map((shift) =>
                    (shift.status === "waitlisted" ? m.mail_events_moved_shift_line_waitlist : m.mail_events_moved_shift_line)({
                      title: shift.title,
                      when: mailTimeRange(shift.date, shift.endTime),
                    }),
                  ),
                ]
              : []),
            ...(roles.includes("lister") ? ["", m.mail_events_moved_lister()] : []),
            "",
            m.mail_line_details({ url: link }),
            ...(roles.includes("attendee") ? [m.mail_events_moved_attendee({ url: link })] : []),
            "",
            signOff(m.mail_signoff_see_you()),
          ].join("\n"),
        },
      };
    },
    async alert(row, db: Database) {
      const event = await loadEvent(db, payloadId(row, "eventId"));
      if (!event || event.cancelledAt || event.revision !== Number(row.payload.revision)) return null;
      return {
        title: m.push_alert_event_moved_title({ title: event.title }),
        body: m.push_alert_event_moved_body({ when: mailDateTime(event.date), where: event.location }),
        url: `/events/${event.id}`,
        ...eventAlertTiming(event.date),
        tag: `event-${event.id}`,
      };
    },
  },

  /**
   * The event was called off: its RSVPs and the members whose listings for it were closed hear so
   * once. Volunteers hear through their shifts' own cancellation mail. Sent whatever the email
   * settings, as the kickoff notice is.
   */
  "event-cancelled": {
    async render(row, db: Database) {
      const event = await loadEvent(db, payloadId(row, "eventId"));
      if (!event) return { skip: "the event no longer exists" };
      if (!event.cancelledAt) return { skip: "the event is no longer cancelled" };
      const member = await loadMember(db, row.userId);
      const to = row.toEmail ?? member?.email;
      if (!to) return { skip: "no email address" };
      const roles = rolesOf(row);
      return {
        mail: {
          to,
          subject: m.mail_events_cancelled_subject({ title: event.title }),
          text: [
            greeting(member?.firstName),
            "",
            m.mail_events_cancelled_intro({ title: event.title, when: mailDateTime(event.date) }),
            ...(roles.includes("attendee") ? [m.mail_events_cancelled_attendee()] : []),
            ...(roles.includes("lister") ? [m.mail_events_cancelled_lister()] : []),
            "",
            m.mail_line_details({ url: `${appOrigin}/events/${event.id}` }),
            "",
            signOff(m.mail_events_cancelled_signoff()),
          ].join("\n"),
        },
      };
    },
    async alert(row, db: Database) {
      const event = await loadEvent(db, payloadId(row, "eventId"));
      if (!event?.cancelledAt) return null;
      return {
        title: m.push_alert_event_cancelled_title({ title: event.title }),
        body: m.push_alert_event_cancelled_body({ when: mailDateTime(event.date) }),
        url: `/events/${event.id}`,
        ...eventAlertTiming(event.date),
        tag: `event-${event.id}`,
      };
    },
  },

  /**
   * A place freed at a full event and the member moved from its waitlist to going. Sent whatever
   * the member's email settings: it changes what they are expected to do (come), like a receipt.
   * Read at send time: an RSVP cancelled (or an event deleted) before the sweep came round is skipped.
   */
  "event-waitlist-promoted": {
    async render(row, db: Database) {
      const attendance = await loadPromotion(db, row);
      if (!attendance) return { skip: "the RSVP no longer exists" };
      if (attendance.status !== "going") return { skip: `the RSVP is ${attendance.status}` };
      const member = await loadMember(db, row.userId ?? attendance.userId);
      const to = row.toEmail ?? member?.email;
      if (!to) return { skip: "no email address" };
      const when = mailDateTime(attendance.date);
      const link = `${appOrigin}/events/${attendance.eventId}`;
      return {
        mail: {
          to,
          subject: m.mail_events_promoted_subject({ title: attendance.title }),
          text: [
            greeting(member?.firstName),
            "",
            m.mail_events_promoted_intro(),
            "",
            attendance.title,
            m.mail_line_when({ when }),
            m.mail_line_where({ where: attendance.location }),
            m.mail_line_details({ url: link }),
            "",
            m.mail_events_promoted_cancel({ url: link }),
            "",
            signOff(m.mail_signoff_see_you()),
          ].join("\n"),
        },
      };
    },
    async alert(row, db: Database) {
      const attendance = await loadPromotion(db, row);
      if (attendance?.status !== "going") return null;
      return {
        title: m.push_alert_event_promoted_title({ title: attendance.title }),
        body: m.push_alert_event_promoted_body({ when: mailDateTime(attendance.date), where: attendance.location }),
        url: `/events/${attendance.eventId}`,
        ...eventAlertTiming(attendance.date),
        tag: `event-${attendance.eventId}-place`,
      };
    },
  },
};
