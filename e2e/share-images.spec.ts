import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn } from "./support/auth";

/** The page's share tags as a chat app's crawler reads them from the HTML (null where a tag is missing). */
async function shareTags(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute("content") ?? null;
    return {
      image: content('property="og:image"'),
      width: content('property="og:image:width"'),
      height: content('property="og:image:height"'),
      alt: content('property="og:image:alt"'),
      card: content('name="twitter:card"'),
    };
  });
}

/** The image answers as a 1200×630 PNG kept for a year, and a repeat with its ETag is a 304. */
async function expectCard(page: Page, image: string) {
  const response = await page.request.get(image);
  expect(response.status(), image).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const png = await response.body();
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const repeat = await page.request.get(image, { headers: { "If-None-Match": response.headers()["etag"] } });
  expect(repeat.status()).toBe(304);
}

test("home, shop and an event page share a generated 1200×630 picture at an absolute URL of the app", async ({ page }, testInfo) => {
  const admin = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(admin, adminEmail(testInfo));
  const created = await admin.post("/api/events", {
    data: {
      title: `Riverside FC vs Card Rovers ${testInfo.project.name} ${Date.now()}`,
      date: new Date(Date.now() + 40 * 24 * 3_600_000).toISOString(),
      location: "Riverside Stadium",
      type: "match",
      isHomeMatch: true,
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: number; title: string };
  try {
    for (const [path, image] of [
      ["/", new RegExp(`^${APP_URL}/og\\.png\\?v=[\\w-]+$`)],
      ["/shop", new RegExp(`^${APP_URL}/shop/og\\.png\\?v=[\\w-]+$`)],
      [`/events/${event.id}`, new RegExp(`^${APP_URL}/events/${event.id}/og\\.png\\?v=[\\w-]+$`)],
    ] as const) {
      await page.goto(path);
      const tags = await shareTags(page);
      expect(tags.image, path).toMatch(image);
      expect(tags).toMatchObject({ width: "1200", height: "630", card: "summary_large_image" });
      expect(tags.alt).toBeTruthy();
      await expectCard(page, tags.image!);
    }
    expect((await shareTags(page)).alt).toContain(event.title);
  } finally {
    expect((await admin.delete(`/api/events/${event.id}`)).status()).toBe(204);
    await admin.dispose();
  }
});
