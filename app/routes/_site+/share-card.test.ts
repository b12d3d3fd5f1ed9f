import { describe, expect, it } from "vitest";
import { homeCard, homeShareImage } from "./__share-card.server";
import { loader } from "./og[.png]";
import { inLocale } from "~/i18n/locale.server";
import { get } from "../../../test/http";

describe("the home page's share card in the page's language", () => {
  it("is drawn in German for a German page, and its URL names the language so a crawler gets that card", async () => {
    const card = inLocale("de", () => homeCard());
    expect(card.subtitle).toBe("Spiele, Public Viewing, Auswärtsfahrten und Merch");
    const image = inLocale("de", () => homeShareImage());
    expect(image.url).toMatch(/\/og\.png\?lang=de&v=[\w-]+$/);
    expect(image.alt).toMatch(/die unabhängige Fangruppe von/);
    expect(inLocale("en", () => homeShareImage()).url).toMatch(/\/og\.png\?v=[\w-]+$/);
    // Asked without a cookie or Accept-Language, the URL's card is the one served (for a year: its version).
    const answer = loader({ request: get(new URL(image.url).pathname + new URL(image.url).search), params: {}, context: {} });
    expect(answer.headers.get("Cache-Control")).toContain("immutable");
  });
});
