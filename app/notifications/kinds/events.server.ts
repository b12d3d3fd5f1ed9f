import { and, asc, eq, inArray, or } from "drizzle-orm";
import { eventAttendees, events, volunteerOpportunities, volunteerSignups } from "../../../db/schema";
import type { Database } from "../../../db/client";
import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import type { KindDefinition, OutboxRow } from "../kind.server";
import { greeting, loadMember, mailDateTime, mailTimeRange } from "../mail-parts.server";

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

const changeWord = (type: string) => (type === "match" ? "Kickoff" : "Start");

export const eventNotificationKinds: Record<"event-waitlist-promoted" | "event-kickoff-moved" | "event-cancelled", KindDefinition> = {
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
      const word = changeWord(event.type);
      return {
        mail: {
          to,
          subject: `${word} moved: ${event.title}`,
          text: [
            greeting(member?.firstName),
            "",
            `${event.title} has a new ${word.toLowerCase()} time.`,
            "",
            ...(from ? [`Was: ${mailDateTime(from)}`] : []),
            `Now: ${mailDateTime(event.date)}`,
            `Where: ${event.location}`,
            ...(shifts.length > 0
              ? [
                  "",
                  "Your shifts moved with it:",
                  ...shifts.map(
                    (shift) =>
                      `- ${shift.title}: ${mailTimeRange(shift.date, shift.endTime)}${shift.status === "waitlisted" ? " (waitlist)" : ""}`,
                  ),
                ]
              : []),
            ...(roles.includes("lister") ? ["", "Your ticket listing for this match shows the new time."] : []),
            "",
            `Details: ${link}`,
            ...(roles.includes("attendee") ? [`Can't make the new time? Cancel your RSVP at ${link} so someone else gets the place.`] : []),
            "",
            `See you there,\n${branding.groupName}`,
          ].join("\n"),
        },
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
          subject: `Cancelled: ${event.title}`,
          text: [
            greeting(member?.firstName),
            "",
            `${event.title} on ${mailDateTime(event.date)} has been cancelled.`,
            ...(roles.includes("attendee") ? ["Your RSVP no longer holds anything; there is nothing you need to do."] : []),
            ...(roles.includes("lister") ? ["Your ticket listing for it has been closed and has left the exchange."] : []),
            "",
            `Details: ${appOrigin}/events/${event.id}`,
            "",
            `Sorry for the change,\n${branding.groupName}`,
          ].join("\n"),
        },
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
          subject: `You're going: a place opened up at ${attendance.title}`,
          text: [
            greeting(member?.firstName),
            "",
            "A place opened up and you have moved from the waitlist to going:",
            "",
            attendance.title,
            `When: ${when}`,
            `Where: ${attendance.location}`,
            `Details: ${link}`,
            "",
            `Can't make it after all? Cancel your RSVP at ${link} so the next person on the waitlist gets the place.`,
            "",
            `See you there,\n${branding.groupName}`,
          ].join("\n"),
        },
      };
    },
  },
};
