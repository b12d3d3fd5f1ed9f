import { describe, it, expect } from "vitest";

import { MEMBERSHIP_TIERS } from "../../models/membership-plans";

describe("MEMBERSHIP_TIERS", () => {
  it("has exactly the three tiers, Supporter, Roadie and VIP Roadie, in order", () => {
    expect(MEMBERSHIP_TIERS.map((tier) => tier.name)).toEqual(["Supporter", "Roadie", "VIP Roadie"]);
  });

  it("prices the tiers at $25, $50 and $100 per year", () => {
    expect(MEMBERSHIP_TIERS.map((tier) => tier.priceCents)).toEqual([2500, 5000, 10000]);
    for (const tier of MEMBERSHIP_TIERS) {
      expect(tier.period).toBe("year");
      expect(tier.perks.length).toBeGreaterThan(0);
    }
  });

  it("marks exactly one tier, Roadie, as most popular", () => {
    const popular = MEMBERSHIP_TIERS.filter((tier) => tier.mostPopular);
    expect(popular).toHaveLength(1);
    expect(popular[0].name).toBe("Roadie");
  });
});
