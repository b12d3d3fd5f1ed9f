import type * as ResvgModule from "@resvg/resvg-js";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { events } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createEvent, createProduct } from "../../test/factories";
import { args, asServed, get, ORIGIN, settle } from "../../test/http";
import { teamInitials } from "~/models/teams";
import { loader as eventLoader, meta as eventMeta } from "./_events+/events.$eventId";
import { loader as eventImageLoader } from "./_events+/events.$eventId_.og[.png]";
import { loader as homeLoader, meta as homeMeta } from "./_site+/_index";
import { loader as homeImageLoader } from "./_site+/og[.png]";
import { loader as shopLoader, meta as shopMeta } from "./_shop+/shop._index";
import { loader as shopImageLoader } from "./_shop+/shop.og[.png]";
import { loader as productLoader, meta as productMeta } from "./_shop+/shop.$productId";

// Counts the cards actually drawn, so a test can tell a rendered answer from a cached one.
const renders = vi.hoisted(() => ({ count: 0, svgs: [] as string[] }));
vi.mock("@resvg/resvg-js", async (importOriginal) => {
  const actual = await importOriginal<typeof ResvgModule>();
  class CountingResvg extends actual.Resvg {
    constructor(svg: string | Buffer, options?: ConstructorParameters<typeof actual.Resvg>[1]) {
      super(svg, options);
      renders.count += 1;
      renders.svgs.push(String(svg));
    }
  }
  return { ...actual, Resvg: CountingResvg };
});

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

beforeEach(() => {
  renders.count = 0;
  renders.svgs = [];
});

type Tag = Record<string, string>;
type MetaArgs = { data: unknown; matches: unknown[]; location: object; params: object };
const metaArgs = (data: unknown) => ({ data, matches: [], location: {}, params: {} }) as MetaArgs;
const tagOf = (tags: unknown[], key: string, value: string) => (tags as Tag[]).find((tag) => tag[key] === value);

