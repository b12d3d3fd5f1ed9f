import { readdirSync, readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventAttendees, eventCheckins, membershipChanges, volunteerSignups } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createAdmin, createEvent, createMember, createOpportunity, type UserValues } from "../../test/factories";
import { DAY } from "../../test/time";
import { checkIn } from "~/models/check-in.server";
import { countMatchesAttended } from "~/models/profile.server";
import { memberLoyalty, type LoyaltyMember } from "~/models/loyalty.server";
import { loyaltyLineText } from "~/models/loyalty-rules";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

// The season starts on 1 July: this season began 2026-07-01, the one before 2025-07-01.
const NOW = new Date("2026-11-25T12:00:00Z");
const SETTINGS = { now: NOW, timeZone: "UTC", seasonStartMonth: 7 };

async function member(values: UserValues = {}): Promise<LoyaltyMember> {
  const fields = {
    membershipStatus: "active",
    isLifetimeMember: false,
    createdAt: new Date("2025-01-10T09:00:00Z"),
    ...values,
  } as const;
  const id = await createMember({ email: `m${Math.random()}@example.com`, ...fields });
  return { id, membershipStatus: fields.membershipStatus, isLifetimeMember: fields.isLifetimeMember, createdAt: fields.createdAt };
}

async function attended(userId: string, date: string, type: "match" | "watch-party" | "community" = "match") {
  const eventId = await createEvent({ date: new Date(date), type });
  await test.db.insert(eventCheckins).values({ eventId, userId, method: "search", checkedInAt: new Date(date) });
}

async function worked(
  userId: string,
  date: string,
  startTime: string,
  endTime: string,
  values: { status?: string; isActive?: boolean } = {},
) {
  const opportunityId = await createOpportunity({ date: new Date(date), startTime, endTime, isActive: values.isActive ?? true });
  await test.db.insert(volunteerSignups).values({ opportunityId, userId, status: values.status ?? "confirmed" });
}

async function changed(userId: string, at: string, before: string | null, after: string) {
  await test.db.insert(membershipChanges).values({
    userId,
    kind: after === "expired" ? "expired" : "membership-edited",
    before: before ? { status: before } : {},
    after: { status: after },
    createdAt: new Date(at),
  });
}

