import { describe, expect, it } from "vitest";
import { brandingFromEnv } from "./branding.server";
import { DEFAULT_BRANDING } from "./branding";
import { currencySymbol, formatPrice } from "./format";

describe("brandingFromEnv: SHOP_CURRENCY", () => {
  it("defaults to usd and keeps a currency lower case, as Stripe wants it", () => {
    expect(brandingFromEnv({}).currency).toBe("usd");
    expect(brandingFromEnv({ SHOP_CURRENCY: "" }).currency).toBe(DEFAULT_BRANDING.currency);
    expect(brandingFromEnv({ SHOP_CURRENCY: "EUR" }).currency).toBe("eur");
    expect(brandingFromEnv({ SHOP_CURRENCY: " gbp " }).currency).toBe("gbp");
  });

  it("refuses at start-up a currency without two decimals (charged in cents, jpy would be 100 times over) or an unknown code", () => {
    expect(() => brandingFromEnv({ SHOP_CURRENCY: "jpy" })).toThrow("SHOP_CURRENCY must be a currency with two decimals");
    expect(() => brandingFromEnv({ SHOP_CURRENCY: "kwd" })).toThrow("SHOP_CURRENCY must be a currency with two decimals");
    expect(() => brandingFromEnv({ SHOP_CURRENCY: "xyz" })).toThrow("SHOP_CURRENCY is not a currency this server knows");
    expect(() => brandingFromEnv({ SHOP_CURRENCY: "euro" })).toThrow("SHOP_CURRENCY is a three-letter ISO code such as usd");
  });

  it("a group in euros sees euros: prices and the price fields' labels", () => {
    const { currency } = brandingFromEnv({ SHOP_CURRENCY: "eur" });
    expect(formatPrice("1250.5", currency)).toBe("€1,250.50");
    expect(currencySymbol(currency)).toBe("€");
    expect(currencySymbol("usd")).toBe("$");
  });
});
