import { describe, expect, it } from "vitest";
import { eventAttendees, events, volunteerSignups } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createEvent, createMember, createOpportunity } from "../../test/factories";
import { DAY } from "../../test/time";
import { eq } from "drizzle-orm";
import { branding } from "~/utils/branding.server";
import { wallTimeToDate } from "~/utils/zoned-time";
import type { OutboxRow } from "./kind.server";
import { notificationKinds } from "./registry.server";
import type { NotificationKind } from "./outbox.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

/** Every clock time in a text: "6:00 PM", "21:00", "6:00 PM PST". */
const CLOCK = /\b(\d{1,2}):(\d{2})(\s?[AP]M)?/g;

/**
 * The clock styles a text uses: "12h" for a time followed by AM/PM, "24h" for one without.
 * A mail must use one, the group's (en-US, 12-hour with the zone after it).
 */
function clockStyles(text: string): Set<string> {
  return new Set([...text.matchAll(CLOCK)].map((match) => (match[3] ? "12h" : "24h")));
}

describe("mails use one clock, the group's", () => {
  it("every mail kind with a time of day writes each time in the group's 12-hour clock with its zone, never mixed with a 24-hour time", async () => {
    const zone = branding.timeZone;
    const day = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const kickoff = wallTimeToDate(`${day}T19:30`, zone);
    const shiftStart = wallTimeToDate(`${day}T18:00`, zone);
    const member = await createMember({ email: "clock@example.com", firstName: "Cleo" });
    const eventId = await createEvent({ title: "Roadies FC vs Harbour", date: kickoff, type: "match", isHomeMatch: true, capacity: 10 });
    const shiftId = await createOpportunity({ title: "Gate crew", eventId, date: shiftStart, startTime: "18:00", endTime: "21:00" });
    const [signup] = await test.db
      .insert(volunteerSignups)
      .values({ opportunityId: shiftId, userId: member, status: "confirmed" })
      .returning({ id: volunteerSignups.id });
    const [attendee] = await test.db
      .insert(eventAttendees)
      .values({ eventId, userId: member, status: "going" })
      .returning({ id: eventAttendees.id });
    const [{ revision }] = await test.db.select({ revision: events.revision }).from(events).where(eq(events.id, eventId));

    const row = (kind: NotificationKind, payload: Record<string, unknown>): OutboxRow => ({
      id: 1,
      kind,
      subjectKey: `${kind}:clock`,
      userId: member,
      toEmail: null,
      payload,
    });
    const rows: OutboxRow[] = [
      row("event-kickoff-moved", {
        eventId,
        revision,
        from: new Date(kickoff.getTime() - DAY).toISOString(),
        roles: ["attendee", "volunteer"],
      }),
      row("event-waitlist-promoted", { attendeeId: attendee.id }),
      row("shift-reminder", { signupId: signup.id }),
      row("waitlist-promoted", { signupId: signup.id }),
      row("shift-cancelled", { opportunityId: shiftId, signupId: signup.id }),
    ];
    const texts: Record<string, string> = {};
    for (const outbox of rows) {
      const rendered = await notificationKinds[outbox.kind as NotificationKind].render(outbox, test.db);
      expect(rendered, outbox.kind).toHaveProperty("mail");
      if ("mail" in rendered) texts[outbox.kind] = `${rendered.mail.subject}\n${rendered.mail.text}`;
    }
    // The cancelled event is read once the event is called off.
    await test.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, eventId));
    const cancelled = await notificationKinds["event-cancelled"].render(row("event-cancelled", { eventId, roles: ["attendee"] }), test.db);
    expect(cancelled).toHaveProperty("mail");
    if ("mail" in cancelled) texts["event-cancelled"] = `${cancelled.mail.subject}\n${cancelled.mail.text}`;

    for (const [kind, text] of Object.entries(texts)) {
      expect([...clockStyles(text)], `${kind}: ${text}`).toEqual(["12h"]);
    }
    // The shift's end is the group's clock too, with the zone, as its start is.
    expect(texts["event-kickoff-moved"]).toMatch(/- Gate crew: .+ · 6:00 PM P[SD]T to 9:00 PM P[SD]T/);
    expect(texts["shift-reminder"]).toMatch(/6:00 PM P[SD]T to 9:00 PM P[SD]T/);
  });
});