describe("memberLoyalty", () => {
  it("counts check-ins at matches of this season and last: not older ones, not other events, not RSVPs", async () => {
    const fan = await member();
    await attended(fan.id, "2026-09-01T19:00:00Z");
    await attended(fan.id, "2025-07-01T00:00:00Z");
    await attended(fan.id, "2025-06-30T19:00:00Z");
    await attended(fan.id, "2026-09-10T19:00:00Z", "watch-party");
    await attended(fan.id, "2026-10-10T19:00:00Z", "community");
    const rsvpOnly = await createEvent({ date: new Date("2026-10-01T19:00:00Z"), type: "match" });
    await test.db.insert(eventAttendees).values({ eventId: rsvpOnly, userId: fan.id, status: "going" });
    const other = await member();
    await attended(other.id, "2026-09-02T19:00:00Z");

    const loyalty = await memberLoyalty(fan, SETTINGS);
    expect(loyalty!.facts.matchesAttended).toBe(2);
    expect(loyalty!.lines.map(loyaltyLineText)[0]).toBe("2 matches attended · 2 points");
  });

  it("counts the hours of confirmed shifts that have ended, past midnight included, in the same seasons", async () => {
    const fan = await member();
    await worked(fan.id, "2026-10-01T16:00:00Z", "16:00", "19:00");
    await worked(fan.id, "2025-12-31T22:00:00Z", "22:00", "01:30");
    // Still to come, or ending after now.
    await worked(fan.id, "2026-11-26T10:00:00Z", "10:00", "12:00");
    await worked(fan.id, "2026-11-25T11:00:00Z", "11:00", "13:00");
    // Not worked: waitlisted, cancelled by the member, a shift called off; and one too old.
    await worked(fan.id, "2026-09-01T10:00:00Z", "10:00", "14:00", { status: "waitlisted" });
    await worked(fan.id, "2026-09-02T10:00:00Z", "10:00", "14:00", { status: "cancelled" });
    await worked(fan.id, "2026-09-03T10:00:00Z", "10:00", "14:00", { isActive: false });
    await worked(fan.id, "2025-06-01T10:00:00Z", "10:00", "14:00");

    const loyalty = await memberLoyalty(fan, SETTINGS);
    expect(loyalty!.facts.volunteerMinutes).toBe(6.5 * 60);
    expect(loyalty!.lines.map(loyaltyLineText)[1]).toBe("6.5 volunteer hours · 2 points");
  });

  it("counts full years from the start of the current unbroken membership; a renewal does not restart it, a lapse does", async () => {
    const fan = await member({ createdAt: new Date("2019-05-01T09:00:00Z") });
    await changed(fan.id, "2020-03-01T09:00:00Z", "inactive", "active");
    await changed(fan.id, "2022-03-01T09:00:00Z", "active", "expired");
    await changed(fan.id, "2022-11-26T09:00:00Z", "expired", "active");
    await changed(fan.id, "2024-11-26T09:00:00Z", "active", "active");
    const loyalty = await memberLoyalty(fan, SETTINGS);
    // 2022-11-26 to 2026-11-25: the fourth anniversary is tomorrow.
    expect(loyalty!.facts.membershipYears).toBe(3);
    expect(loyalty!.since.toISOString()).toBe("2022-11-26T09:00:00.000Z");
    expect(loyalty!.lines.map(loyaltyLineText)[2]).toBe("3 full years a member · 6 points");
    expect((await memberLoyalty(fan, { ...SETTINGS, now: new Date("2026-11-26T10:00:00Z") }))!.facts.membershipYears).toBe(4);

    // No recorded change (a member from before the history was kept): from the account's creation.
    const old = await member({ createdAt: new Date("2021-08-01T09:00:00Z") });
    expect((await memberLoyalty(old, SETTINGS))!.facts.membershipYears).toBe(5);
  });

  it("gives points to active and lifetime members only", async () => {
    const lifetime = await member({ membershipStatus: "lifetime" });
    await attended(lifetime.id, "2026-09-01T19:00:00Z");
    expect((await memberLoyalty(lifetime, SETTINGS))!.total).toBe(1 + 2);
    const flagged = await member({ membershipStatus: "inactive", isLifetimeMember: true });
    expect(await memberLoyalty(flagged, SETTINGS)).not.toBeNull();
    for (const status of ["inactive", "expired", "cancelled", "pending"]) {
      const lapsed = await member({ membershipStatus: status });
      await attended(lapsed.id, "2026-09-01T19:00:00Z");
      expect(await memberLoyalty(lapsed, SETTINGS), status).toBeNull();
    }
  });

  it("counts only check-ins inside their event's window: 4 days before and 20 days after kickoff are refused and count 0", async () => {
    const admin = await createAdmin();
    const kickoff = new Date("2026-10-10T02:00:00Z"); // 19:00 on 9 Oct in Los Angeles
    const at = (days: number) => new Date(kickoff.getTime() + days * DAY);
    const withCard = { membershipExpiry: new Date("2027-06-01T00:00:00Z") };
    const [tooEarly, tooLate, onTime] = [await member(withCard), await member(withCard), await member(withCard)];
    const match = await createEvent({ date: kickoff, type: "match" });
    await checkIn({ eventId: match, userId: tooEarly.id, by: admin, method: "search", now: at(-4) });
    await checkIn({ eventId: match, userId: tooLate.id, by: admin, method: "search", now: at(20) });
    await checkIn({ eventId: match, userId: onTime.id, by: admin, method: "search", now: new Date(kickoff.getTime() - 60 * 60_000) });

    for (const fan of [tooEarly, tooLate]) {
      const loyalty = await memberLoyalty(fan, SETTINGS);
      expect(loyalty!.lines.map(loyaltyLineText)[0]).toBe("0 matches attended · 0 points");
    }
    expect((await memberLoyalty(onTime, SETTINGS))!.lines.map(loyaltyLineText)[0]).toBe("1 match attended · 1 point");
    expect(await countMatchesAttended(tooEarly.id, new Date("2026-07-01T00:00:00Z"))).toBe(0);
  });

  it("migration 0022 keeps check-ins from before the window as rows but stops those outside it counting", async () => {
    const fan = await member();
    // Kickoff 19:00 on 9 Oct in Los Angeles (02:00Z on the 10th): the window is 16:00 to midnight there (23:00Z to 07:00Z).
    const kickoff = new Date("2026-10-10T02:00:00Z");
    const checkedIn = async (at: string) => {
      const eventId = await createEvent({ date: kickoff, type: "match" });
      await test.db.insert(eventCheckins).values({ eventId, userId: fan.id, method: "search", checkedInAt: new Date(at) });
      return eventId;
    };
    const inside = [await checkedIn("2026-10-09T23:00:00Z"), await checkedIn("2026-10-10T06:59:00Z")];
    const outside = [
      await checkedIn("2026-10-06T02:00:00Z"),
      await checkedIn("2026-10-09T22:59:00Z"),
      await checkedIn("2026-10-10T07:00:00Z"),
      await checkedIn("2026-10-30T02:00:00Z"),
    ];
    const file = readdirSync("db/migrations").find((name) => name.endsWith("_checkin_window.sql"))!;
    const fix = readFileSync(`db/migrations/${file}`, "utf8").split("--> statement-breakpoint").pop()!;
    await test.db.execute(sql.raw(fix));

    const flags = await test.db.select({ eventId: eventCheckins.eventId, counts: eventCheckins.countsForPoints }).from(eventCheckins);
    expect(flags).toHaveLength(6);
    expect(
      flags
        .filter((row) => row.counts)
        .map((row) => row.eventId)
        .sort(),
    ).toEqual(inside.sort());
    expect(
      flags
        .filter((row) => !row.counts)
        .map((row) => row.eventId)
        .sort(),
    ).toEqual(outside.sort());
    expect((await memberLoyalty(fan, SETTINGS))!.facts.matchesAttended).toBe(2);
  });
});
