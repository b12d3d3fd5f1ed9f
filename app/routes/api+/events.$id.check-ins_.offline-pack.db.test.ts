import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eventAttendees, volunteerSignups } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createAdmin, createDoorEvent, createEvent, createMember, createOpportunity, createSignedInMember } from "../../../test/factories";
import { apiRequest, args } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { DAY } from "../../../test/time";
import { getMemberCard, replaceMemberCard } from "~/models/member-card.server";
import { memberIdOf } from "~/models/membership";
import type { OfflinePack } from "~/models/check-in";
import { hashToken, judgeOffline, packIsOpen, type DoorPack } from "~/models/check-in-offline";
import { branding } from "~/utils/branding.server";
import { dateToWallTime, wallTimeToDate } from "~/utils/zoned-time";
import { action as checkInBy } from "./events.$id.check-ins";
import { loader } from "./events.$id.check-ins_.offline-pack";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const active = { membershipStatus: "active", membershipType: "annual", membershipExpiry: new Date(Date.now() + 30 * DAY) };
const lapsed = { membershipStatus: "expired", membershipType: "annual", membershipExpiry: new Date(Date.now() - 30 * DAY) };

const pack = (eventId: number | string, cookie?: string) =>
  loader(args(apiRequest(`/api/events/${eventId}/check-ins/offline-pack`, { cookie }), { id: String(eventId) }));
const tokenOf = async (userId: string) => new URL((await getMemberCard(userId))!.verifyUrl).pathname.split("/").pop()!;

describe("/api/events/{id}/check-ins/offline-pack", () => {
  it("refuses anonymous (401), a member and a volunteer of another event (403); 404 an unknown event", async () => {
    const event = await createDoorEvent();
    const other = await createDoorEvent({ title: "Away day" });
    const member = await createSignedInMember({ email: "m@example.com", ...active });
    const elsewhere = await createSignedInMember({ email: "v@example.com" });
    const opportunityId = await createOpportunity({ eventId: other });
    await test.db.insert(volunteerSignups).values({ opportunityId, userId: elsewhere.id, status: "confirmed" });
    expect((await pack(event)).status).toBe(401);
    expect((await pack(event, member.cookie)).status).toBe(403);
    expect((await pack(event, elsewhere.cookie)).status).toBe(403);
    const admin = await signedInCookie(await createAdmin());
    expect((await pack(999_999, admin)).status).toBe(404);
    // This event's own volunteer is let in.
    const mine = await createOpportunity({ eventId: event });
    await test.db.insert(volunteerSignups).values({ opportunityId: mine, userId: elsewhere.id, status: "confirmed" });
    expect((await pack(event, elsewhere.cookie)).status).toBe(200);
  });

  it("holds each card-holding member's current token as a SHA-256 with name, Member ID, RSVP and check-in: nothing more personal", async () => {
    const event = await createDoorEvent({ capacity: 10 });
    const admin = await createAdmin();
    const cookie = await signedInCookie(admin);
    const pat = await createMember({ email: "pat@example.com", firstName: "Pat", lastName: "Lee", ...active });
    const old = await createMember({ email: "old@example.com", firstName: "Olga", lastName: "Old", ...lapsed });
    const never = await createMember({ email: "never@example.com", firstName: "Ned", lastName: "Never" });
    const noCard = await createMember({ email: "nocard@example.com", ...active });
    await test.db.insert(eventAttendees).values({ eventId: event, userId: pat, status: "going" });
    const patToken = await tokenOf(pat);
    const oldToken = await tokenOf(old);
    await getMemberCard(never);
    void noCard;
    await checkInBy(
      args(apiRequest(`/api/events/${event}/check-ins`, { method: "POST", cookie, body: { token: patToken } }), { id: String(event) }),
    );

    const response = await pack(event, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const body = (await response.json()) as OfflinePack;
    expect(body).toMatchObject({ eventId: event, capacity: 10, walkInsIn: 0 });
    const sha = (token: string) => createHash("sha256").update(token).digest("hex");
    expect(body.members).toHaveLength(2);
    expect(body.members.find((m) => m.hash === sha(patToken))).toMatchObject({
      name: "Pat Lee",
      memberId: memberIdOf(pat),
      initials: "PL",
      standing: "member",
      rsvp: "going",
    });
    expect(body.members.find((m) => m.hash === sha(patToken))!.checkedInAt).not.toBeNull();
    expect(body.members.find((m) => m.hash === sha(oldToken))).toMatchObject({ name: "Olga Old", standing: "expired", checkedInAt: null });
    const text = JSON.stringify(body);
    for (const secret of [pat, old, patToken, oldToken, "pat@example.com"]) expect(text).not.toContain(secret);

    // The page's own hash (Web Crypto) finds the same entries, and judges as the server does.
    expect(judgeOffline(body, await hashToken(patToken), []).verdict).toBe("already-checked-in");
    expect(judgeOffline(body, await hashToken(oldToken), []).verdict).toBe("membership-expired");
    expect(judgeOffline(body, await hashToken("v2.unknown.card"), []).verdict).toBe("not-a-member");

    // A replaced card leaves the pack: its old token is unknown offline.
    await replaceMemberCard(pat);
    const after = (await (await pack(event, cookie)).json()) as OfflinePack;
    expect(after.members.some((m) => m.hash === sha(patToken))).toBe(false);
    const newToken = await tokenOf(pat);
    expect(after.members.some((m) => m.hash === sha(newToken))).toBe(true);
  });

  it("says when the door closes: closesAt, the end of the event's day in the group's time zone, and the pack is closed from then", async () => {
    // 19:30 on the group's clock, three days ahead: the door closes at the next midnight there.
    const day = new Date(Date.now() + 3 * DAY);
    const wall = `${dateToWallTime(day, branding.timeZone).slice(0, 10)}T19:30`;
    const event = await createEvent({ date: wallTimeToDate(wall, branding.timeZone) });
    const cookie = await signedInCookie(await createAdmin());
    const body = (await (await pack(event, cookie)).json()) as DoorPack;
    expect(body.closesAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const closes = new Date(body.closesAt);
    // And when it opens: 3 hours (CHECK_IN_OPENS_HOURS' default) before kickoff, so the phone refuses earlier scans too.
    expect([body.opensAt, body.opensHours]).toEqual([
      new Date(wallTimeToDate(wall, branding.timeZone).getTime() - 3 * 3_600_000).toISOString(),
      3,
    ]);
    // On the group's clock it is midnight, the day after the event's.
    const next = new Date(Date.UTC(Number(wall.slice(0, 4)), Number(wall.slice(5, 7)) - 1, Number(wall.slice(8, 10)) + 1));
    expect(dateToWallTime(closes, branding.timeZone)).toBe(`${next.toISOString().slice(0, 10)}T00:00`);
    expect(packIsOpen(body, closes.getTime() - 1)).toBe(true);
    expect(packIsOpen(body, closes.getTime())).toBe(false);
  });
});
