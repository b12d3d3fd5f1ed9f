import { describe, expect, it } from "vitest";
import { spotsLabel } from "./volunteer";

describe("spotsLabel", () => {
  it("uses the singular for one spot, the plural otherwise, and 'Full' at none", () => {
    expect(spotsLabel(1)).toBe("1 spot available");
    expect(spotsLabel(2)).toBe("2 spots available");
    expect(spotsLabel(12)).toBe("12 spots available");
    expect(spotsLabel(0)).toBe("Full");
  });
});
