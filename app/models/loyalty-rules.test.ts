import { describe, expect, it } from "vitest";
import { LOYALTY_RULE, loyaltyLineText, loyaltyPoints, loyaltyRuleText } from "./loyalty-rules";

describe("loyalty points", () => {
  it("adds a point per match, a point per 3 full volunteer hours and 2 per full year, line by line", () => {
    const points = loyaltyPoints({ matchesAttended: 6, volunteerMinutes: 7.5 * 60, membershipYears: 3 });
    expect(points.lines.map(loyaltyLineText)).toEqual([
      "6 matches attended · 6 points",
      "7.5 volunteer hours · 2 points",
      "3 full years a member · 6 points",
    ]);
    expect(points.total).toBe(14);
  });

  it("shows every line, zeros and ones in the singular", () => {
    const points = loyaltyPoints({ matchesAttended: 1, volunteerMinutes: 179, membershipYears: 0 });
    expect(points.lines.map(loyaltyLineText)).toEqual([
      "1 match attended · 1 point",
      "2.98 volunteer hours · 0 points",
      "0 full years a member · 0 points",
    ]);
    expect(points.total).toBe(1);
    expect(loyaltyPoints({ matchesAttended: 0, volunteerMinutes: 180, membershipYears: 0 }).total).toBe(1);
  });

  it("follows the group's own weights", () => {
    const rule = { ...LOYALTY_RULE, pointsPerMatch: 3, volunteerHoursPerPoint: 2, pointsPerMembershipYear: 0, matchSeasons: 1 };
    const points = loyaltyPoints({ matchesAttended: 2, volunteerMinutes: 300, membershipYears: 5 }, rule);
    expect(points.lines.map((line) => line.points)).toEqual([6, 2, 0]);
    expect(points.total).toBe(8);
    expect(loyaltyRuleText(rule)[0]).toBe("3 points per match attended this season (checked in at the door; an RSVP does not count)");
    expect(loyaltyRuleText(rule)[1]).toBe("1 point per 2 hours of volunteer shifts worked this season");
  });

  it("publishes the default rule in words", () => {
    expect(loyaltyRuleText()).toEqual([
      "1 point per match attended this season and last (checked in at the door; an RSVP does not count)",
      "1 point per 3 hours of volunteer shifts worked this season and last",
      "2 points per full year of unbroken membership",
      "Only active and lifetime members have points.",
    ]);
  });
});
