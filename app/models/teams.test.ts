import { describe, expect, it } from "vitest";
import { fixtureTitle, matchTeams } from "./teams";

describe("an away match's title and crests", () => {
  it("reads home side first, the same order as its crests, whichever way the title was typed", () => {
    const teams = matchTeams("Riverside FC vs Bay Area Athletic", false, "Riverside FC");
    expect(teams).toEqual({ home: "Bay Area Athletic", away: "Riverside FC" });
    expect(fixtureTitle("Riverside FC vs Bay Area Athletic", false, "Riverside FC")).toBe("Bay Area Athletic vs Riverside FC");
    expect(fixtureTitle("Bay Area Athletic vs Riverside FC", false, "Riverside FC")).toBe("Bay Area Athletic vs Riverside FC");
    expect(fixtureTitle("Bay Area Athletic v Riverside FC", true, "Riverside FC")).toBe("Riverside FC vs Bay Area Athletic");
  });

  it("leaves a title it cannot read as two sides, or one not marked home or away, as it is", () => {
    expect(fixtureTitle("Riverside FC vs Bay Area Athletic", null, "Riverside FC")).toBe("Riverside FC vs Bay Area Athletic");
    expect(fixtureTitle("Cup final watch-along", false, "Riverside FC")).toBe("Cup final watch-along");
  });
});
