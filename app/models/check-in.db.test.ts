import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventAttendees, eventCheckins, users, volunteerSignups } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createAdmin, createDoorEvent, createMember, createMembers, createOpportunity, type UserValues } from "../../test/factories";
import { DAY } from "../../test/time";
import { canWorkTheDoor, checkIn, checkInCounts, searchForCheckIn } from "~/models/check-in.server";
import { getMemberCard, replaceMemberCard } from "~/models/member-card.server";
import { signLegacyMemberCardToken } from "~/models/member-card-token.server";
import { memberIdOf } from "~/models/membership";
import { verdictText } from "~/i18n/messages/check-in";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const active = (values: UserValues = {}): UserValues => ({
  membershipStatus: "active",
  membershipType: "annual",
  membershipExpiry: new Date(Date.now() + 30 * DAY),
  ...values,
});

async function tokenOf(userId: string): Promise<string> {
  const card = await getMemberCard(userId);
  return new URL(card!.verifyUrl).pathname.slice("/verify/".length);
}

async function rsvp(eventId: number, userId: string, status: "going" | "waitlisted" = "going") {
  await test.db.insert(eventAttendees).values({ eventId, userId, status });
}

async function volunteer(eventId: number | null, values: { status?: string; isActive?: boolean } = {}) {
  const userId = await createMember({ email: `vol${Math.random()}@example.com` });
  const opportunityId = await createOpportunity({ eventId, isActive: values.isActive ?? true });
  await test.db.insert(volunteerSignups).values({ opportunityId, userId, status: values.status ?? "confirmed" });
  return userId;
}

const rows = (eventId: number) => test.db.select().from(eventCheckins).where(eq(eventCheckins.eventId, eventId));

describe("canWorkTheDoor", () => {
  it("lets in admins and the confirmed volunteers of an active shift of this event, nobody else", async () => {
    const event = await createDoorEvent();
    const other = await createDoorEvent({ title: "Away day" });
    const admin = await createAdmin();
    const member = await createMember(active({ email: "m@example.com" }));
    const mine = await volunteer(event);
    const elsewhere = await volunteer(other);
    const unattached = await volunteer(null);
    const waitlisted = await volunteer(event, { status: "waitlisted" });
    const cancelled = await volunteer(event, { status: "cancelled" });
    const inactiveShift = await volunteer(event, { isActive: false });
    expect(await canWorkTheDoor({ id: admin, isAdmin: true }, event)).toBe(true);
    expect(await canWorkTheDoor({ id: mine, isAdmin: false }, event)).toBe(true);
    for (const id of [member, elsewhere, unattached, waitlisted, cancelled, inactiveShift]) {
      expect(await canWorkTheDoor({ id, isAdmin: false }, event), id).toBe(false);
    }
    expect(await canWorkTheDoor({ id: elsewhere, isAdmin: false }, other)).toBe(true);
  });
});

