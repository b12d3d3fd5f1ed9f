import { describe, expect, it } from "vitest";
import { requestContextStorage } from "../../server/request-context.mjs";
import { inLocale, localeSettingsFromEnv, memberLocale, negotiateLocale } from "./locale.server";
import * as m from "./paraglide/messages/_index.js";

const both = localeSettingsFromEnv({ LOCALES: "en,de" });
const germanFirst = localeSettingsFromEnv({ LOCALES: "en,de", DEFAULT_LOCALE: "de" });

describe("the group's languages", () => {
  it("offers every language with catalogues when LOCALES is unset, the first by default; DEFAULT_LOCALE alone deploys in German", () => {
    expect(localeSettingsFromEnv({})).toEqual({ locales: ["en", "de"], defaultLocale: "en" });
    expect(localeSettingsFromEnv({ DEFAULT_LOCALE: "de" })).toEqual({ locales: ["en", "de"], defaultLocale: "de" });
    expect(localeSettingsFromEnv({ LOCALES: " de " })).toEqual({ locales: ["de"], defaultLocale: "de" });
  });

  it("refuses a language without catalogues and a default the group does not offer, naming what it has", () => {
    expect(() => localeSettingsFromEnv({ LOCALES: "en,pl" })).toThrow('LOCALES lists "pl", but the app has catalogues only for en, de');
    expect(() => localeSettingsFromEnv({ LOCALES: "en", DEFAULT_LOCALE: "de" })).toThrow(
      'DEFAULT_LOCALE is "de", which is not one of the group\'s languages (LOCALES: en)',
    );
  });
});

describe("a page's language", () => {
  it("is the visitor's cookie when the group offers it, whatever the browser asks for", () => {
    expect(negotiateLocale({ cookie: "theme=dark; lang=de", acceptLanguage: "en-GB,en;q=0.9" }, both)).toBe("de");
    expect(negotiateLocale({ cookie: "lang=pl", acceptLanguage: "de" }, both)).toBe("de");
    expect(negotiateLocale({ cookie: "lang=de", acceptLanguage: null }, localeSettingsFromEnv({ LOCALES: "en" }))).toBe("en");
  });

  it("is the best of the group's languages Accept-Language asks for, by weight and by base language", () => {
    expect(negotiateLocale({ acceptLanguage: "de-AT,de;q=0.9,en;q=0.8" }, both)).toBe("de");
    expect(negotiateLocale({ acceptLanguage: "fr-FR,fr;q=0.9,de;q=0.5,en;q=0.7" }, both)).toBe("en");
    expect(negotiateLocale({ acceptLanguage: "de-CH" }, both)).toBe("de");
    expect(negotiateLocale({ acceptLanguage: "en-US,de;q=0.9" }, germanFirst)).toBe("en");
  });

  it("is the group's default when nothing else decides", () => {
    expect(negotiateLocale({ acceptLanguage: "fr,it;q=0.5" }, germanFirst)).toBe("de");
    expect(negotiateLocale({}, germanFirst)).toBe("de");
    expect(negotiateLocale({ acceptLanguage: "*" }, both)).toBe("en");
  });

  it("is what every message on the server speaks during the request, and inLocale wins for a mail", () => {
    const context = { id: "t", startedAt: 0n, headers: { "accept-language": "de-DE,de;q=0.9" } } as const;
    const seen = requestContextStorage().run({ ...context }, () => [
      m.site_nav_login(),
      inLocale("en", () => m.site_nav_login()),
      m.site_nav_cart({ count: 1 }),
      m.site_nav_cart({ count: 2 }),
    ]);
    expect(seen).toEqual(["Anmelden", "Login", "Warenkorb, 1 Artikel", "Warenkorb, 2 Artikel"]);
    expect(m.site_nav_cart({ count: 1 })).toBe("Cart, 1 item");
    expect(m.site_nav_cart({ count: 3 })).toBe("Cart, 3 items");
  });

  it("keeps a member's saved language only while the group offers it", () => {
    expect(memberLocale("de")).toBe("de");
    expect(memberLocale("pl")).toBe("en");
    expect(memberLocale(null)).toBe("en");
  });
});
