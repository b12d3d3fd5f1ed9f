import { describe, expect, it } from "vitest";
import { formatBytes, formatPrice, lineTotal } from "./format";

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

describe("formatBytes", () => {
  it("says a file's size in bytes, KB, MB or GB", () => {
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(912)).toBe("912 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(4_718_592)).toBe("4.5 MB");
    expect(formatBytes(250 * 1024 * 1024)).toBe("250 MB");
    expect(formatBytes(3 * 1024 ** 3)).toBe("3.0 GB");
  });
});
