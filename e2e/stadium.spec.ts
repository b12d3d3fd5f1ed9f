import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { createFarEvent } from "./support/events";
import { startFlakyNetwork, type FlakyNetwork } from "./support/flaky-proxy";

/**
 * The flaky stadium: the browser reaches the app only through a loopback proxy that delays answers,
 * loses 30% of the answers to writes after the app acted on them (and always the first), and cuts the network for
 * stretches (seeded, so a failure replays). A member RSVPs, signs up for a shift, lists a ticket,
 * adds to the cart and checks out, and adds a household member. With JavaScript the service worker
 * keeps what could not be sent and sends it again with its one-time key; without it the member
 * presses again (the browser's reload of a failed post sends the same form, key included). At the
 * end, with a good signal, every intent is applied exactly once, counted by the app's API.
 */
// The site's worker keeps and resends what could not be sent: this spec is about it.
test.use({ serviceWorkers: "allow" });

const SEED = Number(process.env.STADIUM_SEED ?? 2);
const ATTEMPTS = 12;

/**
 * Loads a page through the stadium network, as a person would: again, a second apart, until it comes
 * (the cuts are 3 s long, and with some seeds one follows another).
 */
async function open(page: Page, url: string) {
  const deadline = Date.now() + 60_000;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await page.goto(url, { timeout: 15_000 });
      // The worker's offline page (a page not saved on this device) is no page either.
      const offline = await page.getByRole("heading", { name: "You're offline", level: 1 }).count();
      if (response && response.status() < 500 && offline === 0) return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error(`${url} did not load in ${attempt} tries`);
    await page.waitForTimeout(1_000);
  }
}

/**
 * Presses a form's button until its answer shows. Without JavaScript a lost answer leaves the browser
 * on an error page, and the person reloads it, which sends the very same post again (its one-time key
 * included). With JavaScript the site's worker keeps the post and sends it on the next page load (or
 * when the browser comes back online): the person presses once, and reloads the page while waiting.
 */
async function pressUntil(
  page: Page,
  press: () => Promise<void>,
  answered: Locator,
  lookAgain: () => Promise<unknown> = () => page.reload({ timeout: 15_000 }),
) {
  await press();
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // A lost answer shows as the browser's error page at once: the person sees it and reloads,
    // rather than giving it the 8 s they give an answer that is only slow. (Not when the page already
    // was that error page, a reload during a cut: then they wait as before, so the cut can pass.)
    const onErrorPage = page.url().startsWith("chrome-error:");
    const shown = await Promise.race([
      answered
        .first()
        .waitFor({ state: "visible", timeout: 8_000 })
        .then(() => true),
      ...(onErrorPage ? [] : [page.waitForURL(/^chrome-error:/, { timeout: 8_000, waitUntil: "commit" }).then(() => false)]),
    ]).catch(() => false);
    if (shown) return;
    if (process.env.STADIUM_DEBUG) {
      const note = await page
        .getByText(/No signal|waiting to send|Saved at/)
        .allTextContents()
        .catch(() => []);
      console.log("reload after", page.url(), JSON.stringify(note));
    }
    if (page.url().startsWith("chrome-error:")) await page.reload({ timeout: 15_000 }).catch(() => {});
    else await lookAgain().catch(() => {});
  }
  throw new Error(`no answer after ${ATTEMPTS} tries`);
}

