import { describe, expect, it } from "vitest";
import { demoPrintifyProducts } from "../../scripts/printify-demo-catalogue";
import { hiddenPrintifyProduct } from "../../test/mocks/printify";
import { categoryFromTags, centsToMoney, mapPrintifyProduct, parseCents } from "./catalog-mapping.server";

const [tee, , beanie, stickers] = demoPrintifyProducts("https://images-api.printify.com/mockup");

describe("mapPrintifyProduct: a Printify product to our shop's rows", () => {
  it("maps a tee: name, price of the first enabled variant, first tag as category, sizes, default image first", () => {
    const mapped = mapPrintifyProduct(tee);
    expect(mapped.product).toMatchObject({
      name: "Roadies Crest Tee",
      price: "25.00",
      category: "apparel",
      fulfillmentType: "print-on-demand",
      provider: "printify",
      providerProductId: "65a1f0c2e4b7d93a1c2e4f60",
      imageUrl: "https://images-api.printify.com/mockup/crest-tee-front.svg",
      isActive: true,
    });
    // The disabled 3XL is not sold; sizes come from the option of type 'size', not the colour.
    expect(mapped.variants.map((v) => [v.providerVariantId, v.size, v.price])).toEqual([
      ["12100", "S", "25.00"],
      ["12101", "M", "25.00"],
      ["12102", "L", "25.00"],
      ["12103", "XL", "25.00"],
      ["12104", "XXL", "27.00"],
    ]);
    expect(mapped.images.map((i) => i.src.split("/").pop())).toEqual(["crest-tee-front.svg", "crest-tee-back.svg", "crest-tee-detail.svg"]);
    expect(mapped.images.map((i) => i.position)).toEqual([0, 1, 2]);
  });

  it("a product without a size option has variants without a size", () => {
    const mapped = mapPrintifyProduct(beanie);
    expect(mapped.product.category).toBe("accessories");
    expect(mapped.variants).toEqual([
      { providerVariantId: "33010", title: "Navy", size: null, price: "22.00", isEnabled: true, position: 0 },
    ]);
  });

  it("finds the size option by name when Printify leaves its type out, and accepts prices as strings", () => {
    const mapped = mapPrintifyProduct({
      ...stickers,
      options: stickers.options.map((o) => ({ ...o, type: "" })),
      variants: stickers.variants.map((v) => ({ ...v, price: String(v.price) })),
    });
    expect(mapped.product.price).toBe("4.00");
    expect(mapped.variants.map((v) => v.size)).toEqual(['3" × 3"', '4" × 4"']);
  });

  it("keeps a hidden product out of the shop and strips scripts and event handlers from the description", () => {
    const mapped = mapPrintifyProduct(hiddenPrintifyProduct());
    expect(mapped.product.isActive).toBe(false);
    expect(mapped.product.description).toBe("<p>Not for sale yet.</p>");
  });

  it("the default image comes first whatever Printify's order; duplicates are dropped", () => {
    const mapped = mapPrintifyProduct({
      ...tee,
      images: [
        { src: "https://x.test/back.png", variant_ids: [], position: "back", is_default: false },
        { src: "https://x.test/front.png", variant_ids: [], position: "front", is_default: true },
        { src: "https://x.test/back.png", variant_ids: [], position: "back", is_default: false },
      ],
    });
    expect(mapped.images.map((i) => i.src)).toEqual(["https://x.test/front.png", "https://x.test/back.png"]);
    expect(mapped.product.imageUrl).toBe("https://x.test/front.png");
  });

  it("a product with nothing enabled is not shown and has no price to charge", () => {
    const mapped = mapPrintifyProduct({ ...tee, variants: tee.variants.map((v) => ({ ...v, is_enabled: false })) });
    expect(mapped.variants).toEqual([]);
    expect(mapped.product).toMatchObject({ isActive: false, price: "0.00" });
  });

  it("an out-of-stock variant stays listed but switched off", () => {
    const mapped = mapPrintifyProduct({ ...tee, variants: tee.variants.map((v) => (v.id === 12100 ? { ...v, is_available: false } : v)) });
    expect(mapped.variants[0]).toMatchObject({ size: "S", isEnabled: false });
  });
});

describe("money and categories", () => {
  it("cents to a 2-decimal string", () => {
    expect(centsToMoney(2500)).toBe("25.00");
    expect(centsToMoney(5)).toBe("0.05");
    expect(centsToMoney(123456)).toBe("1234.56");
    expect(parseCents("2500")).toBe(2500);
    expect(parseCents(24.5)).toBeNull();
    expect(parseCents("-1")).toBeNull();
    expect(parseCents("12.00")).toBeNull();
  });

  it("category is the first tag lower-cased, apparel when there is none", () => {
    expect(categoryFromTags(["Stickers", "Paper"])).toBe("stickers");
    expect(categoryFromTags([])).toBe("apparel");
    expect(categoryFromTags(undefined)).toBe("apparel");
    expect(categoryFromTags(["  ", "Home & Living"])).toBe("home & living");
    expect(categoryFromTags(["x".repeat(80)])).toHaveLength(50);
  });
});
