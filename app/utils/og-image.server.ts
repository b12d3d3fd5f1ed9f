import { createHash } from "node:crypto";
import type { MetaDescriptor } from "@remix-run/node";
import { Resvg } from "@resvg/resvg-js";
import { BRAND_COLOURS, type Branding } from "./branding";
import { appOrigin } from "./env.server";
import { inLocale, localeSettings, offeredLocale } from "~/i18n/locale.server";
import { getLocale } from "~/i18n/paraglide/runtime.js";

/**
 * The picture a chat app shows for a shared link: a 1200×630 card (the size Open Graph readers crop
 * to) drawn as SVG and turned into a PNG. Every card's URL carries a version made from what it
 * draws, so the image can be cached for a year and an edit still shows at once (a new URL).
 */
const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

/** Change it when the drawing changes, so every card gets a new URL. */
const LAYOUT_VERSION = "1";
/** A crawler burst (one link posted in a busy chat) renders each card once; a card is about 140 KB, so 200 are under 30 MB. */
const CACHE_SIZE = 200;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** An old version's URL gets the current card, kept briefly since it is not the one it named. */
const STALE_SECONDS = 300;
const FONT = "DejaVu Sans, sans-serif";
const MARGIN = 80;

/** A page's picture for shared links: absolute URL; width and height when known (the generated cards). */
export type ShareImage = { url: string; width?: number; height?: number; alt: string };

/**
 * og:image with its size and alt, and Twitter's large-picture card. Built by the loader, so the
 * page's meta only spreads them and none of this reaches the browser's bundle.
 */
export function shareImageTags(image: ShareImage): MetaDescriptor[] {
  return [
    { property: "og:image", content: image.url },
    ...(image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : []),
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/** A team's drawn crest: its initials on a disc of its colour. */
export type Crest = { initials: string; colour: string };

export type Card = {
  /** The main text, wrapped on up to three lines (two with crests). */
  title: string;
  /** Under the title: the date, or a line about the page. */
  subtitle: string;
  /** Home, then away. */
  crests?: readonly [Crest, Crest] | null;
  /** A word in a red box at the top right ("Cancelled"). */
  flag?: string | null;
  branding: Pick<Branding, "groupName">;
};

/** Text as it may stand inside an SVG element or attribute. */
function xmlEscaped(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[char]};`);
}

/**
 * Lines of at most `width` characters, broken between words (a word longer than a line is cut),
 * the last one ending in an ellipsis when the text does not fit in `maxLines`.
 */
function wrapped(text: string, width: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words.flatMap((w) => w.match(new RegExp(`.{1,${width}}`, "gu")) ?? [])) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, width - 1).trimEnd()}…`;
  return kept;
}

/** DejaVu Sans Bold averages about 0.62 em a character over mixed text; the card is 1040 px wide inside its margins. */
const charsPerLine = (fontSize: number) => Math.floor((CARD_WIDTH - 2 * MARGIN) / (fontSize * 0.62));

function crestSvg(crest: Crest, cx: number, cy: number): string {
  const size = crest.initials.length > 2 ? 60 : 72;
  return `<circle cx="${cx}" cy="${cy}" r="92" fill="${xmlEscaped(crest.colour)}" stroke="#ffffff" stroke-width="8"/>
<text x="${cx}" y="${cy}" dy="0.35em" text-anchor="middle" font-size="${size}" font-weight="bold" fill="#ffffff">${xmlEscaped(crest.initials)}</text>`;
}

function textLines(lines: string[], { y, fontSize, weight, fill }: { y: number; fontSize: number; weight: string; fill: string }) {
  return lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${y + i * Math.round(fontSize * 1.2)}" font-size="${fontSize}" font-weight="${weight}" fill="${fill}">${xmlEscaped(line)}</text>`,
    )
    .join("\n");
}

/** The card as SVG; every text in it is escaped. */
function cardSvg(card: Card): string {
  const crests = card.crests ?? null;
  const titleSize = crests ? 52 : 68;
  const titleLines = wrapped(card.title, charsPerLine(titleSize), crests ? 2 : 3);
  const titleTop = crests ? 420 : 250;
  const subtitleTop = titleTop + titleLines.length * Math.round(titleSize * 1.2) + 10;
  const flagWidth = card.flag ? Math.round(card.flag.length * 22 + 48) : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_COLOURS.main}"/><stop offset="1" stop-color="${BRAND_COLOURS.dark}"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