describe("checkIn", () => {
  it("checks a member in once: a repeat says 'already' with the first time, on the door's clock", async () => {
    // Kickoff 20:00 on 26 Nov in Los Angeles: 19:02 is inside its check-in window.
    const event = await createDoorEvent({ date: new Date("2026-11-27T04:00:00Z") });
    const admin = await createAdmin();
    const member = await createMember(active({ email: "pat@example.com", firstName: "Pat", lastName: "Lee" }));
    const first = new Date("2026-11-27T03:02:00Z"); // 19:02 in Los Angeles, the group's default time zone
    const result = await checkIn({ eventId: event, userId: member, by: admin, method: "search", now: first });
    expect(result).toMatchObject({
      ok: true,
      verdict: "checked-in",
      checkedInAt: first,
      person: { name: "Pat Lee", memberId: memberIdOf(member), initials: "PL", rsvp: null, standing: "member" },
    });
    expect(verdictText(result as never, "America/Los_Angeles")).toBe("Checked in");
    const again = await checkIn({ eventId: event, userId: member, by: admin, method: "search", now: new Date(first.getTime() + 60_000) });
    expect(again).toMatchObject({ ok: true, verdict: "already-checked-in", checkedInAt: first });
    expect(verdictText(again as never, "America/Los_Angeles")).toBe("Already checked in at 19:02");
    const [row] = await rows(event);
    expect(row).toMatchObject({ userId: member, checkedInBy: admin, method: "search" });
    expect(await rows(event)).toHaveLength(1);
  });

  it("a card: current checks in (method scan); a legacy printed card too; a replaced card of either shape says so; a forged one is not a member", async () => {
    const event = await createDoorEvent();
    const admin = await createAdmin();
    const member = await createMember(active({ email: "card@example.com" }));
    const token = await tokenOf(member);
    const [{ nonce }] = await test.db.select({ nonce: users.memberCardNonce }).from(users).where(eq(users.id, member));
    const legacy = signLegacyMemberCardToken(member, nonce!);
    expect(await checkIn({ eventId: event, token: legacy, by: admin, method: "scan" })).toMatchObject({ ok: true, verdict: "checked-in" });
    expect(await checkIn({ eventId: event, token, by: admin, method: "scan" })).toMatchObject({ ok: true, verdict: "already-checked-in" });
    expect((await rows(event))[0]).toMatchObject({ method: "scan", userId: member });

    await replaceMemberCard(member);
    const next = await createDoorEvent({ title: "Next" });
    for (const old of [token, legacy]) {
      const refused = await checkIn({ eventId: next, token: old, by: admin, method: "scan" });
      expect(refused).toMatchObject({ ok: false, reason: "card-replaced", person: null });
      expect(verdictText(refused as never, "UTC")).toBe("Card replaced — ask for the new one");
    }
    for (const forged of [
      "nonsense",
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      signLegacyMemberCardToken(member, nonce!, "x".repeat(40)),
    ]) {
      expect(await checkIn({ eventId: next, token: forged, by: admin, method: "scan" })).toMatchObject({
        ok: false,
        reason: "not-a-member",
      });
    }
    expect(await checkIn({ eventId: next, token: await tokenOf(member), by: admin, method: "scan" })).toMatchObject({
      ok: true,
      verdict: "checked-in",
    });
    expect(await rows(next)).toHaveLength(1);
  });

  it("a card of a lapsed member is 'Membership expired'; of someone who never joined, 'Not a member'", async () => {
    const event = await createDoorEvent();
    const admin = await createAdmin();
    const expired = await createMember({
      email: "e@example.com",
      membershipStatus: "expired",
      membershipExpiry: new Date(Date.now() - DAY),
    });
    const lapsed = await createMember(active({ email: "l@example.com", membershipExpiry: new Date(Date.now() - 60_000) }));
    const never = await createMember({ email: "n@example.com" });
    for (const id of [expired, lapsed]) {
      const result = await checkIn({ eventId: event, token: await tokenOf(id), by: admin, method: "scan" });
      expect(result).toMatchObject({ ok: false, reason: "membership-expired", person: { standing: "expired" } });
      expect(verdictText(result as never, "UTC")).toBe("Membership expired — ask at the table");
    }
    // Even with an RSVP at an open event: the card is a member's credential.
    await rsvp(event, never);
    const result = await checkIn({ eventId: event, token: await tokenOf(never), by: admin, method: "scan" });
    expect(result).toMatchObject({ ok: false, reason: "not-a-member" });
    expect(verdictText(result as never, "UTC")).toBe("Not a member");
    expect(await rows(event)).toHaveLength(0);
  });

  it("by search: a non-member with an RSVP gets in at an open event; at a members-only event they are refused", async () => {
    const open = await createDoorEvent();
    const membersOnly = await createDoorEvent({ title: "Members night", membersOnly: true });
    const admin = await createAdmin();
    const guest = await createMember({ email: "guest@example.com" });
    const lapsed = await createMember({ email: "lapsed@example.com", membershipStatus: "expired" });
    const stranger = await createMember({ email: "stranger@example.com" });
    await rsvp(open, guest);
    await rsvp(membersOnly, guest);
    await rsvp(membersOnly, lapsed);
    expect(await checkIn({ eventId: open, userId: guest, by: admin, method: "search" })).toMatchObject({
      ok: true,
      verdict: "checked-in",
      person: { rsvp: "going", standing: "none" },
    });
    const refused = await checkIn({ eventId: membersOnly, userId: guest, by: admin, method: "search" });
    expect(refused).toMatchObject({ ok: false, reason: "members-only-event" });
    expect(verdictText(refused as never, "UTC")).toBe("Members-only event");
    expect(await checkIn({ eventId: membersOnly, userId: lapsed, by: admin, method: "search" })).toMatchObject({
      reason: "membership-expired",
    });
    expect(await checkIn({ eventId: open, userId: stranger, by: admin, method: "search" })).toMatchObject({ reason: "not-a-member" });
    expect(await checkIn({ eventId: open, userId: "no-such-user", by: admin, method: "search" })).toMatchObject({
      reason: "not-a-member",
      person: null,
    });
    expect(await checkIn({ eventId: 999_999, userId: guest, by: admin, method: "search" })).toMatchObject({ reason: "event-not-found" });
  });

  it("capacity: going RSVPs always get in; walk-ins (no RSVP or waitlisted) fill what going RSVPs leave, then 'event full'", async () => {
    const admin = await createAdmin();
    const [going1, going2, walkIn1, walkIn2, waitlisted] = await createMembers(
      ["g1", "g2", "w1", "w2", "wl"].map((name) => active({ email: `${name}@example.com` })),
    );
    // Capacity 3, two going: one place for walk-ins.
    const event = await createDoorEvent({ capacity: 3, attendeeCount: 2 });
    await rsvp(event, going1);
    await rsvp(event, going2);
    await rsvp(event, waitlisted, "waitlisted");
    expect(await checkIn({ eventId: event, userId: walkIn1, by: admin, method: "search" })).toMatchObject({ verdict: "checked-in" });
    const full = await checkIn({ eventId: event, userId: walkIn2, by: admin, method: "search" });
    expect(full).toMatchObject({ ok: false, reason: "event-full" });
    expect(verdictText(full as never, "UTC")).toBe("Event full — no walk-ins");
    expect(await checkIn({ eventId: event, userId: waitlisted, by: admin, method: "search" })).toMatchObject({ reason: "event-full" });
    // The going RSVPs still get in, and the walk-in already in is 'already', not 'full'.
    expect(await checkIn({ eventId: event, userId: going1, by: admin, method: "search" })).toMatchObject({ verdict: "checked-in" });
    expect(await checkIn({ eventId: event, userId: going2, by: admin, method: "search" })).toMatchObject({ verdict: "checked-in" });
    expect(await checkIn({ eventId: event, userId: walkIn1, by: admin, method: "search" })).toMatchObject({
      verdict: "already-checked-in",
    });
    expect(await checkInCounts(event)).toEqual({ checkedIn: 3, going: 2, capacity: 3 });
    expect(await checkInCounts(999_999)).toBeNull();
  });

  it("two door phones racing for an event's last walk-in place: one gets it, the other hears 'event full'", async () => {
    const admin = await createAdmin();
    const event = await createDoorEvent({ capacity: 1 });
    const walkIns = await createMembers(Array.from({ length: 6 }, (_, i) => active({ email: `race${i}@example.com` })));
    const results = await Promise.all(walkIns.map((userId) => checkIn({ eventId: event, userId, by: admin, method: "search" })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === "event-full")).toHaveLength(5);
    expect(await rows(event)).toHaveLength(1);
  });

  it("50 members checked in at once, each twice at the same moment: exactly 50 rows, 50 'checked in' and 50 'already'", async () => {
    const admin = await createAdmin();
    const event = await createDoorEvent();
    const members = await createMembers(Array.from({ length: 50 }, (_, i) => active({ email: `crowd${i}@example.com` })));
    const results = await Promise.all(
      [...members, ...members].map((userId, i) => checkIn({ eventId: event, userId, by: admin, method: i % 2 ? "api" : "search" })),
    );
    expect(results.filter((result) => result.ok && result.verdict === "checked-in")).toHaveLength(50);
    expect(results.filter((result) => result.ok && result.verdict === "already-checked-in")).toHaveLength(50);
    expect(await rows(event)).toHaveLength(50);
  });
});

