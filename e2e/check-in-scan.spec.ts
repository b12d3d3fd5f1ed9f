import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  chromium,
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import QRCode from "qrcode";
import { APP_URL, CHROMIUM_PATH } from "../playwright.config";
import { CHROMIUM_FLAGS } from "../scripts/chromium-flags.mjs";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { stillOffline } from "./support/offline";

/**
 * The door's camera, with Chromium's fake camera: a door phone scans a member's real card QR and
 * sees 'Checked in', the event's name and live count staying on the camera's screen; the same card
 * still in view is read again and again, and keeps 'Checked in' without being sent again; a second
 * phone scanning it gets 'Already checked in'; an expired member's card says so. With no signal, three members'
 * cards are judged and queued on the phone, the page says they wait, and back online exactly three
 * rows arrive. axe checks the camera's screen with a verdict, and offline. The camera needs JavaScript: without it the door's search does the same
 * (check-in.spec.ts).
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the camera needs JavaScript; the search without it is check-in.spec.ts");
// Each test signs several members in, records their payments and scans: more than the default 30 s.
test.setTimeout(120_000);

const FRAME = { width: 640, height: 480 };

/** A card's QR as a square of dark (true) and light modules, as printed on the card (error correction M). */
function modulesOf(text: string): { size: number; dark: boolean[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, dark: Array.from(modules.data, (bit) => bit === 1) };
}

/**
 * A .y4m video (4:2:0, grayscale) showing the QR code on white, 8 px a module with a 4-module
 * quiet zone, centred: Chromium's fake camera plays it in a loop.
 */
function y4mOf(text: string, file: string): string {
  const { size, dark } = modulesOf(text);
  const quiet = 4;
  const scale = Math.min(8, Math.floor(FRAME.height / (size + 2 * quiet)));
  const side = (size + 2 * quiet) * scale;
  const left = Math.floor((FRAME.width - side) / 2) + quiet * scale;
  const top = Math.floor((FRAME.height - side) / 2) + quiet * scale;
  const luma = Buffer.alloc(FRAME.width * FRAME.height, 235);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!dark[row * size + col]) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(
          16,
          (top + row * scale + y) * FRAME.width + left + col * scale,
          (top + row * scale + y) * FRAME.width + left + (col + 1) * scale,
        );
    }
  }
  const chroma = Buffer.alloc((FRAME.width / 2) * (FRAME.height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${FRAME.width} H${FRAME.height} F30:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame, frame, frame, frame]));
  return file;
}

/** Letters only, different on every run: a member's last name. */
function uniqueName(): string {
  return `Scan${`${Date.now()}${Math.floor(Math.random() * 1e4)}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;
}

type Card = { name: string; verifyUrl: string; email: string; member: APIRequestContext };

/**
 * A member with a paid-up card: they sign in, the admin (signed in on `admin`) records their
 * payment at the stand, and their card page gives the verify link its QR code carries.
 */
async function paidMember(admin: Page, testInfo: TestInfo, firstName: string): Promise<Card> {
  const email = uniqueEmail(testInfo, `scan-${firstName.toLowerCase()}`);
  const lastName = uniqueName();
  const member = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(member, email, { firstName, lastName });
  await admin.goto(`/admin/members?q=${encodeURIComponent(email)}`);
  await admin.goto((await admin.getByRole("link", { name: `Open ${email}` }).getAttribute("href"))!);
  await admin.getByRole("button", { name: "Record payment" }).click();
  await expect(admin.getByTestId("member-status")).toHaveText("Active Member");
  const card = await (await member.get("/profile/card")).text();
  const verifyUrl = /href="(http:\/\/localhost:\d+\/verify\/v2\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43})"/.exec(card)?.[1];
  expect(verifyUrl, "the card page shows the verify link").toBeTruthy();
  return { name: `${firstName} ${lastName}`, verifyUrl: verifyUrl!, email, member };
}

/**
 * This phone's camera is a canvas the test paints a card on (window.__doorCard, set with
 * showCard), handed to the page by getUserMedia: one phone can see several cards in turn, which a
 * fake camera's fixed file cannot show. The page's own reading of the frames (its QR decoder) runs.
 */
