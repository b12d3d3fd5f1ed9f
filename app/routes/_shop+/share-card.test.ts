import { describe, expect, it } from "vitest";
import { shopCard, shopShareImage } from "./__share-card.server";
import { loader } from "./shop.og[.png]";
import { inLocale } from "~/i18n/locale.server";
import { get } from "../../../test/http";

describe("the shop's share card in the page's language", () => {
  it("is drawn in German for a German page, and its URL names the language so a crawler gets that card", async () => {
    expect(inLocale("de", () => shopCard()).subtitle).toBe("Offizielle Fanartikel des Fanclubs");
    expect(inLocale("en", () => shopCard()).subtitle).toBe("Official merchandise of the supporters group");
    const image = inLocale("de", () => shopShareImage());
    expect(image.url).toMatch(/\/shop\/og\.png\?lang=de&v=[\w-]+$/);
    expect(inLocale("en", () => shopShareImage()).url).toMatch(/\/shop\/og\.png\?v=[\w-]+$/);
    // Asked without a cookie or Accept-Language, the URL's card is the one served (for a year: its version).
    const answer = loader({ request: get(new URL(image.url).pathname + new URL(image.url).search), params: {}, context: {} });
    expect(answer.headers.get("Cache-Control")).toContain("immutable");
    // The English card's URL is not the German one's, and served without ?lang it is current too.
    const english = inLocale("en", () => shopShareImage());
    expect(english.url).not.toBe(image.url);
    const englishAnswer = loader({ request: get(new URL(english.url).pathname + new URL(english.url).search), params: {}, context: {} });
    expect(englishAnswer.headers.get("Cache-Control")).toContain("immutable");
  });
});
