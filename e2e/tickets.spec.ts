import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { APP_URL, MAILBOX_PORT } from "../playwright.config";
import { adminEmail, signIn, signInThroughForm, uniqueEmail } from "./support/auth";
import { GROUP_TIME_ZONE, wallTime } from "./support/time";
import { hydrated } from "./support/hydrated";

/**
 * The ticket exchange (cards, the listing form, sign-in notices) on the seeded demo data (scripts/demo-seed.ts): its home
 * matches are the form's match choice. The js and no-js projects share the server's data, so each
 * test lists tickets of its own under a unique section and finds them by it.
 */

/** TIME_ZONE is unset in playwright.config.ts: the app shows dates in its default zone. */
const TIME_ZONE = GROUP_TIME_ZONE;
/** Posters of the seeded open listings: their addresses must never reach an anonymous visitor. */
const SEEDED_POSTERS = [
  "daniel.kim@example.org",
  "priya.patel@example.org",
  "james.oconnor@example.org",
  "tom.baker@example.org",
  "alex.chen@example.org",
];
const DAY = 86_400_000;
/** The group's own published address (footer, legal pages): the one address an anonymous page may hold. */
const GROUP_CONTACT = "hello@theroadies.org";
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

type ApiEvent = { id: number; title: string; date: string; type: string; isHomeMatch: boolean | null };
type HomeMatch = { id: number; title: string; date: string };

/** A seeded upcoming home match (scripts/demo-seed.ts), as GET /api/events gives it. */
async function homeMatch(request: APIRequestContext, opponent: string): Promise<HomeMatch> {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 60 * DAY).toISOString();
  const response = await request.get(`/api/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&limit=500`);
  expect(response.status()).toBe(200);
  const events = (await response.json()) as ApiEvent[];
  const match = events.find((e) => e.type === "match" && e.isHomeMatch && e.title.endsWith(` vs ${opponent}`));
  expect(match, `seeded home match against ${opponent}`).toBeDefined();
  return { id: match!.id, title: match!.title, date: match!.date };
}

/** The date line of a listing card (date and time), e.g. 'Sat, Aug 1, 2026 · 7:00 PM PDT'. */
function cardDate(value: string | Date): string {
  const date = new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(new Date(value));
  const time = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(
    new Date(value),
  );
  return `${date} · ${time}`;
}

