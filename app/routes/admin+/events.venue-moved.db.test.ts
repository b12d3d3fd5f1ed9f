import { asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { eventAttendees, notifications, volunteerSignups } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createListing, createMember, createOpportunity } from "../../../test/factories";
import { args, post } from "../../../test/http";
import { useLoopbackPushService } from "../../../test/push-fixture";
import { signedInCookie } from "../../../test/rows";
import { DAY, HOUR } from "../../../test/time";
import { subscribeToPush } from "~/models/push.server";
import type { Mail } from "~/notifications/kind.server";
import { runNotificationSweep } from "~/notifications/sweep.server";
import { dateToWallTime } from "~/utils/zoned-time";
import { action as editAction } from "./events.$eventId.edit";

vi.mock("~/utils/env.server", async (importOriginal) => (await import("../../../test/env")).envWithLoopbackPush(importOriginal));

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const service = useLoopbackPushService();

/** A kickoff 20 hours ahead, whole hours (as the form posts it). */
const KICKOFF = new Date(Math.floor((Date.now() + 20 * HOUR) / HOUR) * HOUR);
const fields = (location: string) => ({
  title: "Roadies FC vs Harbour",
  date: dateToWallTime(KICKOFF, "America/Los_Angeles"),
  location,
  type: "match",
  isHomeMatch: "true",
});

const queued = () =>
  test.db
    .select({ userId: notifications.userId, status: notifications.status, payload: notifications.payload })
    .from(notifications)
    .where(eq(notifications.kind, "event-venue-moved"))
    .orderBy(asc(notifications.id));

/** A match at Home Park with an RSVP, a volunteer on its shift, a lister and a member with nothing to do with it. */
async function matchDay() {
  const match = await createEvent({
    title: "Roadies FC vs Harbour",
    date: KICKOFF,
    location: "Home Park",
    type: "match",
    isHomeMatch: true,
  });
  const [fan, volunteer, lister] = await Promise.all(
    ["fan", "volunteer", "lister", "bystander"].map((name) => createMember({ email: `${name}@example.com`, firstName: name })),
  );
  await test.db.insert(eventAttendees).values({ eventId: match, userId: fan });
  const shift = await createOpportunity({ title: "Stewards", eventId: match, date: new Date(KICKOFF.getTime() - 2 * HOUR) });
  await test.db.insert(volunteerSignups).values({ userId: volunteer, opportunityId: shift, status: "confirmed" });
  await createListing(lister, { eventId: match, matchTitle: "Roadies FC vs Harbour", matchDate: KICKOFF });
  return { match, fan, volunteer, lister };
}

const edit = async (admin: string, match: number, location: string) =>
  (await editAction(args(post(`/admin/events/${match}/edit`, fields(location), admin), { eventId: String(match) }))) as Response;

describe("an event's venue moved", () => {
  it("mails everyone expected there, once each, and alerts their devices with the new venue", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const day = await matchDay();
    const subscription = service.subscription();
    const device = await subscribeToPush(day.fan, null, { ...subscription, topics: ["event-changes"] }, "Chrome|Android", test.db);
    expect(device.ok).toBe(true);

    expect((await edit(admin, day.match, "Riverside Park")).status).toBe(302);
    const rows = await queued();
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set([day.fan, day.volunteer, day.lister]));
    expect(rows[0].payload).toMatchObject({ from: "Home Park", to: "Riverside Park" });

    const mails: Mail[] = [];
    await runNotificationSweep({ db: test.db, send: async (mail) => void mails.push(mail), enqueue: false });
    expect(mails.map((mail) => mail.to).sort()).toEqual(["fan@example.com", "lister@example.com", "volunteer@example.com"]);
    const fanMail = mails.find((mail) => mail.to === "fan@example.com")!;
    expect(fanMail.subject).toBe("New venue: Roadies FC vs Harbour");
    expect(fanMail.text).toContain("Was: Home Park\nNow: Riverside Park");

    const [push] = await service.waitFor(1);
    expect(JSON.parse(push.text)).toEqual({
      title: "New venue: Roadies FC vs Harbour",
      body: expect.stringMatching(/, now at Riverside Park\.$/),
      url: `/events/${day.match}`,
      tag: `event-${day.match}`,
    });
    // Under a day to kickoff: urgent.
    expect(push.urgency).toBe("high");
    // Saving again with the same venue queues nothing more.
    expect((await edit(admin, day.match, "Riverside Park")).status).toBe(302);
    expect(await queued()).toHaveLength(3);
  });

  it("a second change before the sweep: only the latest venue is mailed", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const day = await matchDay();
    await edit(admin, day.match, "Riverside Park");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await edit(admin, day.match, "Old Ground");
    const mails: Mail[] = [];
    await runNotificationSweep({ db: test.db, send: async (mail) => void mails.push(mail), enqueue: false });
    expect(mails).toHaveLength(3);
    expect(mails.every((mail) => mail.text.includes("Now: Old Ground"))).toBe(true);
    expect((await queued()).map((row) => row.status).sort()).toEqual(["sent", "sent", "sent", "skipped", "skipped", "skipped"]);
  });

  it("a past event's venue corrected tells nobody", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const past = await createEvent({ title: "Old match", date: new Date(Date.now() - 2 * DAY), location: "Home Park", type: "match" });
    const fan = await createMember({ email: "fan@example.com" });
    await test.db.insert(eventAttendees).values({ eventId: past, userId: fan });
    const form = {
      ...fields("Riverside Park"),
      title: "Old match",
      date: dateToWallTime(new Date(Date.now() - 2 * DAY), "America/Los_Angeles"),
    };
    const saved = (await editAction(args(post(`/admin/events/${past}/edit`, form, admin), { eventId: String(past) }))) as Response;
    expect(saved.status).toBe(302);
    expect(await queued()).toEqual([]);
  });
});
