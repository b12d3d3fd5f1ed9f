import { describe, expect, it } from "vitest";
import { inLocale } from "~/i18n/locale.server";
import { messageFor } from "~/i18n/message-map";
import { listingMessageMessages, listingMessages } from "~/i18n/messages/tickets";
import { listingPriceText } from "~/models/tickets";
import { ticketListingSchema } from "~/models/tickets.schema.server";

describe("the ticket exchange's messages in English and German", () => {
  it("every map entry is a function", () => {
    for (const map of [listingMessages, listingMessageMessages]) {
      for (const entry of Object.values(map)) expect(typeof entry).toBe("function");
    }
  });

  it("words the listings limit and a refused message in each language", () => {
    const limit = { ok: false, reason: "listing-limit", maxActive: 10 } as const;
    expect(inLocale("en", () => messageFor(listingMessages, limit))).toBe(
      "You can have at most 10 open listings. Mark one sold or withdraw it first.",
    );
    expect(inLocale("de", () => messageFor(listingMessages, limit))).toBe(
      "Du kannst höchstens 10 offene Angebote haben. Markier erst eins als verkauft oder zieh es zurück.",
    );
    const own = { ok: false, reason: "own-listing" } as const;
    expect(inLocale("en", () => messageFor(listingMessageMessages, own))).toBe("This is your own listing.");
    expect(inLocale("de", () => messageFor(listingMessageMessages, own))).toBe("Das ist dein eigenes Angebot.");
  });

  it("writes the price line in the page's language", () => {
    expect(inLocale("en", () => listingPriceText({ listingType: "trade", price: null }, "EUR"))).toBe("Trade Only");
    expect(inLocale("de", () => listingPriceText({ listingType: "trade", price: null }, "EUR"))).toBe("Nur Tausch");
    expect(inLocale("de", () => listingPriceText({ listingType: "free", price: null }, "EUR"))).toBe("GRATIS");
    expect(inLocale("de", () => listingPriceText({ listingType: "sale", price: "45.00" }, "EUR"))).toMatch(/^45,00\s€ pro Stück$/);
  });

  it("one schema answers each request in its language", () => {
    const schema = ticketListingSchema("Europe/Berlin");
    const errors = () => {
      const parsed = schema.safeParse({ section: "", seats: "", listingType: "auction", price: "abc" });
      if (parsed.success) throw new Error("expected errors");
      return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    };
    expect(inLocale("en", errors)).toMatchObject({
      section: "Section is required",
      seats: "Seats is required",
      listingType: "Choose sale, trade or free",
    });
    expect(inLocale("de", errors)).toMatchObject({
      section: "Block fehlt",
      seats: "Plätze fehlen",
      listingType: "Wähle Verkauf, Tausch oder gratis",
      matchTitle: "Spiel fehlt",
      matchDate: "Spieldatum fehlt",
    });
  });
});