/** A section name no other test uses. */
function uniqueSection(testInfo: TestInfo, label: string): string {
  return `${label}-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** The card of the listing in this section (sections are unique per test). */
const listingCard = (page: Page, section: string) => page.getByRole("article").filter({ hasText: `Section ${section},` });
const myListing = (page: Page, section: string) =>
  page
    .getByRole("region", { name: "My listings" })
    .getByRole("listitem")
    .filter({ hasText: `Section ${section},` });

/**
 * Where a member fills in the listing form: the 'List Tickets' dialog with JavaScript, the page it
 * links to (/tickets/new) without.
 */
async function openListingForm(page: Page, testInfo: TestInfo): Promise<Locator> {
  await page.goto("/tickets");
  if (testInfo.project.name === "js") {
    await hydrated(page.getByRole("link", { name: "List Tickets" }));
    await page.getByRole("link", { name: "List Tickets" }).click();
    const dialog = page.getByRole("dialog", { name: "List Tickets" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await page.getByRole("link", { name: "List Tickets" }).click();
  await expect(page).toHaveURL(/\/tickets\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "List Tickets" })).toBeVisible();
  return page.getByRole("main");
}

const formPost = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/tickets/new");

type ListingFields = Partial<
  Record<"eventId" | "matchTitle" | "matchDate" | "section" | "row" | "seats" | "price" | "listingType" | "tradeDescription", string>
>;

/** Lists tickets through the form's plain post (as without JavaScript) and returns the new listing's id. */
async function postListing(member: APIRequestContext, fields: ListingFields & { section: string }): Promise<number> {
  const posted = await member.post("/tickets/new", {
    form: {
      eventId: "",
      matchTitle: "",
      matchDate: "",
      row: "",
      seats: "1",
      price: "",
      listingType: "sale",
      tradeDescription: "",
      ...fields,
    },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  expect(posted.headers().location).toBe("/tickets");
  const data = (await (await member.get(`/tickets?_data=${encodeURIComponent("routes/_tickets+/tickets._index")}`)).json()) as {
    mine: { id: number; section: string }[];
  };
  const listing = data.mine.find((l) => l.section === fields.section);
  expect(listing).toBeDefined();
  return listing!.id;
}

async function memberContext(email: string, names: { firstName?: string; lastName?: string } = {}) {
  const member = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(member, email, names);
  return member;
}

/** Saves the member's Privacy Settings through the page's plain form post: the switches named are on, the others off. */
async function savePrivacy(member: APIRequestContext, on: string[]) {
  const saved = await member.post("/privacy-settings", {
    form: { intent: "save", ...Object.fromEntries(on.map((name) => [name, "on"])) },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
  expect(saved.headers().location).toBe("/privacy-settings");
}

test("an anonymous 'List Tickets' shows Login Required, goes through sign-in and comes back to the form", async ({ page }, testInfo) => {
  const direct = await page.request.get("/tickets/new", { maxRedirects: 0 });
  expect(direct.status()).toBe(302);
  expect(direct.headers().location).toBe("/api/login?returnTo=%2Ftickets%2Fnew");

  await page.goto("/tickets");
  if (testInfo.project.name === "js") await hydrated(page.getByRole("link", { name: "List Tickets" }));
  await page.getByRole("link", { name: "List Tickets" }).click();
  // The 'Login Required' notice, on the way (JavaScript) or as the toast on the sign-in page (a document request).
  // With JavaScript both can be on screen for a moment (the page's notice while the sign-in page's
  // toast arrives), so the first one found is the one checked.
  const notice = page.getByRole("status").filter({ hasText: "Login Required" }).first();
  await expect(notice).toContainText("Please log in to create a ticket listing.");
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Ftickets%2Fnew$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  await signInThroughForm(page, uniqueEmail(testInfo, "anon-lister"));
  await expect(page).toHaveURL(/\/tickets\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "List Tickets" })).toBeVisible();
  const form = page.getByRole("main");
  await expect(form.getByLabel("Match", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Match title")).toBeEditable();
  await expect(form.getByLabel("Section")).toBeEditable();
  await expect(form.getByRole("button", { name: "List Tickets" })).toBeEnabled();
});

test("with JavaScript, 'List Tickets' shows the Login Required notice on the page for 1 s, then goes to sign-in", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === "no-js",
    "Without JavaScript the redirect is immediate (no meta refresh, WCAG 2.2.1); the notice comes as a toast.",
  );
  await page.goto("/tickets");
  await hydrated(page.getByRole("link", { name: "List Tickets" }));
  await page.getByRole("link", { name: "List Tickets" }).click();
  await expect(page).toHaveURL(/\/tickets\/new$/, { timeout: 900 });
  await expect(page.getByRole("main").getByRole("status")).toContainText("Please log in to create a ticket listing.", { timeout: 900 });
  await page.waitForURL(/\/api\/login\?returnTo=%2Ftickets%2Fnew$/, { timeout: 5_000 });
});

test("a member lists a sale ticket for a home match, finds it by type, and marks it sold", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  const match = await homeMatch(page.request, "Capital City SC");
  const section = uniqueSection(testInfo, "sale");
  await signIn(page, uniqueEmail(testInfo, "seller"));
  const form = await openListingForm(page, testInfo);
  const choice = form.getByLabel("Match", { exact: true });
  const title = form.getByLabel("Match title");
  const date = form.getByLabel("Match date");
  // Only upcoming home matches are offered: the away fixture is not.
  await expect(choice.locator("option", { hasText: match.title })).toHaveCount(1);
  await expect(choice.locator("option", { hasText: "Bay Area Athletic" })).toHaveCount(0);

  if (js) {
    // Choosing the home match fills and locks its title and date...
    await choice.selectOption(String(match.id));
    await expect(title).toHaveValue(match.title);
    await expect(date).toHaveValue(wallTime(match.date));
    await expect(title).toHaveAttribute("readonly", "");
    await expect(date).toHaveAttribute("readonly", "");
    await expect(title).not.toBeEditable();
    await expect(date).not.toBeEditable();
    // ...manual entry clears and unlocks them...
    await choice.selectOption({ label: "Other Match (manual entry)" });
    await expect(title).toHaveValue("");
    await expect(date).toHaveValue("");
    await expect(title).toBeEditable();
    await expect(date).toBeEditable();
    // ...and back to the home match.
    await choice.selectOption(String(match.id));
    await expect(title).toHaveValue(match.title);
  } else {
    // Without JavaScript nothing locks: type another title and date; the server uses the match's own.
    await title.fill(`Typed title ${section}`);
    await date.fill(wallTime(new Date(Date.now() + 3 * DAY)));
    await choice.selectOption(String(match.id));
  }
  await form.getByLabel("Section").fill(section);
  await form.getByLabel("Row (optional)").fill("F");
  await form.getByLabel("Seats").fill("3-4");
  await form.getByLabel("Listing type").selectOption({ label: "For Sale" });
  await form.getByLabel("Price per ticket ($)").fill("25.5");
  await form.getByRole("button", { name: "List Tickets" }).click();

  await expect(page.getByText("Ticket listing created successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/tickets$/);
  if (js) await expect(page.getByRole("dialog", { name: "List Tickets" })).toBeHidden();
  const item = listingCard(page, section);
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("heading", { name: match.title })).toBeVisible();
  await expect(item).not.toContainText("Typed title");
  await expect(item.getByText(cardDate(match.date))).toBeVisible();
  await expect(item.getByText("For Sale", { exact: true })).toBeVisible();
  await expect(item.getByText("$25.50 each")).toBeVisible();
  await expect(item).toContainText(`Section ${section}, Row F, Seats 3-4`);
  await expect(item).toContainText("Posted by you");
  const id = Number((await item.getAttribute("id"))?.replace("listing-", ""));
  expect(id).toBeGreaterThan(0);

  // Filters are links: Sale shows it, Trade does not, All Listings again does.
  const filters = page.getByRole("navigation", { name: "Listing types" });
  await filters.getByRole("link", { name: "Sale" }).click();
  await expect(page).toHaveURL(/\/tickets\?type=sale$/);
  await expect(filters.getByRole("link", { name: "Sale" })).toHaveAttribute("aria-current", "page");
  await expect(listingCard(page, section)).toHaveCount(1);
  await filters.getByRole("link", { name: "Trade" }).click();
  await expect(page).toHaveURL(/\/tickets\?type=trade$/);
  await expect(filters.getByRole("link", { name: "Trade" })).toHaveAttribute("aria-current", "page");
  await expect(listingCard(page, section)).toHaveCount(0);
  await expect(page.getByRole("article").getByText("For Sale", { exact: true })).toHaveCount(0);
  await filters.getByRole("link", { name: "All Listings" }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(listingCard(page, section)).toHaveCount(1);

  // Marked sold: from the card with JavaScript, from My listings without.
  await expect(myListing(page, section).getByText("Open", { exact: true })).toBeVisible();
  const controls = js ? listingCard(page, section) : myListing(page, section);
  await controls.getByRole("button", { name: /^Mark sold/ }).click();
  await expect(page.getByText("Your listing is marked sold and has left the exchange.").first()).toBeVisible();
  await expect(listingCard(page, section)).toHaveCount(0);
  await expect(myListing(page, section).getByText("Sold", { exact: true })).toBeVisible();
  await expect(myListing(page, section).getByRole("button")).toHaveCount(0);
  await page.goto("/tickets?type=sale");
  await expect(listingCard(page, section)).toHaveCount(0);
  expect((await page.request.get(`/tickets/${id}`)).status()).toBe(404);
});

test("the listing form's one-time key: the server's key survives hydration, and the same form sent again lists once", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const section = uniqueSection(testInfo, "once");
  const kickOff = new Date(Math.floor((Date.now() + 10 * DAY) / 60_000) * 60_000);
  await signIn(page, uniqueEmail(testInfo, "once"));
  const served = await page.goto("/tickets/new");
  const firstKey = /name="_key" value="([0-9a-f]{32})"/.exec(await served!.text())?.[1];
  expect(firstKey, "the key is in the server's page").toBeTruthy();
  const form = page.getByRole("main");
  const key = form.locator('input[type="hidden"][name="_key"]');
  if (js) await hydrated(key);
  // With JavaScript the page has hydrated by now: the field still holds the server's key.
  await expect(key).toHaveValue(firstKey!);

  const fill = async () => {
    await form.getByLabel("Match title").fill(`Roadies FC vs Once ${section}`);
    await form.getByLabel("Match date").fill(wallTime(kickOff));
    await form.getByLabel("Section").fill(section);
    await form.getByLabel("Seats").fill("5-6");
    await form.getByLabel("Price per ticket ($)").fill("30");
  };
  await fill();
  await form.getByRole("button", { name: "List Tickets" }).click();
  await expect(page.getByText("Ticket listing created successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(listingCard(page, section)).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/tickets\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "List Tickets" })).toBeVisible();
  if (js) {
    // Back is a client-side navigation: the form is rendered again in the browser, for a new intent.
    await expect(key).toHaveValue(/^[0-9a-f]{32}$/);
    await expect(key).not.toHaveValue(firstKey!);
    return;
  }
  // Without JavaScript the member presses again on the page they went back to. Playwright's Chromium
  // runs without the back/forward cache and this page is private, no-store, so it was fetched again
  // with a fresh key; a browser that shows the page it kept sends the first one. Send it as that
  // browser does: the same form, the same key.
  if ((await key.inputValue()) !== firstKey) await key.evaluate((input, value) => ((input as HTMLInputElement).value = value), firstKey!);
  await fill();
  const again = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/tickets/new");
  await form.getByRole("button", { name: "List Tickets" }).click();
  // The first answer again (the redirect and its toast), and still one listing.
  expect((await again).status()).toBe(302);
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByText("Ticket listing created successfully!").first()).toBeVisible();
  await expect(listingCard(page, section)).toHaveCount(1);
  await expect(myListing(page, section)).toHaveCount(1);
});

test("an empty form answers 400 with a message next to each field, and keeps what was typed", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "errors"));
  const form = await openListingForm(page, testInfo);
  const posted = formPost(page);
  await form.getByRole("button", { name: "List Tickets" }).click();
  expect((await posted).status()).toBe(400);
  await expect(form.getByLabel("Match title")).toHaveAccessibleDescription(/Match title is required/);
  await expect(form.getByLabel("Match date")).toHaveAccessibleDescription(/Match date is required/);
  await expect(form.getByLabel("Section")).toHaveAccessibleDescription(/Section is required/);
  await expect(form.getByLabel("Seats")).toHaveAccessibleDescription(/Seats is required/);
  await expect(form.getByLabel("Section")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Ticket listing created successfully!")).toHaveCount(0);

  // Manual entry with everything but the date: only the date is refused, nothing typed is lost.
  const section = uniqueSection(testInfo, "kept");
  await form.getByLabel("Match title").fill(`Roadies FC vs Kept ${section}`);
  await form.getByLabel("Section").fill(section);
  await form.getByLabel("Row (optional)").fill("Q");
  await form.getByLabel("Seats").fill("11-12");
  await form.getByLabel("Price per ticket ($)").fill("19.99");
  const again = formPost(page);
  await form.getByRole("button", { name: "List Tickets" }).click();
  expect((await again).status()).toBe(400);
  await expect(form.getByLabel("Match date")).toHaveAccessibleDescription(/Match date is required/);
  await expect(form.getByLabel("Section")).not.toHaveAccessibleDescription(/required/);
  await expect(form.getByLabel("Match title")).toHaveValue(`Roadies FC vs Kept ${section}`);
  await expect(form.getByLabel("Section")).toHaveValue(section);
  await expect(form.getByLabel("Row (optional)")).toHaveValue("Q");
  await expect(form.getByLabel("Seats")).toHaveValue("11-12");
  await expect(form.getByLabel("Price per ticket ($)")).toHaveValue("19.99");
  await expect(form.getByLabel("Match date")).toHaveValue("");
  // Nothing was listed.
  expect(await (await page.request.get("/tickets")).text()).not.toContain(section);

  // With the date added, the same form goes through (and the dialog closes).
  const kickOff = new Date(Math.floor((Date.now() + 9 * DAY) / 60_000) * 60_000);
  await form.getByLabel("Match date").fill(wallTime(kickOff));
  await form.getByRole("button", { name: "List Tickets" }).click();
  await expect(page.getByText("Ticket listing created successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/tickets$/);
  if (testInfo.project.name === "js") await expect(page.getByRole("dialog", { name: "List Tickets" })).toBeHidden();
  const item = listingCard(page, section);
  await expect(item.getByRole("heading", { name: `Roadies FC vs Kept ${section}` })).toBeVisible();
  await expect(item).toContainText(`Section ${section}, Row Q, Seats 11-12`);
  await expect(item.getByText("$19.99 each")).toBeVisible();
  await expect(item.getByText(cardDate(kickOff))).toBeVisible();
  if (testInfo.project.name === "js") {
    // Opened again, the dialog holds an empty form: no old messages, nothing of the last listing.
    await page.getByRole("link", { name: "List Tickets" }).click();
    const dialog = page.getByRole("dialog", { name: "List Tickets" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Section")).toHaveValue("");
    await expect(dialog.getByLabel("Match date")).not.toHaveAccessibleDescription(/required/);
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  }
});

test("a member gets the poster's mail link; an anonymous visitor gets the same button and no address anywhere", async ({
  page,
  request,
}, testInfo) => {
  const match = await homeMatch(request, "Lakeshore FC");
  const posterEmail = uniqueEmail(testInfo, "poster");
  const poster = await memberContext(posterEmail, { firstName: "Robin", lastName: "Quayle" });
  // The poster shows their address (Privacy Settings): members get a mail link, anonymous visitors still nothing.
  await savePrivacy(poster, ["profileVisibility", "showEmail", "allowMemberContact"]);
  const section = uniqueSection(testInfo, "mail");
  const id = await postListing(poster, { eventId: String(match.id), section, row: "D", seats: "5-6", price: "30" });
  await poster.dispose();

  // Anonymous: the button is there, leads to sign-in, and the page carries no address.
  await page.goto("/tickets");
  const item = listingCard(page, section);
  await expect(item).toContainText("Posted by Robin Q.");
  const anonymousButton = item.getByRole("link", { name: /^Contact Seller/ });
  await expect(anonymousButton).toHaveText(/^Contact Seller/);
  expect(await anonymousButton.getAttribute("href")).not.toContain("mailto:");
  // The listings carry no mail link at all; the only address anywhere in the HTML (the footer's, the
  // loader data) is the group's own published contact address.
  expect(await page.getByRole("region", { name: "Listings", exact: true }).innerHTML()).not.toContain("mailto:");
  await expect(page.getByRole("article").locator('a[href^="mailto:"]')).toHaveCount(0);
  for (const html of [
    await page.content(),
    await (await request.get("/tickets")).text(),
    await (await request.get(`/tickets/${id}`)).text(),
  ]) {
    expect(html).toContain(section);
    for (const address of [posterEmail, ...SEEDED_POSTERS]) expect(html).not.toContain(address);
    expect(html).not.toContain(posterEmail.split("@")[0]);
    expect(new Set(html.match(EMAIL_ADDRESS) ?? [])).toEqual(new Set([GROUP_CONTACT]));
    expect(new Set([...html.matchAll(/mailto:([^"?&]+)/g)].map((m) => m[1]))).toEqual(new Set([GROUP_CONTACT]));
  }

  // Through sign-in and back: a signed-in member gets the mail link.
  await anonymousButton.click();
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Ftickets$/);
  await signInThroughForm(page, uniqueEmail(testInfo, "buyer"));
  await expect(page).toHaveURL(/\/tickets$/);
  const contact = listingCard(page, section).getByRole("link", { name: "Contact Seller" });
  const href = await contact.getAttribute("href");
  expect(href).toMatch(/^mailto:/);
  const mail = new URL(href!);
  expect(decodeURIComponent(mail.pathname)).toBe(posterEmail);
  const subject = mail.searchParams.get("subject") ?? "";
  expect(subject).toContain(match.title);
  expect(subject).toContain(section);
  expect(subject).toContain("5-6");
});

test("a trade listing shows its description and 'Trade Only'; a free one shows 'FREE' and 'Claim Ticket'", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  await signIn(page, uniqueEmail(testInfo, "swapper"), { firstName: "Kai", lastName: "Ng" });
  const kickOff = new Date(Math.floor((Date.now() + 20 * DAY) / 60_000) * 60_000);
  const tradeSection = uniqueSection(testInfo, "trade");
  const freeSection = uniqueSection(testInfo, "free");
  const description = `Swap for two seats in 101 (${tradeSection})`;

  // Manual entry on the form page, with JavaScript too.
  await page.goto("/tickets/new");
  const form = page.getByRole("main");
  if (js) await hydrated(form.getByLabel("Listing type"));
  await form.getByLabel("Match title").fill("Roadies FC vs Trade Test United");
  await form.getByLabel("Match date").fill(wallTime(kickOff));
  await form.getByLabel("Section").fill(tradeSection);
  await form.getByLabel("Seats").fill("7");
  await form.getByLabel("Listing type").selectOption({ label: "For Trade" });
  if (js) await expect(form.getByLabel("Price per ticket ($)")).toHaveCount(0);
  await form.getByLabel("What you would trade for").fill(description);
  await form.getByRole("button", { name: "List Tickets" }).click();
  await expect(page.getByText("Ticket listing created successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/tickets$/);

  await page.goto("/tickets/new");
  if (js) await hydrated(form.getByLabel("Listing type"));
  await form.getByLabel("Match title").fill("Roadies FC vs Free Test Rovers");
  await form.getByLabel("Match date").fill(wallTime(kickOff));
  await form.getByLabel("Section").fill(freeSection);
  await form.getByLabel("Seats").fill("8");
  await form.getByLabel("Listing type").selectOption({ label: "Free" });
  if (js) {
    await expect(form.getByLabel("Price per ticket ($)")).toHaveCount(0);
    await expect(form.getByLabel("What you would trade for")).toHaveCount(0);
  }
  await form.getByRole("button", { name: "List Tickets" }).click();
  await expect(page.getByText("Ticket listing created successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/tickets$/);

  const trade = listingCard(page, tradeSection);
  await expect(trade.getByRole("heading", { name: "Roadies FC vs Trade Test United" })).toBeVisible();
  await expect(trade.getByText("For Trade", { exact: true })).toBeVisible();
  await expect(trade.getByText(description)).toBeVisible();
  await expect(trade.getByText("Trade Only", { exact: true })).toBeVisible();
  await expect(trade.getByText(cardDate(kickOff))).toBeVisible();
  await expect(trade).not.toContainText("$");
  const free = listingCard(page, freeSection);
  await expect(free.getByText("Free", { exact: true })).toBeVisible();
  await expect(free.getByText("FREE", { exact: true })).toBeVisible();
  await expect(free).not.toContainText("$");

  // Another visitor sees the contact buttons by type.
  await page.context().clearCookies();
  await page.goto("/tickets?type=trade");
  await expect(listingCard(page, tradeSection).getByRole("link", { name: /^Propose Trade/ })).toBeVisible();
  await expect(listingCard(page, tradeSection)).toContainText("Posted by Kai N.");
  await expect(listingCard(page, freeSection)).toHaveCount(0);
  await page.goto("/tickets?type=free");
  await expect(listingCard(page, freeSection).getByRole("link", { name: /^Claim Ticket/ })).toBeVisible();
  await expect(listingCard(page, freeSection).getByText("FREE", { exact: true })).toBeVisible();
  await expect(listingCard(page, tradeSection)).toHaveCount(0);
});

test("another member's listing cannot be edited or closed: 404", async ({ page }, testInfo) => {
  const posterEmail = uniqueEmail(testInfo, "owner");
  const poster = await memberContext(posterEmail);
  const section = uniqueSection(testInfo, "owned");
  const kickOff = new Date(Date.now() + 12 * DAY);
  const id = await postListing(poster, {
    matchTitle: "Roadies FC vs Owner Test",
    matchDate: kickOff.toISOString(),
    section,
    seats: "2",
    price: "10",
  });
  expect((await poster.get(`/tickets/${id}/edit`)).status()).toBe(200);

  await signIn(page, uniqueEmail(testInfo, "intruder"));
  const response = await page.goto(`/tickets/${id}/edit`);
  expect(response?.status()).toBe(404);
  await expect(page.getByLabel("Section")).toHaveCount(0);
  const edit = await page.request.post(`/tickets/${id}/edit`, {
    form: { eventId: "", matchTitle: "Hijacked", matchDate: kickOff.toISOString(), section, seats: "2", price: "999", listingType: "sale" },
    maxRedirects: 0,
  });
  expect(edit.status()).toBe(404);
  // Closing it as them: refused, back to the list with the reason.
  const close = await page.request.post(`/tickets/${id}/close`, { form: { intent: "withdraw", returnTo: "/tickets" }, maxRedirects: 0 });
  expect(close.status()).toBe(302);
  expect(close.headers().location).toBe("/tickets");
  // The same post from a fetcher (a Remix data request) gets the 404 and the message as JSON.
  const fetched = await page.request.post(`/tickets/${id}/close?_data=${encodeURIComponent("routes/_tickets+/tickets.$listingId.close")}`, {
    form: { intent: "withdraw", returnTo: "/tickets" },
    maxRedirects: 0,
  });
  expect(fetched.status()).toBe(404);
  expect(await fetched.json()).toEqual({ error: "That listing is not yours or is already closed." });

  // Still open and unchanged for everyone.
  await page.goto("/tickets");
  await expect(page.getByRole("status").filter({ hasText: "That listing is not yours or is already closed." })).toBeVisible();
  const item = listingCard(page, section);
  await expect(item.getByRole("heading", { name: "Roadies FC vs Owner Test" })).toBeVisible();
  await expect(item.getByText("$10.00 each")).toBeVisible();
  await expect(item.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);
  await expect(item.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
  expect((await poster.get(`/tickets/${id}`)).status()).toBe(200);
  await poster.dispose();
});

test("an admin sets a home match's face value, and a sale above it is refused next to the price", async ({ browser, page }, testInfo) => {
  const js = testInfo.project.name === "js";
  const opponent = `Face Value ${testInfo.project.name} ${Date.now().toString(36)}`;
  const kickOff = new Date(Date.now() + 2 * DAY);
  kickOff.setUTCMinutes(0, 0, 0);

  // The admin's event form (a plain post without JavaScript, the page's form with it).
  const adminContext = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: js });
  const admin = await adminContext.newPage();
  await signIn(admin, adminEmail(testInfo));
  await admin.goto("/admin/events/new");
  await admin.getByLabel("Title").fill(`Riverside FC vs ${opponent}`);
  await admin.getByLabel("Date and time").fill(wallTime(kickOff));
  await admin.getByLabel("Location").fill("Riverside Park");
  await admin.getByLabel("Home or away").selectOption("true");
  await admin.getByLabel("Face value per ticket ($)").fill("30");
  await admin.getByRole("button", { name: "Create Event" }).click();
  await expect(admin.getByText("Event created successfully!")).toBeVisible();
  await adminContext.close();

  const section = uniqueSection(testInfo, "face");
  await signIn(page, uniqueEmail(testInfo, "face"));
  const form = await openListingForm(page, testInfo);
  const choice = form.getByLabel("Match", { exact: true });
  const matchId = await choice.locator("option", { hasText: opponent }).getAttribute("value");
  expect(matchId, "the new home match in the form's match choice").toMatch(/^\d+$/);
  await choice.selectOption(matchId!);
  if (js) await expect(form.getByText("Face value $30.00: the most you can ask.")).toBeVisible();
  await form.getByLabel("Section").fill(section);
  await form.getByLabel("Seats").fill("4");
  await form.getByLabel("Listing type").selectOption("sale");
  await form.getByLabel("Price per ticket ($)").fill("35");
  const refused = formPost(page);
  await form.getByRole("button", { name: "List Tickets" }).click();
  expect((await refused).status()).toBe(400);
  await expect(form.getByLabel("Price per ticket ($)")).toHaveAccessibleDescription(/Price may not exceed the face value of \$30\.00/);
  // Nothing typed is lost; at the face value it goes through.
  await expect(form.getByLabel("Section")).toHaveValue(section);
  await form.getByLabel("Price per ticket ($)").fill("30");
  const accepted = formPost(page);
  await form.getByRole("button", { name: "List Tickets" }).click();
  expect((await accepted).status()).toBeLessThan(400);
  await page.goto("/tickets?type=sale");
  await expect(listingCard(page, section)).toContainText("$30.00 each");
  await expect(listingCard(page, section)).toContainText(`Riverside FC vs ${opponent}`);
});

/** Mails the SMTP mailbox on loopback received for this address, quoted-printable line breaks joined. */
async function mailsTo(email: string): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${MAILBOX_PORT}/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { raw: string }[]).map((message) => message.raw.replace(/=\r?\n/g, ""));
}

test("an admin removes a listing with a reason: it leaves the exchange and the poster is emailed why", async ({
  browser,
  page,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const section = uniqueSection(testInfo, "removed");
  const posterEmail = uniqueEmail(testInfo, "removed-poster");
  await signIn(page, posterEmail);
  const id = await postListing(page.request, {
    matchTitle: "Riverside FC vs Touts United",
    matchDate: wallTime(new Date(Date.now() + 9 * DAY)),
    section,
    price: "25",
  });

  const adminContext = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: js });
  const admin = await adminContext.newPage();
  await signIn(admin, adminEmail(testInfo));
  await admin.goto("/admin/tickets");
  const row = admin.getByTestId("admin-listing-row").filter({ has: admin.locator(`a[href="/tickets/${id}"]`) });
  await row.getByText("Remove listing").click();
  // A reason is required: the poster is told why.
  await row.getByRole("button", { name: "Remove" }).click();
  const refusedRow = admin.getByTestId("admin-listing-row").filter({ has: admin.locator(`a[href="/tickets/${id}"]`) });
  await expect(refusedRow.getByRole("alert")).toHaveText("Give the poster a reason (they are emailed it)");
  await refusedRow.getByLabel("Reason (emailed to the poster)").fill("Priced above face value, against the exchange's rules.");
  await refusedRow.getByRole("button", { name: "Remove" }).click();
  await expect(admin.getByText("The poster has been emailed the reason.")).toBeVisible();
  await expect(admin.locator(`a[href="/tickets/${id}"]`)).toHaveCount(0);
  await adminContext.close();

  // Gone from the exchange; the poster's My listings says so, with the reason.
  await page.goto("/tickets");
  await expect(listingCard(page, section)).toHaveCount(0);
  await expect(myListing(page, section)).toContainText("Removed by an admin");
  await expect(myListing(page, section)).toContainText("Priced above face value, against the exchange's rules.");
  expect((await page.request.get(`/tickets/${id}`)).status()).toBe(404);
  // The outbox mails the reason (the e2e servers sweep every 2 s).
  await expect
    .poll(async () => (await mailsTo(posterEmail)).filter((raw) => raw.includes("Your ticket listing was removed")).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const [mail] = (await mailsTo(posterEmail)).filter((raw) => raw.includes("Your ticket listing was removed"));
  expect(mail).toContain("Reason: Priced above face value, against the exchange's rules.");
});

/** The header's value in a raw mail (one line; our addresses are short enough not to be folded). */
const header = (raw: string, name: string) => raw.match(new RegExp(`^${name}:\\s*(.*)$`, "mi"))?.[1].trim() ?? null;

test("a member writes to a poster whose address is private: the message is checked, mailed with a Reply-To of the sender, and both get their copy", async ({
  page,
}, testInfo) => {
  const posterEmail = uniqueEmail(testInfo, "private-poster");
  // The defaults: 'Allow member contact' on, 'Show email address' off.
  const poster = await memberContext(posterEmail, { firstName: "Robin", lastName: "Quayle" });
  const section = uniqueSection(testInfo, "contact");
  const id = await postListing(poster, {
    matchTitle: "Riverside FC vs Harbour Town",
    matchDate: wallTime(new Date(Date.now() + 12 * DAY)),
    section,
    price: "20",
  });
  await poster.dispose();

  const writerEmail = uniqueEmail(testInfo, "writer");
  await signIn(page, writerEmail, { firstName: "Kai", lastName: "Ng" });
  await page.goto("/tickets");
  const card = listingCard(page, section);
  await expect(card).toContainText("Posted by Robin Q.");
  const contact = card.getByRole("link", { name: "Contact Seller" });
  await expect(contact).toHaveAttribute("href", `/tickets/${id}/contact`);
  // Not a mail link, and the address is nowhere in the page or the data it carries.
  await expect(card.locator('a[href^="mailto:"]')).toHaveCount(0);
  expect(await page.content()).not.toContain(posterEmail);

  await contact.click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${id}/contact$`));
  await expect(page.getByRole("heading", { level: 1, name: "Contact Seller" })).toBeVisible();
  await expect(page.getByText("Posted by Robin Q.")).toBeVisible();
  expect(await page.content()).not.toContain(posterEmail);

  // An empty message: 400, the message next to the field; a second try keeps what was typed.
  const emptyPost = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === `/tickets/${id}/contact`);
  await page.getByRole("button", { name: "Send message" }).click();
  expect((await emptyPost).status()).toBe(400);
  await expect(page.locator("#message-error")).toHaveText("Write a message to the poster");
  await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("aria-invalid", "true");

  const message = `Are the two seats together? (${section})`;
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${id}$`));
  await expect(page.getByText("Message Sent")).toBeVisible();

  // The outbox mails both (the e2e servers sweep every 2 s): the poster's answers to the writer.
  const withMessage = async (email: string) => (await mailsTo(email)).filter((raw) => raw.includes(message));
  await expect.poll(async () => (await withMessage(posterEmail)).length, { timeout: 15_000 }).toBe(1);
  const [toPoster] = await withMessage(posterEmail);
  expect(header(toPoster, "Reply-To")).toContain(writerEmail);
  expect(toPoster).toContain("Kai Ng wrote to you about your listing");
  expect(toPoster).toContain(`/tickets/${id}`);
  await expect.poll(async () => (await withMessage(writerEmail)).length, { timeout: 15_000 }).toBe(1);
  const [copy] = await withMessage(writerEmail);
  expect(copy).toContain("This is a copy of your message");
  expect(copy).not.toContain(posterEmail);
  expect(copy).not.toContain("Quayle");
});

test("'Allow member contact' off: Contact is disabled with 'No contact info available', and the form and a direct post are refused", async ({
  page,
}, testInfo) => {
  const posterEmail = uniqueEmail(testInfo, "closed-poster");
  const poster = await memberContext(posterEmail, { firstName: "Dana", lastName: "Vale" });
  // 'Show email address' on does not matter once contact is off.
  await savePrivacy(poster, ["profileVisibility", "showEmail"]);
  const section = uniqueSection(testInfo, "no-contact");
  const id = await postListing(poster, {
    matchTitle: "Riverside FC vs Quiet Town",
    matchDate: wallTime(new Date(Date.now() + 12 * DAY)),
    section,
    price: "15",
  });
  await poster.dispose();

  await signIn(page, uniqueEmail(testInfo, "reader"));
  await page.goto("/tickets");
  const button = listingCard(page, section).getByRole("button", { name: "Contact Seller" });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute("title", "No contact info available");
  await expect(listingCard(page, section).getByRole("link", { name: "Contact Seller" })).toHaveCount(0);
  expect(await page.content()).not.toContain(posterEmail);

  const formPage = await page.goto(`/tickets/${id}/contact`);
  expect(formPage?.status()).toBe(403);
  await expect(page.getByText("This member does not take messages through the exchange.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send message" })).toHaveCount(0);
  const direct = await page.request.post(`/tickets/${id}/contact`, {
    form: { message: "Hello" },
    headers: { Origin: APP_URL },
    maxRedirects: 0,
  });
  expect(direct.status()).toBe(403);
  expect(await direct.text()).not.toContain(posterEmail);
});

test("'Profile visibility' off: the card says 'Member' and nothing in the page, its data or the API names the poster", async ({
  page,
  request,
}, testInfo) => {
  const posterEmail = uniqueEmail(testInfo, "hidden-poster");
  const poster = await memberContext(posterEmail, { firstName: "Zephyrine", lastName: "Thistlewood" });
  // Even with 'Show email address' on: an address names its owner.
  await savePrivacy(poster, ["showEmail", "allowMemberContact"]);
  const section = uniqueSection(testInfo, "hidden");
  const id = await postListing(poster, {
    matchTitle: "Riverside FC vs Hidden Town",
    matchDate: wallTime(new Date(Date.now() + 12 * DAY)),
    section,
    price: "18",
  });
  await poster.dispose();

  await signIn(page, uniqueEmail(testInfo, "looker"));
  await page.goto("/tickets");
  const card = listingCard(page, section);
  await expect(card).toContainText("Posted by Member");
  await expect(card.getByRole("link", { name: "Contact Seller" })).toHaveAttribute("href", `/tickets/${id}/contact`);
  const pages = [
    await page.content(),
    await (await page.request.get("/tickets")).text(),
    await (await page.request.get(`/tickets/${id}`)).text(),
    await (await page.request.get(`/tickets/${id}/contact`)).text(),
    await (await page.request.get(`/api/ticket-listings/${id}`)).text(),
    await (await page.request.get("/api/ticket-listings?limit=500")).text(),
    await (await request.get(`/api/ticket-listings/${id}`)).text(),
  ];
  for (const body of pages) {
    for (const clue of [posterEmail, posterEmail.split("@")[0], "Zephyrine", "Thistlewood"]) expect(body).not.toContain(clue);
  }
});
