import { describe, expect, it } from "vitest";
import { formatPrice, lineTotal } from "./format";

describe("lineTotal", () => {
  it("multiplies in whole cents: no floating-point remainder reaches an email or a page", () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(lineTotal("0.10", 3)).toBe("0.30");
    expect(lineTotal("19.99", 3)).toBe("59.97");
    expect(formatPrice(lineTotal("27.50", 2), "usd")).toBe("$55.00");
  });
});

describe("formatPrice", () => {
  it("shows the deployment's currency with two decimals, from a numeric string or a number", () => {
    expect(formatPrice("25.00", "usd")).toBe("$25.00");
    expect(formatPrice(9.5, "usd")).toBe("$9.50");
    expect(formatPrice("1250", "usd")).toBe("$1,250.00");
    expect(formatPrice("25.00", "eur")).toBe("€25.00");
    expect(formatPrice("25.00", "GBP")).toBe("£25.00");
    expect(formatPrice(null, "usd")).toBe("$0.00");
    expect(formatPrice("not a number", "usd")).toBe("$0.00");
  });
});