describe("searchForCheckIn", () => {
  it("finds members and RSVP'd people by a name's prefix or Member ID, with their state; not strangers", async () => {
    const event = await createDoorEvent({ date: new Date("2026-11-27T04:00:00Z") });
    const admin = await createAdmin({ firstName: "Zed", lastName: "Admin" });
    const pat = await createMember(active({ email: "pat@example.com", firstName: "Pat", lastName: "O'Brien" }));
    const patricia = await createMember({ email: "patricia@example.com", firstName: "Patricia", lastName: "Guest" });
    const patrick = await createMember({ email: "patrick@example.com", firstName: "Patrick", lastName: "Stranger" });
    const lapsed = await createMember({
      email: "lap@example.com",
      firstName: "Lapsed",
      lastName: "Patterson",
      membershipStatus: "expired",
    });
    await rsvp(event, patricia);
    await checkIn({ eventId: event, userId: pat, by: admin, method: "search", now: new Date("2026-11-27T03:02:00Z") });

    const found = await searchForCheckIn(event, "PAT");
    // By last name: Guest, O'Brien, Patterson.
    expect(found.map((row) => row.userId)).toEqual([patricia, pat, lapsed]);
    expect(found[1]).toMatchObject({ name: "Pat O'Brien", memberId: memberIdOf(pat), initials: "PO", standing: "member", rsvp: null });
    expect(found[1].checkedInAt).toEqual(new Date("2026-11-27T03:02:00Z"));
    expect(found[0]).toMatchObject({ rsvp: "going", standing: "none", checkedInAt: null });
    expect(found[2]).toMatchObject({ standing: "expired" });
    expect(found.some((row) => row.userId === patrick)).toBe(false);

    expect((await searchForCheckIn(event, "pat o'b")).map((row) => row.userId)).toEqual([pat]);
    expect((await searchForCheckIn(event, "patterson")).map((row) => row.userId)).toEqual([lapsed]);
    expect((await searchForCheckIn(event, memberIdOf(pat))).map((row) => row.userId)).toEqual([pat]);
    expect((await searchForCheckIn(event, memberIdOf(patricia).slice(1).toLowerCase())).map((row) => row.userId)).toEqual([patricia]);
    // LIKE's own characters match themselves only.
    expect(await searchForCheckIn(event, "%")).toEqual([]);
    expect(await searchForCheckIn(event, "_at")).toEqual([]);
    expect(await searchForCheckIn(event, "   ")).toEqual([]);
  });

  it("answers at most 20 rows", async () => {
    const event = await createDoorEvent();
    await createMembers(Array.from({ length: 25 }, (_, i) => active({ email: `sam${i}@example.com`, firstName: "Sam" })));
    expect(await searchForCheckIn(event, "sam")).toHaveLength(20);
  });
});