/** Follows a link as a person would: again (or by its address) when what it leads to does not come. */
async function follow(page: Page, link: Locator, arrived: Locator, url: string) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if ((await link.count()) > 0) await link.click({ timeout: 5_000 }).catch(() => {});
    else await open(page, url);
    const shown = await arrived
      .waitFor({ state: "visible", timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
  }
  throw new Error(`${url} did not come in ${ATTEMPTS} tries`);
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${APP_URL}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test("on a flaky stadium network every intent is applied exactly once", async ({ page, playwright }, testInfo) => {
  test.setTimeout(300_000);
  const js = testInfo.project.name === "js";
  const stamp = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const email = uniqueEmail(testInfo, "stadium");

  // Set up over a good line, straight to the app: an event, a shift, an active member.
  const admin = await playwright.request.newContext({ baseURL: APP_URL });
  await signIn(admin, adminEmail(testInfo));
  const event = await createFarEvent(admin, `Stadium night ${stamp}`, js ? 251 : 252);
  const shiftTitle = `Stadium crew ${stamp}`;
  const shift = await admin.post("/api/volunteer-opportunities", {
    data: {
      title: shiftTitle,
      date: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      startTime: "10:00",
      endTime: "12:00",
      location: "Riverside Stadium, Gate C",
      spotsNeeded: 5,
      category: "match-day",
    },
  });
  expect(shift.status()).toBe(201);
  const shiftId = ((await shift.json()) as { id: number }).id;
  await signIn(page.request, email, { firstName: "Stella", lastName: "Stand" });
  const { id: userId } = await json<{ id: string }>(page.request, "/api/auth/user");
  const expiry = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
  const activated = await admin.post(`/admin/members/${userId}`, {
    form: { intent: "edit-membership", status: "active", type: "annual", expiry, autoRenewal: "on", reason: "e2e stadium" },
    maxRedirects: 0,
  });
  expect(activated.status()).toBe(302);

  const network: FlakyNetwork = await startFlakyNetwork(APP_URL, {
    seed: SEED,
    loseAnswers: 0.3,
    loseFirstAnswer: true,
    maxDelayMs: 1_500,
    cutChance: 0.05,
    cutMs: 3_000,
  });
  const at = (path: string) => `${network.url}${path}`;
  try {
    if (js) {
      // The worker comes with the first page; everything after goes through it.
      // (its own download can be lost too: the next page load registers it again).
      for (let attempt = 1; ; attempt++) {
        await open(page, at("/"));
        const ready = await page.evaluate(() =>
          Promise.race([
            navigator.serviceWorker.ready.then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
          ]),
        );
        if (ready) break;
        if (attempt >= ATTEMPTS) throw new Error("the site's worker did not install");
      }
    }

    // RSVP.
    await open(page, at(`/events/${event.id}`));
    const rsvp = page.getByTestId("event-rsvp");
    await pressUntil(
      page,
      () => rsvp.getByRole("button", { name: "RSVP" }).click(),
      page.getByText("You're going").or(page.getByRole("button", { name: "Cancel RSVP" })),
    );

    // A volunteer shift.
    await open(page, at("/volunteer"));
    const shiftCard = page.getByRole("article").filter({ hasText: shiftTitle });
    await pressUntil(page, () => shiftCard.getByRole("button", { name: /^Sign Up/ }).click(), page.getByText("You're signed up"));

    // A ticket listing, typed in by hand.
    const section = `S-${stamp}`;
    await open(page, at("/tickets/new"));
    const form = page.getByRole("main");
    await form.getByLabel("Match", { exact: true }).selectOption({ label: "Other Match (manual entry)" });
    await form.getByLabel("Match title").fill(`Away at the coast ${stamp}`);
    await form.getByLabel("Match date").fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 16));
    await form.getByLabel("Section").fill(section);
    await form.getByLabel("Seats").fill("1-2");
    await form.getByLabel("Listing type").selectOption({ label: "For Sale" });
    await form.getByLabel("Price per ticket ($)").fill("20");
    await pressUntil(
      page,
      () => form.getByRole("button", { name: "List Tickets" }).click(),
      page.getByText(`Section ${section},`).or(page.getByText("Ticket listing created successfully!")),
      // Back on an empty form with no word (the exchange's page could not load and the app reloaded
      // the form), a person looks at the exchange before typing it all again.
      () => open(page, at("/tickets")),
    );

    // The cart, then checkout, paying at pickup.
    const products = await json<{ id: number; name: string }[]>(page.request, "/api/products");
    await open(page, at(`/shop/${products.find((product) => product.name === "Enamel Crest Pin")!.id}`));
    await pressUntil(
      page,
      () => page.getByRole("button", { name: "Add to Cart" }).click(),
      page.getByTestId("cart-count").filter({ hasText: /^1$/ }),
    );
    await open(page, at("/shop/checkout"));
    await page.getByLabel("Name", { exact: true }).fill("Stella Stand");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("radio").first().check();
    await pressUntil(
      page,
      () => page.getByRole("button", { name: "Place order" }).click(),
      page.getByRole("heading", { name: "Thank you for your order!" }).or(page.getByTestId("cart-count").filter({ hasText: /^0$/ })),
    );

    // A household member.
    await open(page, at("/profile"));
    const family = page.getByRole("form", { name: "Add Family Member" });
    await follow(
      page,
      page.getByRole("region", { name: "Family Members" }).getByRole("link", { name: "Add Family Member" }),
      family.getByLabel("Full Name"),
      at("/profile?add-family"),
    );
    await family.getByLabel("Full Name").fill(`Kit ${stamp}`);
    await family.getByLabel("Email").fill(`kit-${stamp}@example.org`);
    await family.getByLabel("Relationship").fill("Son");
    await pressUntil(
      page,
      () => family.getByRole("button", { name: "Add Member" }).click(),
      page.getByRole("region", { name: "Family Members" }).getByText(`Kit ${stamp}`),
    );

    // A good signal again: what the worker still holds goes with the next page load.
    network.calm();
    await open(page, at("/"));
    testInfo.annotations.push({ type: "network", description: JSON.stringify(network.stats) });
    if (process.env.STADIUM_DEBUG) console.log(JSON.stringify(network.stats));
    expect(network.stats.lostAnswers, "the proxy lost some answers").toBeGreaterThan(0);

    await expect
      .poll(
        async () => (await json<{ attendeeCount: number; myStatus: string | null }>(page.request, `/api/events/${event.id}`)).attendeeCount,
        { timeout: 30_000 },
      )
      .toBe(1);
    const opportunities = await json<{ id: number; spotsAssigned: number }[]>(page.request, "/api/volunteer-opportunities");
    expect(opportunities.find((item) => item.id === shiftId)?.spotsAssigned).toBe(1);
    const listings = await json<{ section: string }[]>(page.request, "/api/ticket-listings");
    expect(listings.filter((listing) => listing.section === section)).toHaveLength(1);
    const orders = await json<{ items?: { quantity: number }[] }[]>(page.request, "/api/orders/user");
    expect(orders).toHaveLength(1);
    await page.goto(`${APP_URL}/profile`);
    await expect(page.getByRole("region", { name: "Family Members" }).getByText(`Kit ${stamp}`)).toHaveCount(1);
    await page.goto(`${APP_URL}/shop/cart`);
    await expect(page.getByTestId("cart-count").first()).toHaveText("0");
  } finally {
    await network.close();
    await admin.delete(`/api/events/${event.id}`);
    await admin.delete(`/api/volunteer-opportunities/${shiftId}`);
    await admin.dispose();
  }
});
