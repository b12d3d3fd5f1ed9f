import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import {
  awayAllocations,
  awayApplicants,
  awayApplications,
  eventCheckins,
  events,
  membershipChanges,
  volunteerOpportunities,
  volunteerSignups,
} from "../../db/schema";
import type { Database } from "../../db/client";
import { db } from "~/utils/db.server";
import { dateToWallTime } from "~/utils/zoned-time";
import { seasonStart } from "./attendance";
import { LOYALTY_RULE, loyaltyPoints, type LoyaltyFacts, type LoyaltyPoints, type LoyaltyRule } from "./loyalty-rules";
import { isLifetime, isMember } from "./membership";
import { shiftEnd } from "./volunteer-calendar";

/** The member fields the points depend on (a users row has them). */
export type LoyaltyMember = { id: string; membershipStatus: string; isLifetimeMember: boolean; createdAt: Date };

export type MemberLoyalty = LoyaltyPoints & { facts: LoyaltyFacts; since: Date };

/** The start of the oldest season that counts: this season's start, stepped back `seasons - 1` seasons. */
function countingSince(now: Date, timeZone: string, startMonth: number, seasons: number): Date {
  let start = seasonStart(now, timeZone, startMonth);
  for (let i = 1; i < seasons; i++) start = seasonStart(new Date(start.getTime() - 1), timeZone, startMonth);
  return start;
}

/** Full years from `since` to `now` on the group's calendar: the anniversaries that have passed. */
function fullYears(since: Date, now: Date, timeZone: string): number {
  const from = dateToWallTime(since, timeZone);
  const to = dateToWallTime(now, timeZone);
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return Math.max(0, to.slice(5) >= from.slice(5) ? years : years - 1);
}

/**
 * A member's loyalty points (the rule: models/loyalty-rules.ts) with the facts behind them; null
 * for anyone who is not an active or lifetime member.
 */
export async function memberLoyalty(member: LoyaltyMember, settings: LoyaltySettings): Promise<MemberLoyalty | null> {
  return (await membersLoyalty([member], settings)).get(member.id) ?? null;
}

type LoyaltySettings = {
  now?: Date;
  timeZone: string;
  seasonStartMonth: number;
  rule?: LoyaltyRule;
  /** The transaction to read in (a ballot's draw reads under its lock); the database by default. */
  executor?: Pick<Database, "select" | "selectDistinctOn">;
};

/**
 * The points of many members at once (a ballot's draw): four reads whatever their number, each on
 * an index of the members' own rows (event_checkins_user_idx, volunteer_signups_user_idx,
 * membership_changes_user_created_idx, away_applicants_user_idx). A member who is not active or
 * lifetime maps to null.
 */
export async function membersLoyalty(
  members: readonly LoyaltyMember[],
  { now = new Date(), timeZone, seasonStartMonth, rule = LOYALTY_RULE, executor = db }: LoyaltySettings,
): Promise<Map<string, MemberLoyalty | null>> {
  const result = new Map<string, MemberLoyalty | null>(members.map((member) => [member.id, null]));
  const counted = members.filter((member) => isMember(member.membershipStatus) || isLifetime(member));
  if (counted.length === 0) return result;
  const ids = counted.map((member) => member.id);
  const since = countingSince(now, timeZone, seasonStartMonth, rule.matchSeasons);
  const thisSeason = seasonStart(now, timeZone, seasonStartMonth);
  const [matches, shifts, joined, ballots] = await Promise.all([
    executor
      .select({ userId: eventCheckins.userId, total: count() })
      .from(eventCheckins)
      .innerJoin(events, eq(events.id, eventCheckins.eventId))
      // Only check-ins inside their event's window count (counts_for_points: models/check-in.ts, migration 0022).
      .where(
        and(inArray(eventCheckins.userId, ids), eq(eventCheckins.countsForPoints, true), eq(events.type, "match"), gte(events.date, since)),
      )
      .groupBy(eventCheckins.userId),
    executor
      .select({
        userId: volunteerSignups.userId,
        date: volunteerOpportunities.date,
        startTime: volunteerOpportunities.startTime,
        endTime: volunteerOpportunities.endTime,
      })
      .from(volunteerSignups)
      .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerSignups.opportunityId))
      .where(
        and(
          inArray(volunteerSignups.userId, ids),
          // Confirmed, or ticked 'attended' by the coordinator (completed); a no-show never counts.
          inArray(volunteerSignups.status, ["confirmed", "completed"]),
          eq(volunteerOpportunities.isActive, true),
          gte(volunteerOpportunities.date, since),
        ),
      ),
    // The current unbroken membership began with the latest move into membership from outside it.
    executor
      .selectDistinctOn([membershipChanges.userId], { userId: membershipChanges.userId, at: membershipChanges.createdAt })
      .from(membershipChanges)
      .where(
        and(
          inArray(membershipChanges.userId, ids),
          sql`${membershipChanges.after}->>'status' in ('active', 'lifetime')`,
          sql`coalesce(${membershipChanges.before}->>'status', '') not in ('active', 'lifetime')`,
        ),
      )
      .orderBy(membershipChanges.userId, desc(membershipChanges.createdAt), desc(membershipChanges.id)),
    // Ballots drawn this season in which the draw did not reach the member's application.
    executor
      .select({ userId: awayApplicants.userId, total: count() })
      .from(awayApplicants)
      .innerJoin(awayApplications, eq(awayApplications.id, awayApplicants.applicationId))
      .innerJoin(awayAllocations, eq(awayAllocations.id, awayApplicants.allocationId))
      .where(and(inArray(awayApplicants.userId, ids), eq(awayApplications.status, "waiting"), gte(awayAllocations.drawnAt, thisSeason)))
      .groupBy(awayApplicants.userId),
  ]);
  for (const member of counted) {
    const volunteerMinutes = shifts
      .filter((shift) => shift.userId === member.id)
      .map((shift) => ({ start: shift.date, end: shiftEnd(shift) }))
      .filter(({ end }) => end <= now)
      .reduce((sum, { start, end }) => sum + Math.round((end.getTime() - start.getTime()) / 60_000), 0);
    const memberSince = joined.find((row) => row.userId === member.id)?.at ?? member.createdAt;
    const facts: LoyaltyFacts = {
      matchesAttended: matches.find((row) => row.userId === member.id)?.total ?? 0,
      volunteerMinutes,
      membershipYears: fullYears(memberSince, now, timeZone),
      ballotsLost: ballots.find((row) => row.userId === member.id)?.total ?? 0,
    };
    result.set(member.id, { ...loyaltyPoints(facts, rule), facts, since: memberSince });
  }
  return result;
}