async function canvasCamera(context: BrowserContext) {
  await context.addInitScript(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 480;
    const paint = () => {
      const g = canvas.getContext("2d")!;
      g.fillStyle = "#fff";
      g.fillRect(0, 0, canvas.width, canvas.height);
      const card = (window as unknown as { __doorCard?: { size: number; dark: boolean[] } }).__doorCard;
      if (!card) return;
      const scale = Math.min(8, Math.floor(canvas.height / (card.size + 8)));
      const left = Math.floor((canvas.width - card.size * scale) / 2);
      const top = Math.floor((canvas.height - card.size * scale) / 2);
      g.fillStyle = "#000";
      card.dark.forEach((dark, i) => {
        if (dark) g.fillRect(left + (i % card.size) * scale, top + Math.floor(i / card.size) * scale, scale, scale);
      });
    };
    navigator.mediaDevices.getUserMedia = async () => {
      paint();
      window.setInterval(paint, 50);
      return canvas.captureStream(20);
    };
  });
}

async function showCard(page: Page, card: Card) {
  await page.evaluate((shown) => {
    (window as unknown as { __doorCard?: unknown }).__doorCard = shown;
  }, modulesOf(card.verifyUrl));
}

async function checkedInCount(page: Page, eventId: number): Promise<number> {
  return ((await (await page.request.get(`/api/events/${eventId}/check-ins`)).json()) as { checkedIn: number }).checkedIn;
}

async function createEvent(admin: Page, title: string, { homeMatch = false } = {}): Promise<number> {
  const kind = homeMatch ? { type: "match", isHomeMatch: true } : { type: "community" };
  const created = await admin.request.post("/api/events", {
    // Far ahead, so it takes none of the home page's soonest places other specs count on; deleted at the end.
    data: { title, date: new Date(Date.now() + 61 * 86_400_000).toISOString(), location: "Riverside Stadium", ...kind },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** axe (WCAG 2.2 AA, as e2e/a11y.spec.ts) on the page as it is, at a phone's width and a laptop's. */
async function expectNoAxeViolations(page: Page, label: string) {
  const found: string[] = [];
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    for (const violation of results.violations)
      for (const node of violation.nodes) found.push(`${violation.id} [${width}px]: ${node.target.join(" ")}`);
  }
  if (size) await page.setViewportSize(size);
  expect(found, label).toEqual([]);
}

function tmpDir(testInfo: TestInfo): string {
  const dir = testInfo.outputPath("camera");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A door phone: its own Chromium whose camera plays `video`, the camera allowed, and the admin's
 * session (their sign-in is not repeated: sign-in codes per address are limited).
 */
async function doorPhone(video: string, storageState: Awaited<ReturnType<BrowserContext["storageState"]>>) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await browser.newContext({ baseURL: APP_URL, permissions: ["camera"], storageState });
  // The page's own check-in posts, counted as it makes them (window.__checkInPosts).
  await context.addInitScript(() => {
    const counted = window as unknown as { __checkInPosts: number };
    counted.__checkInPosts = 0;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.method === "POST" && /\/check-ins$/.test(String(input))) counted.__checkInPosts += 1;
      return send(input, init);
    };
  });
  return { browser, page: await context.newPage() };
}

