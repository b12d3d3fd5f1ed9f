import { eq } from "drizzle-orm";
import { eventAttendees, events } from "../../../db/schema";
import type { Database } from "../../../db/client";
import { branding } from "~/utils/branding.server";
import { formatDateTime } from "~/utils/dates";
import { appOrigin } from "~/utils/env.server";
import type { KindDefinition, OutboxRow } from "../kind.server";
import { greeting, loadMember } from "../mail-parts.server";

/** Event mails: a place at a full event went to a member on its waitlist. */

function payloadId(row: OutboxRow, key: string): number | null {
  const value = Number(row.payload[key]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export const eventNotificationKinds: Record<"event-waitlist-promoted", KindDefinition> = {
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
      const when = formatDateTime(attendance.date, branding.timeZone);
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
