import { and, desc, eq, gte, sql } from "drizzle-orm";
import { membershipChanges, volunteerOpportunities, volunteerSignups } from "../../db/schema";
import { db } from "~/utils/db.server";
import { dateToWallTime } from "~/utils/zoned-time";
import { seasonStart } from "./attendance";
import { LOYALTY_RULE, loyaltyPoints, type LoyaltyFacts, type LoyaltyPoints, type LoyaltyRule } from "./loyalty-rules";
import { isLifetime, isMember } from "./membership";
import { countMatchesAttended } from "./profile.server";
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
 * for anyone who is not an active or lifetime member. Three reads, each on an index of the member's
 * own rows (event_checkins_user_idx, volunteer_signups_user_idx, membership_changes_user_created_idx).
 */
export async function memberLoyalty(
  member: LoyaltyMember,
  {
    now = new Date(),
    timeZone,
    seasonStartMonth,
    rule = LOYALTY_RULE,
  }: { now?: Date; timeZone: string; seasonStartMonth: number; rule?: LoyaltyRule },
): Promise<MemberLoyalty | null> {
  if (!isMember(member.membershipStatus) && !isLifetime(member)) return null;
  const since = countingSince(now, timeZone, seasonStartMonth, rule.matchSeasons);
  const [matches, shifts, joined] = await Promise.all([
    countMatchesAttended(member.id, since),
    db
      .select({ date: volunteerOpportunities.date, startTime: volunteerOpportunities.startTime, endTime: volunteerOpportunities.endTime })
      .from(volunteerSignups)
      .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerSignups.opportunityId))
      .where(
        and(
          eq(volunteerSignups.userId, member.id),
          eq(volunteerSignups.status, "confirmed"),
          eq(volunteerOpportunities.isActive, true),
          gte(volunteerOpportunities.date, since),
        ),
      ),
    // The current unbroken membership began with the latest move into membership from outside it.
    db
      .select({ at: membershipChanges.createdAt })
      .from(membershipChanges)
      .where(
        and(
          eq(membershipChanges.userId, member.id),
          sql`${membershipChanges.after}->>'status' in ('active', 'lifetime')`,
          sql`coalesce(${membershipChanges.before}->>'status', '') not in ('active', 'lifetime')`,
        ),
      )
      .orderBy(desc(membershipChanges.createdAt), desc(membershipChanges.id))
      .limit(1),
  ]);
  const volunteerMinutes = shifts
    .map((shift) => ({ start: shift.date, end: shiftEnd(shift) }))
    .filter(({ end }) => end <= now)
    .reduce((sum, { start, end }) => sum + Math.round((end.getTime() - start.getTime()) / 60_000), 0);
  const memberSince = joined[0]?.at ?? member.createdAt;
  const facts: LoyaltyFacts = {
    matchesAttended: matches,
    volunteerMinutes,
    membershipYears: fullYears(memberSince, now, timeZone),
  };
  return { ...loyaltyPoints(facts, rule), facts, since: memberSince };
}
