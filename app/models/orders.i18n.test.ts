import { describe, expect, it } from "vitest";
import * as z from "zod";
import { inLocale } from "~/i18n/locale.server";
import { orderStatusWord } from "~/i18n/messages/shop";
import { readAdminOrderForm, readCartLineForm } from "./orders.schema.server";
import { categoryLabel } from "./products";
import { productSchema } from "./products.schema.server";

describe("the shop's order and product words in English and German", () => {
  it("names a status inside a sentence, and a category, in either language", () => {
    expect(inLocale("en", () => orderStatusWord("processing"))).toBe("processing");
    expect(inLocale("de", () => orderStatusWord("processing"))).toBe("in Bearbeitung");
    expect(inLocale("de", () => orderStatusWord(null))).toBe("offen");
    expect(inLocale("de", () => orderStatusWord("lost"))).toBe("lost");
    expect(inLocale("en", () => categoryLabel("accessories"))).toBe("Accessories");
    expect(inLocale("de", () => categoryLabel("apparel"))).toBe("Kleidung");
    expect(inLocale("de", () => categoryLabel("hats"))).toBe("Hats");
  });

  it("gives the cart's and the order form's refusals in the language asked for, whenever the schema was built", () => {
    const english = inLocale("en", () => readCartLineForm({ intent: "update", lineId: "1", quantity: "99" }));
    const german = inLocale("de", () => readCartLineForm({ intent: "update", lineId: "1", quantity: "99" }));
    expect(english).toMatchObject({ ok: false, message: "Enter a quantity from 1 to 20" });
    expect(german).toMatchObject({ ok: false, message: "Gib eine Menge von 1 bis 20 ein" });
    expect(inLocale("de", () => readCartLineForm({ intent: "remove", lineId: "x" }))).toMatchObject({
      message: "Dieser Artikel ist nicht in deinem Warenkorb.",
    });
    const shipping = inLocale("de", () => readAdminOrderForm({ intent: "status", status: "shipped", carrier: "x".repeat(51) }));
    expect(shipping).toMatchObject({ ok: false, errors: { carrier: ["Versanddienst darf höchstens 50 Zeichen lang sein"] } });
  });

  it("checks a product in German: required name, a category, the events to collect at", () => {
    // Zod words an issue when its error is first read, so it is read in the language too (as a request does).
    const errors = inLocale("de", () => {
      const parsed = productSchema.safeParse({
        name: "",
        price: 10,
        category: "apparel",
        fulfillmentType: "event-pickup",
        pickupAt: "chosen-events",
      });
      return parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
    });
    expect(errors).toMatchObject({
      name: ["Name fehlt"],
      pickupEventIds: ["Kreuze mindestens einen Termin an oder wähle „Jedes Heimspiel“"],
    });
  });
});
