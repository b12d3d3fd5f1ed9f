import { describe, expect, it } from "vitest";
import { ballotWeight, LOYALTY_RULE, loyaltyLineText, loyaltyPoints, loyaltyRuleText } from "./loyalty-rules";

describe("loyalty points", () => {
  it("adds a point per match, a point per 3 full volunteer hours and 2 per full year, line by line", () => {
    const points = loyaltyPoints({ matchesAttended: 6, volunteerMinutes: 7.5 * 60, membershipYears: 3, ballotsLost: 2 });
    expect(points.lines.map(loyaltyLineText)).toEqual([
      "6 matches attended · 6 points",
      "7.5 volunteer hours · 2 points",
      "3 full years a member · 6 points",
      "2 away ballots lost this season · 2 points",
    ]);
    expect(points.total).toBe(16);
  });

  it("shows every line, zeros and ones in the singular", () => {
    const points = loyaltyPoints({ matchesAttended: 1, volunteerMinutes: 179, membershipYears: 0, ballotsLost: 0 });
    expect(points.lines.map(loyaltyLineText)).toEqual([
      "1 match attended · 1 point",
      "2.98 volunteer hours · 0 points",
      "0 full years a member · 0 points",
      "0 away ballots lost this season · 0 points",
    ]);
    expect(points.total).toBe(1);
    expect(loyaltyPoints({ matchesAttended: 0, volunteerMinutes: 180, membershipYears: 0, ballotsLost: 0 }).total).toBe(1);
  });

  it("follows the group's own weights", () => {
    const rule = {
      ...LOYALTY_RULE,
      pointsPerMatch: 3,
      volunteerHoursPerPoint: 2,
      pointsPerMembershipYear: 0,
      matchSeasons: 1,
      pointsPerLostBallot: 2,
    };
    const points = loyaltyPoints({ matchesAttended: 2, volunteerMinutes: 300, membershipYears: 5, ballotsLost: 1 }, rule);
    expect(points.lines.map((line) => line.points)).toEqual([6, 2, 0, 2]);
    expect(points.total).toBe(10);
    expect(loyaltyRuleText(rule)[0]).toBe("3 points per match attended this season (checked in at the door; an RSVP does not count)");
    expect(loyaltyRuleText(rule)[1]).toBe("1 point per 2 hours of volunteer shifts worked this season");
  });

  it("publishes the default rule in words", () => {
    expect(loyaltyRuleText()).toEqual([
      "1 point per match attended this season and last (checked in at the door; an RSVP does not count)",
      "1 point per 3 hours of volunteer shifts worked this season and last",
      "2 points per full year of unbroken membership",
      "1 point per away-day ballot entered and lost this season",
      "Only active and lifetime members have points.",
    ]);
  });

  it("weights a ballot application by 1 + points, a pair by the mean of its two weights", () => {
    expect(ballotWeight([0])).toBe(1);
    expect(ballotWeight([9])).toBe(10);
    expect(ballotWeight([9, 0])).toBe(5.5);
    expect(ballotWeight([4], { ...LOYALTY_RULE, ballotBaseWeight: 2 })).toBe(6);
  });
});
