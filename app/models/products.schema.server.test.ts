import { describe, expect, it } from "vitest";
import { productSchema } from "./products.schema.server";

describe("productSchema", () => {
  it("converts a typed price, applies the defaults and sanitises the description", () => {
    const parsed = productSchema.parse({ name: " Scarf ", price: "$19.5", description: "<p>Warm</p><script>x()</script>", imageUrl: "" });
    expect(parsed).toEqual({
      name: "Scarf",
      price: "19.50",
      category: "apparel",
      fulfillmentType: "print-on-demand",
      imageUrl: null,
      description: "<p>Warm</p>",
      pickupAt: "home-matches",
      pickupEventIds: [],
    });
    expect(productSchema.parse({ name: "Pin", price: 0, category: "accessories", fulfillmentType: "event-pickup" }).price).toBe("0.00");
  });

  it("refuses a missing name and price, a negative or over-precise price, unknown choices and a non-http image", () => {
    const errors = (input: unknown) => {
      const result = productSchema.safeParse(input);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    };
    expect(errors({})).toMatchObject({ name: "Name is required", price: "Price is required" });
    expect(errors({ name: "x", price: "-1" }).price).toBe("The price cannot be negative");
    expect(errors({ name: "x", price: "1.234" }).price).toBe("Enter a price with at most two decimals, like 45.50");
    expect(errors({ name: "x", price: "abc" }).price).toBe("Enter a price like 45.00");
    expect(errors({ name: "x", price: "1", category: "hats" }).category).toBe("Choose apparel, accessories or stickers");
    expect(errors({ name: "x", price: "1", fulfillmentType: "drone" }).fulfillmentType).toBe("Choose print-on-demand or event-pickup");
    expect(errors({ name: "x", price: "1", imageUrl: "javascript:alert(1)" }).imageUrl).toBe(
      "Enter a web address starting with http:// or https://",
    );
  });
});