/** The answer for an image URL, as the app's route for that path gives it. */
async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const { pathname } = new URL(url);
  const request = new Request(url, { headers });
  const event = /^\/events\/([^/]+)\/og\.png$/.exec(pathname);
  if (event) return settle(() => eventImageLoader(args(request, { eventId: event[1] })));
  if (pathname === "/og.png") return settle(() => homeImageLoader(args(request)));
  if (pathname === "/shop/og.png") return settle(() => shopImageLoader(args(request)));
  throw new Error(`no image route for ${url}`);
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Uint8Array) {
  expect(Array.from(bytes.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The share tags: og:image and its size and alt, twitter's large card, all on the app's origin; the image answers 200 image/png. */
async function expectGeneratedCard(tags: unknown[]) {
  const image = tagOf(tags, "property", "og:image")?.content;
  expect(image).toMatch(new RegExp(`^${ORIGIN}/`));
  expect(tagOf(tags, "property", "og:image:width")?.content).toBe("1200");
  expect(tagOf(tags, "property", "og:image:height")?.content).toBe("630");
  expect(tagOf(tags, "property", "og:image:alt")?.content).toBeTruthy();
  expect(tagOf(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  expect(tagOf(tags, "name", "twitter:image")?.content).toBe(image);
  const response = await fetchImage(image!);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/png");
  expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  return image!;
}

describe("share images (og:image)", () => {
  it("an event without an image of its own shares a generated 1200×630 card of its fixture", async () => {
    const id = await createEvent({ title: "Riverside FC vs Bay Area Athletic", isHomeMatch: true, date: new Date("2030-03-09T03:30:00Z") });
    const response = await settle(() => eventLoader(args(get(`/events/${id}`), { eventId: String(id) })));
    const tags = eventMeta(metaArgs(await response.json()) as Parameters<typeof eventMeta>[0]);
    const image = await expectGeneratedCard(tags);
    expect(image).toMatch(new RegExp(`^${ORIGIN}/events/${id}/og\\.png\\?v=[\\w-]+$`));
    expect(tagOf(tags, "property", "og:image:alt")?.content).toContain("Riverside FC vs Bay Area Athletic");
    // Drawn: both crests' initials, the title, and the date in the group's zone (03:30 UTC is the evening before in Los Angeles).
    const svg = renders.svgs.at(-1)!;
    expect(svg).toContain(`>${teamInitials("Riverside FC")}</text>`);
    expect(svg).toContain(">BAA</text>");
    expect(svg).toContain(">Riverside FC vs Bay Area</text>");
    expect(svg).toContain(">Athletic</text>");
    expect(svg).toContain("Mar 8, 2030");
    expect(svg).toContain("The Roadies");
  });

  it("an event's own image stays its share image", async () => {
    const id = await createEvent({ title: "Derby day", imageUrl: "/images/derby.jpg" });
    const response = await settle(() => eventLoader(args(get(`/events/${id}`), { eventId: String(id) })));
    const tags = eventMeta(metaArgs(await response.json()) as Parameters<typeof eventMeta>[0]);
    expect(tagOf(tags, "property", "og:image")?.content).toBe(`${ORIGIN}/images/derby.jpg`);
    expect(tagOf(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(tagOf(tags, "property", "og:image:alt")?.content).toContain("Derby day");
  });

  it("a card is drawn once: a repeat is served from memory, a matching If-None-Match is a 304, and an edit gives a new URL", async () => {
    const id = await createEvent({ title: "Cup night" });
    const url = async () => {
      const response = await settle(() => eventLoader(args(get(`/events/${id}`), { eventId: String(id) })));
      const tags = eventMeta(metaArgs(await response.json()) as Parameters<typeof eventMeta>[0]);
      return tagOf(tags, "property", "og:image")!.content;
    };
    const first = await url();
    const a = await fetchImage(first);
    const b = await fetchImage(first);
    expect(renders.count).toBe(1);
    expect(Buffer.from(await b.arrayBuffer()).equals(Buffer.from(await a.arrayBuffer()))).toBe(true);
    const etag = a.headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(b.headers.get("ETag")).toBe(etag);
    expect(a.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");

    const notModified = await fetchImage(first, { "If-None-Match": etag! });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");

    await test.db.update(events).set({ title: "Cup night (replay)" }).where(eq(events.id, id));
    const second = await url();
    expect(second).not.toBe(first);
    const edited = await fetchImage(second);
    expect(edited.headers.get("ETag")).not.toBe(etag);
    expect(renders.count).toBe(2);
    // The old URL now shows the new card, and is not kept for long.
    const stale = await fetchImage(first);
    expect(stale.headers.get("ETag")).toBe(edited.headers.get("ETag"));
    expect(stale.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(renders.count).toBe(2);
  });

  it("every text drawn is XML-escaped: a title with <, &, quotes renders and reads back as typed", async () => {
    const title = `Fish & Chips <night> "quoted" 'too' vs </text><script>x</script>`;
    const id = await createEvent({ title, type: "community" });
    const response = await fetchImage(`${ORIGIN}/events/${id}/og.png`);
    expect(response.status).toBe(200);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    const svg = renders.svgs.at(-1)!;
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("<night>");
    for (const escaped of ["Fish &amp; Chips &lt;night&gt;", "&quot;quoted&quot; &apos;too&apos;", "&lt;/text&gt;&lt;script&gt;x"]) {
      expect(svg).toContain(escaped);
    }
  });

  it("an unknown event's card is a 404", async () => {
    expect((await fetchImage(`${ORIGIN}/events/999999/og.png`)).status).toBe(404);
    expect((await fetchImage(`${ORIGIN}/events/abc/og.png`)).status).toBe(404);
  });

  it("the home page shares the group's card", async () => {
    const response = await settle(() => homeLoader());
    const tags = homeMeta(metaArgs(await response.json()) as Parameters<typeof homeMeta>[0]);
    const image = await expectGeneratedCard(tags);
    expect(image).toMatch(new RegExp(`^${ORIGIN}/og\\.png\\?v=[\\w-]+$`));
    expect(renders.svgs.at(-1)).toContain("The Roadies");
  });

  it("the shop shares the shop's card, a product page its product's image (the shop's card without one)", async () => {
    const shop = await settle(() => shopLoader(args(get("/shop"))));
    const shopTags = shopMeta(metaArgs(await shop.json()) as Parameters<typeof shopMeta>[0]);
    expect(await expectGeneratedCard(shopTags)).toMatch(new RegExp(`^${ORIGIN}/shop/og\\.png\\?v=[\\w-]+$`));
    expect(renders.svgs.at(-1)).toContain("Shop");

    const scarf = await createProduct({ name: "Scarf", imageUrl: "https://images.example/scarf.jpg", isActive: true });
    const product = await settle(() => productLoader(args(get(`/shop/${scarf}`), { productId: String(scarf) })));
    const productTags = productMeta(metaArgs(await product.json()) as Parameters<typeof productMeta>[0]);
    expect(tagOf(productTags, "property", "og:image")?.content).toBe("https://images.example/scarf.jpg");
    expect(tagOf(productTags, "name", "twitter:card")?.content).toBe("summary_large_image");

    const plain = await createProduct({ name: "Badge", isActive: true });
    const bare = await settle(() => productLoader(args(get(`/shop/${plain}`), { productId: String(plain) })));
    const bareTags = productMeta(metaArgs(await bare.json()) as Parameters<typeof productMeta>[0]);
    expect(await expectGeneratedCard(bareTags)).toMatch(new RegExp(`^${ORIGIN}/shop/og\\.png\\?v=`));
  });
});

describe("an event's share card in German", () => {
  it("a German page's og:image names the language, and that URL draws the German card whoever asks", async () => {
    const id = await createEvent({ title: "Riverside FC vs Bay Area Athletic", isHomeMatch: true, date: new Date("2030-03-09T03:30:00Z") });
    const response = await asServed(get(`/events/${id}`, { headers: { "Accept-Language": "de" } }), (request) =>
      settle(() => eventLoader(args(request, { eventId: String(id) }))),
    );
    const tags = await asServed(get(`/events/${id}`, { headers: { "Accept-Language": "de" } }), async () =>
      eventMeta(metaArgs(await response.json()) as Parameters<typeof eventMeta>[0]),
    );
    const image = tagOf(tags, "property", "og:image")?.content;
    expect(image).toMatch(new RegExp(`^${ORIGIN}/events/${id}/og\\.png\\?lang=de&v=[\\w-]+$`));
    const card = await fetchImage(image!);
    expect(card.status).toBe(200);
    expect(renders.svgs.at(-1)).toContain("März 2030");
  });
});
