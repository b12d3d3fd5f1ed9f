import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventCheckins, volunteerSignups } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import {
  createAdmin,
  createDoorEvent,
  createMember,
  createMembers,
  createOpportunity,
  createSignedInMember,
} from "../../../test/factories";
import { apiRequest, args } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { DAY } from "../../../test/time";
import { dateToWallTime, wallTimeToDate } from "~/utils/zoned-time";
import { getMemberCard } from "~/models/member-card.server";
import { memberIdOf } from "~/models/membership";
import { action, loader } from "./events.$id.check-ins";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const active = { membershipStatus: "active", membershipType: "annual", membershipExpiry: new Date(Date.now() + 30 * DAY) };

const url = (eventId: number | string) => `/api/events/${eventId}/check-ins`;
const counts = (eventId: number | string, cookie?: string) => loader(args(apiRequest(url(eventId), { cookie }), { id: String(eventId) }));
const checkInBy = (eventId: number | string, body: unknown, cookie?: string) =>
  action(args(apiRequest(url(eventId), { method: "POST", cookie, body }), { id: String(eventId) }));

async function volunteerOf(eventId: number, email: string) {
  const volunteer = await createSignedInMember({ email });
  const opportunityId = await createOpportunity({ eventId });
  await test.db.insert(volunteerSignups).values({ opportunityId, userId: volunteer.id, status: "confirmed" });
  return volunteer;
}