describe("the check-in window", () => {
  // Kickoff 19:00 on Fri 4 Dec 2026 in Los Angeles (the group's default time zone): 03:00Z on the 5th.
  const KICKOFF = new Date("2026-12-05T03:00:00Z");
  const MINUTE = 60_000;

  it("opens 3 hours before kickoff and closes at the end of the event's day; outside it a refusal with its reason, and no row", async () => {
    const event = await createDoorEvent({ date: KICKOFF });
    const admin = await createAdmin();
    const early = await createMember(active({ email: "early@example.com", membershipExpiry: new Date("2027-06-01T00:00:00Z") }));
    const late = await createMember(active({ email: "late@example.com", membershipExpiry: new Date("2027-06-01T00:00:00Z") }));
    const at = (ms: number) => new Date(KICKOFF.getTime() + ms);

    for (const now of [at(-4 * DAY), at(-3 * 60 * MINUTE - MINUTE)]) {
      const refused = await checkIn({ eventId: event, userId: early, by: admin, method: "search", now });
      expect(refused).toMatchObject({ ok: false, reason: "check-in-not-open", person: { userId: early } });
      expect(verdictText(refused as never, "America/Los_Angeles")).toBe("Check-in opens at 16:00, 3 hours before kickoff");
    }
    // Midnight ending 4 Dec in Los Angeles is 08:00Z on the 5th; 20 days after is long closed.
    for (const now of [new Date("2026-12-05T08:00:00Z"), at(20 * DAY)]) {
      const refused = await checkIn({ eventId: event, userId: late, by: admin, method: "search", now });
      expect(refused).toMatchObject({ ok: false, reason: "check-in-closed", person: { userId: late } });
      expect(verdictText(refused as never, "America/Los_Angeles")).toBe("Check-in for this event closed at the end of its day");
    }
    expect(await rows(event)).toHaveLength(0);

    expect(await checkIn({ eventId: event, userId: early, by: admin, method: "search", now: at(-3 * 60 * MINUTE) })).toMatchObject({
      ok: true,
      verdict: "checked-in",
    });
    const lastMinute = new Date("2026-12-05T07:59:00Z");
    expect(await checkIn({ eventId: event, userId: late, by: admin, method: "search", now: lastMinute })).toMatchObject({
      ok: true,
      verdict: "checked-in",
      checkedInAt: lastMinute,
    });
    // Someone already in reads 'already' after the close too.
    expect(await checkIn({ eventId: event, userId: late, by: admin, method: "search", now: at(2 * DAY) })).toMatchObject({
      ok: true,
      verdict: "already-checked-in",
    });
    expect((await rows(event)).map((row) => row.countsForPoints)).toEqual([true, true]);
  });
});
