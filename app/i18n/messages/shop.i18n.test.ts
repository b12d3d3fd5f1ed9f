import { describe, expect, it } from "vitest";
import { asServed, get } from "../../../test/http";
import { messageFor } from "~/i18n/message-map";
import { checkoutMessages } from "~/i18n/messages/shop";
import { providerSubmitMessages } from "~/i18n/messages/orders";
import { readCheckoutForm } from "~/models/checkout.schema.server";
import { fulfillmentLabel } from "~/models/products";
// Installs the server's choice of language (Accept-Language, the lang cookie) for each request.
import "~/i18n/locale.server";

const inGerman = <T>(run: () => T) => asServed(get("/shop", { headers: { "Accept-Language": "de" } }), () => run());
const inEnglish = <T>(run: () => T) => asServed(get("/shop", { headers: { "Accept-Language": "en" } }), () => run());

describe("the shop's words in English and German", () => {
  it("writes the checkout's refusals in the request's language, with a plural for the unavailable items", async () => {
    const one = { ok: false as const, reason: "unavailable" as const, names: ["Scarf"] };
    const two = { ok: false as const, reason: "unavailable" as const, names: ["Scarf", "Cap"] };
    expect(await inEnglish(() => messageFor(checkoutMessages, one))).toBe(
      "Scarf is no longer available. Remove it from your cart to check out.",
    );
    expect(await inEnglish(() => messageFor(checkoutMessages, two))).toBe(
      "Scarf, Cap are no longer available. Remove them from your cart to check out.",
    );
    expect(await inGerman(() => messageFor(checkoutMessages, two))).toBe(
      "Scarf, Cap sind nicht mehr erhältlich. Entfern sie aus deinem Warenkorb, um zu bestellen.",
    );
    expect(await inGerman(() => messageFor(checkoutMessages, { ok: false, reason: "empty" }))).toBe("Dein Warenkorb ist leer.");
  });

  it("writes the Printify refusals in both languages and passes Printify's own words on", async () => {
    expect(await inEnglish(() => messageFor(providerSubmitMessages, { ok: false, reason: "cancelled" } as never))).toBe(
      "The order is cancelled.",
    );
    expect(await inGerman(() => messageFor(providerSubmitMessages, { ok: false, reason: "cancelled" } as never))).toBe(
      "Die Bestellung ist storniert.",
    );
    expect(
      await inGerman(() => messageFor(providerSubmitMessages, { ok: false, reason: "provider-error", message: "Bad SKU" } as never)),
    ).toBe("Bad SKU");
  });

  it("checks the checkout form with the messages of the request's language (a schema built once)", async () => {
    const need = { needsShipping: true, needsPickup: true };
    const english = await inEnglish(() => readCheckoutForm({ email: "x", phone: "abc" }, need));
    expect(!english.ok && english.errors).toMatchObject({
      name: "Name is required",
      email: "Enter a valid email address",
      firstName: "First name is required",
      country: "Choose a country",
      phone: "Enter a phone number with digits, spaces and + ( ) - only",
      pickupEventId: "Choose the event where you will pick up your order",
    });
    const german = await inGerman(() => readCheckoutForm({ email: "x", phone: "abc" }, need));
    expect(!german.ok && german.errors).toMatchObject({
      name: "Name fehlt",
      email: "Gib eine gültige E-Mail-Adresse ein",
      firstName: "Vorname fehlt",
      country: "Wähl ein Land",
      pickupEventId: "Wähl den Termin, bei dem du deine Bestellung abholst",
    });
  });

  it("names the fulfilment in the page's language", async () => {
    expect(await inEnglish(() => fulfillmentLabel("event-pickup"))).toBe("Event Pickup");
    expect(await inGerman(() => fulfillmentLabel("event-pickup"))).toBe("Abholung beim Termin");
  });
});
