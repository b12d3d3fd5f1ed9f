import { describe, expect, it } from "vitest";
import { formatPrice, lineTotal } from "./format";

describe("lineTotal", () => {
  it("multiplies in whole cents: no floating-point remainder reaches an email or a page", () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(lineTotal("0.10", 3)).toBe("0.30");
    expect(lineTotal("19.99", 3)).toBe("59.97");
    expect(formatPrice(lineTotal("27.50", 2))).toBe("$55.00");
  });
});