<rect y="${CARD_HEIGHT - 16}" width="${CARD_WIDTH}" height="16" fill="${BRAND_COLOURS.light}"/>
<text x="${MARGIN}" y="${MARGIN + 10}" font-size="36" font-weight="bold" fill="${BRAND_COLOURS.light}">${xmlEscaped(card.branding.groupName)}</text>
${
  card.flag
    ? `<rect x="${CARD_WIDTH - MARGIN - flagWidth}" y="${MARGIN - 32}" width="${flagWidth}" height="56" rx="10" fill="#b91c1c"/>
<text x="${CARD_WIDTH - MARGIN - flagWidth / 2}" y="${MARGIN + 6}" text-anchor="middle" font-size="32" font-weight="bold" fill="#ffffff">${xmlEscaped(card.flag)}</text>`
    : ""
}
${crests ? `${crestSvg(crests[0], 330, 250)}\n<text x="600" y="250" dy="0.35em" text-anchor="middle" font-size="48" font-weight="bold" fill="${BRAND_COLOURS.light}">vs</text>\n${crestSvg(crests[1], 870, 250)}` : ""}
${textLines(titleLines, { y: titleTop, fontSize: titleSize, weight: "bold", fill: "#ffffff" })}
${textLines(wrapped(card.subtitle, charsPerLine(34), 1), { y: subtitleTop, fontSize: 34, weight: "normal", fill: BRAND_COLOURS.light })}
</svg>`;
}

/** What the card draws, hashed: its URL's version and its ETag. */
function cardVersion(card: Card): string {
  const drawn = [LAYOUT_VERSION, card.title, card.subtitle, card.crests ?? null, card.flag ?? null, card.branding.groupName, BRAND_COLOURS];
  return createHash("sha256").update(JSON.stringify(drawn)).digest("base64url").slice(0, 16);
}

/**
 * The share tags' image for a card served at `path` (absolute, versioned). A crawler fetching the
 * image sends no cookie and maybe no Accept-Language, so a card drawn in another language than the
 * group's default names it in its URL (`?lang=de&v=…`), and `cardAnswer` draws it in that one.
 */
export function cardImage(path: string, card: Card, alt: string): ShareImage {
  const locale = getLocale();
  const lang = locale === localeSettings.defaultLocale ? "" : `lang=${locale}&`;
  return { url: `${appOrigin}${path}?${lang}v=${cardVersion(card)}`, width: CARD_WIDTH, height: CARD_HEIGHT, alt };
}

/**
 * A card route's answer: the card built (`build`) in the language its URL names (`?lang=`, see
 * cardImage), else in the group's default, whoever asks: the URL, not the crawler, says which card.
 */
export function cardAnswer(request: Request, build: () => Card): Response {
  const locale = offeredLocale(new URL(request.url).searchParams.get("lang")) ?? localeSettings.defaultLocale;
  return inLocale(locale, () => cardResponse(request, build()));
}

/** Rendered cards by version, the least recently used dropped first. */
const rendered = new Map<string, Uint8Array<ArrayBuffer>>();

function renderedPng(card: Card, version: string): Uint8Array<ArrayBuffer> {
  const cached = rendered.get(version);
  if (cached) {
    rendered.delete(version);
    rendered.set(version, cached);
    return cached;
  }
  // Copied once into a plain array, which a Response body takes as it is.
  const png = new Uint8Array(
    new Resvg(cardSvg(card), { font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } }).render().asPng(),
  );
  rendered.set(version, png);
  if (rendered.size > CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
  return png;
}

/**
 * The card's PNG as a GET answers it: with its version as a strong ETag (304 on a match), cached for
 * a year when the URL names the current version and for five minutes when it names another.
 */
function cardResponse(request: Request, card: Card): Response {
  const version = cardVersion(card);
  const etag = `"${version}"`;
  const current = new URL(request.url).searchParams.get("v") === version;
  const headers = {
    ETag: etag,
    "Cache-Control": current ? `public, max-age=${YEAR_SECONDS}, immutable` : `public, max-age=${STALE_SECONDS}`,
  };
  const asked = request.headers.get("If-None-Match");
  if (asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers });
  const png = renderedPng(card, version);
  return new Response(png, { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.length) } });
}