test("a door phone scans a member's card: 'Checked in' with the event's name and count in sight, the same card read again keeps it and is sent once, a second phone gets 'Already checked in', at the merch table their pickup order; an expired card says so", async ({
  browser,
}, testInfo) => {
  const dir = tmpDir(testInfo);
  // The admin signs in once, sets the members up here, and the door phones reuse the session.
  const setup = await browser.newContext({ baseURL: APP_URL });
  const setupPage = await setup.newPage();
  await signIn(setupPage, adminEmail(testInfo));
  const pat = await paidMember(setupPage, testInfo, "Pat");
  const olga = await paidMember(setupPage, testInfo, "Olga");
  // Olga's year ran out: the admin sets her membership to expired (her printed card still scans).
  await setupPage.goto(`/admin/members?q=${encodeURIComponent(olga.email)}`);
  await setupPage.goto((await setupPage.getByRole("link", { name: `Open ${olga.email}` }).getAttribute("href"))!);
  const edit = setupPage.getByRole("region", { name: "Edit membership" });
  await edit.getByLabel("Status").selectOption("expired");
  await edit.getByLabel("Reason").fill("Did not renew");
  await setupPage.getByRole("button", { name: "Save membership" }).click();
  await expect(setupPage.getByTestId("member-status")).not.toHaveText("Active Member");
  const title = `Scan night ${uniqueName()}`;
  // A home match: the pin Pat orders below is collected at every home match (products.pickup_at).
  const eventId = await createEvent(setupPage, title, { homeMatch: true });

  const session = await setup.storageState();
  const patVideo = y4mOf(pat.verifyUrl, join(dir, "pat.y4m"));
  const phone = await doorPhone(patVideo, session);
  try {
    const { page } = phone;
    // Reached from the event page by its link (a client-side navigation: the camera is allowed on every page of ours).
    await page.goto(`/events/${eventId}`);
    await page.getByRole("link", { name: "Check-in at the door" }).click();
    await expect(page.getByRole("heading", { name: "Check-in at the door" })).toBeVisible();
    const count = page.getByTestId("check-in-count");
    await expect(count).toHaveText("Checked in 0 / RSVP'd 0 / capacity unlimited");
    await page.getByRole("button", { name: "Scan a card" }).click();
    // The camera's screen keeps the event's name and the live count in sight.
    const scanner = page.getByTestId("check-in-scanner");
    await expect(scanner.getByText(title, { exact: true })).toBeVisible();
    const cameraCount = scanner.getByTestId("check-in-count-camera");
    await expect(cameraCount).toBeVisible();
    const verdict = page.getByTestId("check-in-verdict");
    await expect(verdict).toHaveAttribute("data-verdict", "checked-in");
    await expect(verdict).toContainText("Checked in");
    await expect(verdict.getByTestId("verdict-name")).toHaveText(pat.name);
    await expect(verdict.getByTestId("verdict-member-id")).toHaveText(/^#[0-9A-F-]{8}$/);
    await expect(cameraCount).toHaveText("Checked in 1 / RSVP'd 0 / capacity unlimited");
    await expect(count).toHaveText("Checked in 1 / RSVP'd 0 / capacity unlimited");
    await expectNoAxeViolations(page, "the camera's screen with a verdict");
    // The card stays in front of the camera and is read again (every few seconds): the first
    // verdict stays on screen, and nothing is sent again.
    await expect(page.getByTestId("check-in-reads")).toHaveAttribute("data-reads", /^([2-9]|\d{2,})$/, { timeout: 15_000 });
    await expect(verdict).toHaveAttribute("data-verdict", "checked-in");
    await expect(verdict.getByTestId("verdict-name")).toHaveText(pat.name);
    expect(await page.evaluate(() => (window as unknown as { __checkInPosts: number }).__checkInPosts), "the card was sent once").toBe(1);
    await page.getByRole("button", { name: "Stop scanning" }).click();
    await expect(page.getByRole("button", { name: "Scan a card" })).toBeVisible();
    expect(await (await page.request.get(`/api/events/${eventId}/check-ins`)).json()).toMatchObject({ checkedIn: 1 });

    // The same card at the merch table: Pat ordered a pin to collect at this event, and the scan finds it.
    const shopperContext = await browser.newContext({ baseURL: APP_URL });
    const shopper = await shopperContext.newPage();
    await signIn(shopper, pat.email);
    await shopper.goto("/shop");
    await shopper.getByRole("link", { name: "Enamel Crest Pin" }).first().click();
    await shopper.getByRole("button", { name: "Add to Cart" }).click();
    await expect(shopper.getByText("Added to cart!").first()).toBeVisible();
    const placed = await shopper.request.post("/shop/checkout", {
      form: { name: pat.name, email: pat.email, pickupEventId: String(eventId) },
      maxRedirects: 0,
    });
    expect(placed.status(), "the checkout's redirect to the completed order").toBeGreaterThanOrEqual(302);
    expect(placed.status()).toBeLessThan(400);
    await shopperContext.close();
    await page.goto(`/events/${eventId}/pickup`);
    await page.getByRole("button", { name: "Scan a card" }).click();
    // The card read is posted: the URL holds the member's Member ID, never the card's token.
    await expect(page).toHaveURL(/\/pickup\?q=%23[0-9A-Z-]{8}$/);
    expect(page.url()).not.toContain(pat.verifyUrl.split("/verify/")[1]);
    const person = page.getByTestId("pickup-person");
    await expect(person).toHaveCount(1);
    await expect(person).toContainText(pat.name);
    await expect(person.getByTestId("pickup-order")).toContainText("1 × Enamel Crest Pin");
  } finally {
    await phone.browser.close();
  }

  // A second phone scanning the same card: the server says Pat is in already.
  const second = await doorPhone(patVideo, session);
  try {
    const { page } = second;
    await page.goto(`/events/${eventId}/check-in`);
    await page.getByRole("button", { name: "Scan a card" }).click();
    const verdict = page.getByTestId("check-in-verdict");
    await expect(verdict).toHaveAttribute("data-verdict", "already-checked-in");
    await expect(verdict).toContainText(/Already checked in at \d{2}:\d{2}/);
    await expect(verdict.getByTestId("verdict-name")).toHaveText(pat.name);
  } finally {
    await second.browser.close();
  }

  const expired = await doorPhone(y4mOf(olga.verifyUrl, join(dir, "olga.y4m")), session);
  try {
    const { page } = expired;
    await page.goto(`/events/${eventId}/check-in`);
    await page.getByRole("button", { name: "Scan a card" }).click();
    const verdict = page.getByTestId("check-in-verdict");
    await expect(verdict).toHaveAttribute("data-verdict", "membership-expired");
    await expect(verdict).toContainText("Membership expired — ask at the table");
    // Name and Member ID in the same places as on every verdict.
    await expect(verdict.getByTestId("verdict-name")).toHaveText(olga.name);
    await expect(verdict.getByTestId("verdict-member-id")).toHaveText(/^#[0-9A-F-]{8}$/);
    expect(await (await page.request.get(`/api/events/${eventId}/check-ins`)).json()).toMatchObject({ checkedIn: 1 });
  } finally {
    await expired.browser.close();
    for (const card of [pat, olga]) await card.member.dispose();
    expect((await setupPage.request.delete(`/api/events/${eventId}`)).status()).toBe(204);
    await setup.close();
  }
});

test("with no signal, three members' cards are checked in on the phone, wait, and arrive once it is back: exactly three rows", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: APP_URL });
  await canvasCamera(context);
  const page = await context.newPage();
  await signIn(page, adminEmail(testInfo));
  const cards: Card[] = [];
  let eventId: number | null = null;
  try {
    for (const firstName of ["Ada", "Ben", "Cleo"]) cards.push(await paidMember(page, testInfo, firstName));
    eventId = await createEvent(page, `Offline night ${uniqueName()}`);
    // Online first: the page keeps what it needs to judge scans, and the camera (with its decoder) opens.
    const pack = page.waitForResponse((response) => response.url().includes(`/api/events/${eventId}/check-ins/offline-pack`));
    await page.goto(`/events/${eventId}/check-in`);
    expect((await pack).status()).toBe(200);
    await page.getByRole("button", { name: "Scan a card" }).click();
    await expect(page.getByText("Hold the member card's QR code in front of the camera.")).toBeVisible();

    await context.setOffline(true);
    const verdict = page.getByTestId("check-in-verdict");
    for (const card of cards) {
      await showCard(page, card);
      await expect(verdict).toContainText(card.name);
      await expect(verdict).toHaveAttribute("data-verdict", "checked-in");
      await expect(verdict).toContainText("Saved on this phone");
    }
    await expect(page.getByTestId("check-in-waiting")).toHaveText("Offline — 3 check-ins waiting");
    await expectNoAxeViolations(page, "the camera's screen offline, with check-ins waiting");
    expect(await (await page.request.get(`/api/events/${eventId}/check-ins`)).json()).toMatchObject({ checkedIn: 0 });

    await context.setOffline(false);
    await expect(page.getByTestId("check-in-waiting")).toHaveCount(0, { timeout: 15_000 });
    await expect
      .poll(async () => ((await (await page.request.get(`/api/events/${eventId}/check-ins`)).json()) as { checkedIn: number }).checkedIn)
      .toBe(3);
    await page.getByRole("button", { name: "Stop scanning" }).click();
    await expect(page.getByTestId("check-in-count")).toHaveText("Checked in 3 / RSVP'd 0 / capacity unlimited");
  } finally {
    for (const card of cards) await card.member.dispose();
    if (eventId !== null) expect((await page.request.delete(`/api/events/${eventId}`)).status()).toBe(204);
    await context.close();
  }
});

