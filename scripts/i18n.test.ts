import { describe, expect, it } from "vitest";
import { catalogueProblems, inputsOf, pseudoCatalogue, pseudoText, usedKeys } from "./i18n-lib.mjs";

const going = (one: string, other: string) => [
  {
    declarations: ["input count", "local countPlural = count: plural"],
    selectors: ["countPlural"],
    match: { "countPlural=one": one, "countPlural=*": other },
  },
];

function catalogues(byLocale: Record<string, Record<string, Record<string, unknown> | null>>) {
  return new Map(Object.entries(byLocale).map(([locale, verticals]) => [locale, new Map(Object.entries(verticals))]));
}

describe("the catalogue check", () => {
  it("passes catalogues that agree", () => {
    const ok = catalogues({
      en: { events: { events_going: going("{count} going", "{count} going"), events_rsvp: "RSVP to {title}" } },
      de: { events: { events_going: going("{count} kommt", "{count} kommen"), events_rsvp: "Zusage für {title}" } },
    });
    expect(catalogueProblems(ok, "en")).toEqual([]);
  });

  it("names a key missing in a language, one only there, and a vertical's file missing", () => {
    const broken = catalogues({
      en: { events: { events_going: going("{count} going", "{count} going"), events_rsvp: "RSVP" }, shop: { shop_cart: "Cart" } },
      de: { events: { events_going: going("{count} kommt", "{count} kommen"), events_extra: "Extra" }, shop: null },
    });
    expect(catalogueProblems(broken, "en")).toEqual([
      'de/events.json: "events_extra" is not in en/events.json',
      'de/events.json: "events_rsvp" is missing (it is in en/events.json)',
      "de/shop.json: missing (every language has a catalogue for every vertical)",
    ]);
  });

  it("names placeholders that differ from English, an undeclared one in a variant, and a key outside its vertical", () => {
    const broken = catalogues({
      en: { events: { events_rsvp: "RSVP to {title}", events_going: going("{count} going", "{count} going"), shop_cart: "Cart" } },
      de: { events: { events_rsvp: "Zusage für {titel}", events_going: going("{anzahl} kommt", "{count} kommen"), shop_cart: "Korb" } },
    });
    expect(catalogueProblems(broken, "en")).toEqual([
      'en/events.json: "shop_cart" must start with events_',
      'de/events.json: "events_rsvp" has {titel} but en has {title}',
      'de/events.json: "events_going" uses {anzahl}, which it does not declare',
      'de/events.json: "shop_cart" must start with events_',
    ]);
  });

  it("reads a message's inputs from its placeholders or its declarations, an escaped brace not among them", () => {
    expect(inputsOf("Hi {name}, you have {count} \\{tickets}")).toEqual(["count", "name"]);
    expect(inputsOf(going("a", "b"))).toEqual(["count"]);
  });

  it("finds the keys the code calls, and only those", () => {
    const used = usedKeys(["const label = m.events_going({ count });", "<p>{m.site_nav_login()}</p>", "item.m.notakey; m.Upper"]);
    expect([...used].sort()).toEqual(["events_going", "site_nav_login"]);
  });
});

describe("the pseudo-locale", () => {
  it("accents every letter, keeps the placeholders and escapes, and pads to about 140% in brackets", () => {
    const text = pseudoText("RSVP to {title} \\{now}");
    expect(text).toBe("⟦ŔŠṼÞ ţö {title} \\{ñöŵ}··⟧");
    expect(pseudoText("Login").length).toBeGreaterThanOrEqual(Math.round("Login".length * 1.4));
    expect(pseudoText("")).toBe("");
  });

  it("turns each variant of a plural message", () => {
    const out = pseudoCatalogue({ events_going: going("{count} going", "{count} people") }) as Record<
      string,
      { match: Record<string, string> }[]
    >;
    expect(out.events_going[0].match["countPlural=one"]).toMatch(/^⟦\{count\} ĝöîñĝ·*⟧$/);
  });
});