describe("/api/events/{id}/check-ins", () => {
  it("refuses anonymous (401), a member and a volunteer of another event (403), on GET and POST; 404 an unknown event", async () => {
    const event = await createDoorEvent();
    const other = await createDoorEvent({ title: "Away day" });
    const member = await createSignedInMember({ email: "m@example.com", ...active });
    const elsewhere = await volunteerOf(other, "v@example.com");
    const target = await createMember({ email: "t@example.com", ...active });
    expect((await counts(event)).status).toBe(401);
    expect((await checkInBy(event, { userId: target })).status).toBe(401);
    for (const cookie of [member.cookie, elsewhere.cookie]) {
      expect((await counts(event, cookie)).status).toBe(403);
      const refused = await checkInBy(event, { userId: target }, cookie);
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toBe("Only admins and this event's volunteers can check people in at its door.");
    }
    expect(await test.db.select().from(eventCheckins)).toHaveLength(0);
    const admin = await signedInCookie(await createAdmin());
    expect((await counts(999_999, admin)).status).toBe(404);
    expect((await checkInBy(999_999, { userId: target }, admin)).status).toBe(404);
    expect((await counts("abc", admin)).status).toBe(404);
  });

  it("a volunteer of this event and an admin check in by card or user id: 200 and idempotent; refusals are 409 with the verdict", async () => {
    const event = await createDoorEvent({ capacity: 50 });
    const volunteer = await volunteerOf(event, "vol@example.com");
    const admin = await signedInCookie(await createAdmin());
    const pat = await createMember({ email: "pat@example.com", firstName: "Pat", lastName: "Lee", ...active });
    const token = new URL((await getMemberCard(pat))!.verifyUrl).pathname.split("/").pop()!;

    const first = await checkInBy(event, { token }, volunteer.cookie);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({
      verdict: "checked-in",
      message: "Checked in",
      member: { name: "Pat Lee", memberId: memberIdOf(pat), initials: "PL" },
    });
    expect(new Date(body.checkedInAt).toISOString()).toBe(body.checkedInAt);
    expect(JSON.stringify(body)).not.toContain(pat);

    const again = await checkInBy(event, { userId: pat }, admin);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ verdict: "already-checked-in", checkedInAt: body.checkedInAt });
    const [row] = await test.db.select().from(eventCheckins).where(eq(eventCheckins.userId, pat));
    expect(row).toMatchObject({ method: "api", checkedInBy: volunteer.id });

    const stranger = await createMember({ email: "s@example.com" });
    const refused = await checkInBy(event, { userId: stranger }, admin);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ verdict: "not-a-member", message: "Not a member", checkedInAt: null });
    const forged = await checkInBy(event, { token: "v2.AAAAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB" }, admin);
    expect(forged.status).toBe(409);
    expect(await forged.json()).toMatchObject({ verdict: "not-a-member", member: null });

    expect(await (await counts(event, volunteer.cookie)).json()).toEqual({ checkedIn: 1, going: 0, capacity: 50 });
  });

  it("answers a body that is not one person with a 400", async () => {
    const event = await createDoorEvent();
    const admin = await signedInCookie(await createAdmin());
    for (const body of ["not json", {}, { token: "" }, { userId: 5 }, { token: "a", userId: "b" }, { token: "x".repeat(221) }]) {
      expect((await checkInBy(event, body, admin)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const put = await action(args(apiRequest(url(event), { method: "PUT", cookie: admin, body: {} }), { id: String(event) }));
    expect(put.status).toBe(405);
  });

  it("50 members sent at once, and each again at the same moment: exactly 50 rows", async () => {
    const event = await createDoorEvent();
    const admin = await signedInCookie(await createAdmin());
    const members = await createMembers(Array.from({ length: 50 }, (_, i) => ({ email: `crowd${i}@example.com`, ...active })));
    const answers = await Promise.all([...members, ...members].map((userId) => checkInBy(event, { userId }, admin)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const verdicts = await Promise.all(answers.map(async (answer) => (await answer.json()).verdict));
    expect(verdicts.filter((verdict) => verdict === "checked-in")).toHaveLength(50);
    expect(verdicts.filter((verdict) => verdict === "already-checked-in")).toHaveLength(50);
    expect(await test.db.select().from(eventCheckins).where(eq(eventCheckins.eventId, event))).toHaveLength(50);
  });

  it("the window: 409 with its reason outside it; a queued scan's stated time counts when inside the window, not ahead, and sent within a day", async () => {
    const admin = await signedInCookie(await createAdmin());
    const zone = "America/Los_Angeles";
    // Today's midnight in Los Angeles; an event kicking off at 20:00 the evening before closed at that midnight.
    const midnight = wallTimeToDate(`${dateToWallTime(new Date(), zone).slice(0, 10)}T00:00`, zone);
    const kickoff = new Date(midnight.getTime() - 4 * 60 * 60_000);
    const event = await createDoorEvent({ date: kickoff });
    const [queued, fresh, future, stale] = await createMembers(
      ["q", "f", "x", "s"].map((name) => ({ email: `${name}@example.com`, ...active })),
    );
    const tokenOf = async (id: string) => new URL((await getMemberCard(id))!.verifyUrl).pathname.split("/").pop()!;

    const scannedAt = new Date(kickoff.getTime() - 30 * 60_000).toISOString();
    const late = await checkInBy(event, { token: await tokenOf(queued), scannedAt }, admin);
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ verdict: "checked-in", checkedInAt: scannedAt });

    const closed = await checkInBy(event, { token: await tokenOf(fresh) }, admin);
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({
      verdict: "check-in-closed",
      message: "Check-in for this event closed at the end of its day",
    });
    for (const stated of [new Date(Date.now() + 60 * 60_000), new Date(kickoff.getTime() - 4 * 60 * 60_000), midnight]) {
      const refused = await checkInBy(event, { token: await tokenOf(future), scannedAt: stated.toISOString() }, admin);
      expect(refused.status, stated.toISOString()).toBe(409);
      expect((await refused.json()).verdict).toBe("check-in-closed");
    }
    // Two days after the close: no stated time is believed any more.
    const older = await createDoorEvent({ date: new Date(kickoff.getTime() - 2 * DAY) });
    const tooLate = await checkInBy(
      older,
      { token: await tokenOf(stale), scannedAt: new Date(kickoff.getTime() - 2 * DAY).toISOString() },
      admin,
    );
    expect(tooLate.status).toBe(409);
    expect((await tooLate.json()).verdict).toBe("check-in-closed");

    const ahead = await createDoorEvent({ date: new Date(Date.now() + 4 * DAY) });
    // A member found by an offline search is queued with its time too: judged by the same window.
    const early = await checkInBy(ahead, { userId: fresh, scannedAt: new Date().toISOString() }, admin);
    expect(early.status).toBe(409);
    expect((await early.json()).verdict).toBe("check-in-not-open");
    const notOpen = await checkInBy(ahead, { userId: fresh }, admin);
    expect(notOpen.status).toBe(409);
    expect((await notOpen.json()).message).toMatch(/^Check-in opens at \d\d:\d\d, 3 hours before kickoff$/);

    const rows = await test.db.select().from(eventCheckins);
    expect(rows.map((row) => [row.userId, row.checkedInAt.toISOString(), row.countsForPoints])).toEqual([[queued, scannedAt, true]]);
  });
});