/** Once the page is idle its script registers /sw.js, which then takes the page over. */
async function workerRuns(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "none"), { timeout: 15_000 })
    .toBe(`${APP_URL}/sw.js`);
}

// JavaScript only, like the camera: with no signal the search is answered by the page's script from the pack on the phone.
test("the door opened once with signal works with none: the page reloads, a search by name and a scan check in on the phone, and back online each makes exactly one row", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: APP_URL, serviceWorkers: "allow" });
  await canvasCamera(context);
  const page = await context.newPage();
  await signIn(page, adminEmail(testInfo));
  const cards: Card[] = [];
  let eventId: number | null = null;
  try {
    for (const firstName of ["Dora", "Eli"]) cards.push(await paidMember(page, testInfo, firstName));
    const [dora, eli] = cards;
    eventId = await createEvent(page, `Door offline ${uniqueName()}`);
    // With signal, the site's worker running: opening the door page is all the volunteer does.
    await page.goto("/events");
    await workerRuns(page);
    const pack = page.waitForResponse((response) => response.url().includes(`/api/events/${eventId}/check-ins/offline-pack`));
    await page.goto(`/events/${eventId}/check-in`);
    expect((await pack).status()).toBe(200);
    await expect.poll(() => page.evaluate(async () => (await (await caches.open("site-door-v1")).keys()).length)).toBe(1);
    await page.waitForLoadState("networkidle");

    await context.setOffline(true);
    // The page itself comes from the phone.
    await page.reload();
    await stillOffline(context);
    await expect(page.getByRole("heading", { name: "Check-in at the door" })).toBeVisible();
    await expect(page.getByText(/^Saved at \d\d:\d\d — you're offline$/)).toBeVisible();

    // A search by name, answered from the pack.
    await page.getByLabel("Name or Member ID").fill(dora.name.split(" ")[1]);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Offline — found on this phone's list of members")).toBeVisible();
    const row = page.getByTestId("check-in-row").filter({ hasText: dora.name });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Check in ${dora.name}` }).click();
    const verdict = page.getByTestId("check-in-verdict");
    await expect(verdict).toHaveAttribute("data-verdict", "checked-in");
    await expect(verdict.getByTestId("verdict-name")).toHaveText(dora.name);
    await expect(verdict).toContainText("Saved on this phone");
    await expect(page.getByTestId("check-in-waiting")).toHaveText("Offline — 1 check-in waiting");

    // A scan: the decoder was kept when the page was opened with signal.
    await showCard(page, eli);
    await page.getByRole("button", { name: "Scan a card" }).click();
    const scanned = page.getByTestId("check-in-scanner").getByTestId("check-in-verdict");
    await expect(scanned).toHaveAttribute("data-verdict", "checked-in");
    await expect(scanned.getByTestId("verdict-name")).toHaveText(eli.name);
    await expect(page.getByTestId("check-in-waiting")).toHaveText("Offline — 2 check-ins waiting");
    expect(await checkedInCount(page, eventId)).toBe(0);

    await context.setOffline(false);
    await expect(page.getByTestId("check-in-waiting")).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => checkedInCount(page, eventId!)).toBe(2);
    await page.getByRole("button", { name: "Stop scanning" }).click();
    // One row each: the door's own search shows each of them in once.
    for (const card of cards) {
      await page.goto(`/events/${eventId}/check-in?q=${encodeURIComponent(card.name.split(" ")[1])}`);
      await expect(page.getByTestId("check-in-row")).toHaveCount(1);
      await expect(page.getByTestId("check-in-row")).toContainText(/Checked in at \d{2}:\d{2}/);
    }
    expect(await checkedInCount(page, eventId)).toBe(2);
  } finally {
    for (const card of cards) await card.member.dispose();
    if (eventId !== null) expect((await page.request.delete(`/api/events/${eventId}`)).status()).toBe(204);
    await context.close();
  }
});
