/**
 * Loyalty points: the published rule that weights a member in an away-day ticket ballot. Like the
 * membership tiers (membership-plans.ts) these are settings another supporters group changes to
 * make the rule its own, without touching code. Plain constants and pure functions, safe in the
 * browser bundle (the profile shows the rule beside the member's points).
 *
 * What counts, all from what the app already records:
 * - matches attended: check-ins at the door of a match (an event of type "match"; an RSVP is not
 *   attendance, a watch party or a social is not a match) made inside the event's check-in window
 *   (models/check-in.ts) this season and the previous ones (`matchSeasons` in all: 2 is this
 *   season and last);
 * - volunteer hours: shifts the member was confirmed on that have ended, or that the coordinator
 *   marked attended (completed; a no-show never counts), over the same seasons;
 * - years of membership: full years since the member's current, unbroken membership began
 *   (their latest move to active or lifetime from any other status);
 * - away-day ballots lost: each ballot of this season the member entered (alone or as a partner)
 *   and that the draw did not reach.
 * Only active and lifetime members have points.
 *
 * In a ballot, an application's weight is `ballotBaseWeight` plus the member's points (a pair: the
 * mean of the two members' weights); see ballotWeight.
 */
// Relative (not "~/"): the data layer imports this module in scripts run without the path alias.
import * as m from "../i18n/paraglide/messages/_index.js";
import { formatNumber } from "../utils/format";

export type LoyaltyRule = {
  pointsPerMatch: number;
  /** The seasons whose matches and shifts count: 2 is this season and the one before. */
  matchSeasons: number;
  /** One point for each this many hours of completed volunteer shifts. */
  volunteerHoursPerPoint: number;
  pointsPerMembershipYear: number;
  /** Points for each away-day ballot of this season the member entered and lost. */
  pointsPerLostBallot: number;
  /** Every application's weight before points: a member with no points still has a chance. */
  ballotBaseWeight: number;
};

export const LOYALTY_RULE: Readonly<LoyaltyRule> = {
  pointsPerMatch: 1,
  matchSeasons: 2,
  volunteerHoursPerPoint: 3,
  pointsPerMembershipYear: 2,
  pointsPerLostBallot: 1,
  ballotBaseWeight: 1,
};

/** What the app knows about a member that earns points. */
export type LoyaltyFacts = {
  matchesAttended: number;
  /** Minutes of completed volunteer shifts. */
  volunteerMinutes: number;
  /** Full years of the member's current, unbroken membership. */
  membershipYears: number;
  /** Away-day ballots of this season the member entered and lost. */
  ballotsLost: number;
};

export type LoyaltyLine = { key: keyof LoyaltyFacts; text: string; points: number };

export type LoyaltyPoints = { total: number; lines: LoyaltyLine[] };

/** '7.5 volunteer hours' (halves and quarters shown as they are, no trailing zeros; '7,5' in German). */
function hours(minutes: number): string {
  const value = Math.round((minutes / 60) * 100) / 100;
  return m.membership_loyalty_hours({ hours: formatNumber(value), count: value });
}

/**
 * A member's points and the line-by-line breakdown the profile shows ('6 matches attended · 6
 * points'). Every line is shown, a zero one too, so the member sees the whole rule applied.
 */
export function loyaltyPoints(facts: LoyaltyFacts, rule: LoyaltyRule = LOYALTY_RULE): LoyaltyPoints {
  const lines: LoyaltyLine[] = [
    {
      key: "matchesAttended",
      text: m.membership_loyalty_matches({ count: facts.matchesAttended }),
      points: facts.matchesAttended * rule.pointsPerMatch,
    },
    {
      key: "volunteerMinutes",
      text: hours(facts.volunteerMinutes),
      points: Math.floor(facts.volunteerMinutes / (rule.volunteerHoursPerPoint * 60)),
    },
    {
      key: "membershipYears",
      text: m.membership_loyalty_years({ count: facts.membershipYears }),
      points: facts.membershipYears * rule.pointsPerMembershipYear,
    },
    {
      key: "ballotsLost",
      text: m.membership_loyalty_ballots_lost({ count: facts.ballotsLost }),
      points: facts.ballotsLost * rule.pointsPerLostBallot,
    },
  ];
  return { total: lines.reduce((sum, line) => sum + line.points, 0), lines };
}

/** One line of the breakdown as the page shows it: '6 matches attended · 6 points'. */
export function loyaltyLineText(line: LoyaltyLine): string {
  return m.membership_loyalty_line({ text: line.text, count: line.points });
}

/** The rule in words, as the profile (and later the ballot page) publishes it. */
export function loyaltyRuleText(rule: LoyaltyRule = LOYALTY_RULE): string[] {
  const seasons =
    rule.matchSeasons === 1
      ? m.membership_loyalty_seasons_this()
      : rule.matchSeasons === 2
        ? m.membership_loyalty_seasons_this_and_last()
        : m.membership_loyalty_seasons_last_n({ count: rule.matchSeasons });
  return [
    m.membership_loyalty_rule_matches({ count: rule.pointsPerMatch, seasons }),
    m.membership_loyalty_rule_hours({ count: rule.volunteerHoursPerPoint, seasons }),
    m.membership_loyalty_rule_years({ count: rule.pointsPerMembershipYear }),
    m.membership_loyalty_rule_ballots({ count: rule.pointsPerLostBallot }),
    m.membership_loyalty_rule_members_only(),
  ];
}

/** An application's weight in a ballot: the base weight plus points; a pair, the mean of its two members' weights. */
export function ballotWeight(points: readonly number[], rule: LoyaltyRule = LOYALTY_RULE): number {
  return points.reduce((sum, memberPoints) => sum + rule.ballotBaseWeight + memberPoints, 0) / points.length;
}

/** The draw's formula in words, as the ballot and its result page publish it. */
export function ballotFormulaText(rule: LoyaltyRule = LOYALTY_RULE): string[] {
  return [
    m.membership_ballot_formula_weight({ base: rule.ballotBaseWeight }),
    m.membership_ballot_formula_number(),
    m.membership_ballot_formula_key(),
    m.membership_ballot_formula_places(),
  ];
}
