import { expect, test, type Browser, type Page, type Route, type TestInfo } from "@playwright/test";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { axeViolations } from "./support/axe";

/**
 * WCAG 2.2 AA: axe on every page listed below, as anonymous, member and admin where the
 * page differs, in light and dark theme, at a phone and a desktop width. Each test loops over its
 * pages and collects every violation, so one run reports them all (rule, page, theme, width, target).
 */
const WIDTHS = [390, 1280] as const;
const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

/** The public pages but the shop's (scanned as anonymous and as a member, each its own test). */
const PUBLIC_PAGES = [
  "/",
  "/join",
  "/events",
  "/volunteer",
  "/tickets",
  "/ticket-exchange",
  { name: "one ticket listing's page", path: listingPath },
  // A match's page with its sections (the demo's shift and listings of the match), and a past event's.
  { name: "an upcoming match's event page", path: eventWithListingPath },
  "/events/1",
  "/terms",
  "/privacy",
  "/no-such-page",
  // The gate check of a member card that does not exist: the 'not valid' page.
  "/verify/not-a-real-card",
  // Away days (scripts/demo-seed.ts): the list, the open ballot (its form for a member), the drawn one's result.
  "/away",
  "/away/2",
  "/away/1",
  "/away/1/result",
  "/news",
  // General meetings (scripts/demo-seed.ts): the list, the AGM taking motions and proxies, the EGM's results.
  "/meetings",
  "/meetings/1",
  "/meetings/2/results",
];
/** The shop's public pages, in this order: the checkout's errors fill the cart that /shop/cart then shows. */
const SHOP_PAGES = [
  "/shop",
  "/shop?category=apparel",
  "PRODUCT",
  { name: "a print-on-demand product with sizes", path: sizedProductPath },
  { name: "the checkout with an empty cart", path: "/shop/checkout" },
  {
    // A sized tee (the address fields) and a pickup item (the pickup events) in the cart, then the
    // form posted empty: every field comes back with its message.
    name: "the checkout form sent back with its field errors",
    path: fillCartForCheckout,
    prepare: async (page: Page) => {
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
    },
    noJs: true,
  },
  "/shop/cart",
];
/** Pages that differ for a member: sign-in notices (anonymous) or the member's own content. */
const SIGNED_IN_PAGES = [
  "/dashboard",
  "/profile",
  "/email-settings",
  "/privacy-settings",
  "/order-tracking",
  "/volunteer-shifts",
  "/tickets/new",
  "/admin",
];

/**
 * A page reached by more than a GET: `path` is loaded, then `prepare` acts on it (fills and posts a
 * form, say) and the page it ends on is scanned. `noJs` blocks the app's JavaScript for this page
 * in the js project too, so a form posts to the server as it does without JavaScript.
 */
interface Step {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  prepare?: (page: Page) => Promise<void>;
  noJs?: boolean;
}
type Listed = string | Step;

/**
 * The admin differs on the admin area and in the navigation (the Admin link). The event form with its
 * match-day section (new, and the seeded first event's edit) and the cancel confirmation.
 */
const ADMIN_PAGES: Listed[] = [
  "/",
  "/events",
  "/admin",
  "/admin/events",
  "/admin/events/new",
  "/admin/events/1/edit",
  "/admin/events/1/cancel",
  "/admin/tickets",
  "/tickets",
  "/admin/away",
  "/admin/away/new",
  "/admin/away/1",
  "/admin/away/2",
  "/admin/announcements",
  "/admin/announcements/new",
  "/admin/insights",
  "/admin/meetings",
  "/admin/meetings/new",
  "/admin/meetings/1",
];

/** The membership pages of a member (the card, the membership checkout and its pending order page). */
const MEMBER_MEMBERSHIP_PAGES: Listed[] = [
  "/profile/card",
  "/join/checkout?tier=roadie",
  {
    name: "a membership waiting for payment",
    path: "/join/checkout?tier=roadie",
    prepare: async (page: Page) => {
      await page.getByRole("button", { name: "Confirm membership" }).click();
      await page.waitForURL(/\/join\/checkout\/complete/);
    },
    noJs: true,
  },
  "/profile",
];

/** The first member's page on /admin/members (newest first). */
async function adminMemberPath(page: Page) {
  await page.goto("/admin/members");
  const href = await page.locator('main a[href^="/admin/members/"]').first().getAttribute("href");
  expect(href, "a member link on /admin/members").toMatch(/^\/admin\/members\/[A-Za-z0-9-]+$/);
  return href!;
}

/** The admin's member list (all and filtered), one member's page, the settings. */
const ADMIN_MEMBER_PAGES: Listed[] = [
  "/admin/members",
  "/admin/members?status=active",
  { name: "a member's page", path: adminMemberPath },
  "/admin/settings",
];

/** Seeded opportunities (scripts/demo-seed.ts) the volunteering scans aim at. */
const FULL_SHIFT = "Watch Party Setup"; // full, upcoming: a waitlist to join
const OPEN_SHIFT = "Food Bank Sorting Shift"; // 10 spots, 1 taken: room for the parallel tests too
const PAST_SHIFT = "Flag Crew: Northgate Rovers"; // past, with a completed signup: the attendance form

/** The first order's page on /admin/orders (seeded orders, newest first). */
async function adminOrderPath(page: Page) {
  await page.goto("/admin/orders");
  const href = await page
    .getByRole("link", { name: /^Open order #/ })
    .first()
    .getAttribute("href");
  expect(href, "an order link on /admin/orders").toMatch(/^\/admin\/orders\/[A-Za-z0-9-]+$/);
  return href!;
}

/** The shop's admin pages: products (list, new), the orders list (filtered too), one order, the pick lists. */
const ADMIN_ORDER_PAGES: Listed[] = [
  "/admin/products",
  "/admin/products/new",
  "/admin/orders",
  "/admin/orders?status=processing",
  { name: "an order's page", path: adminOrderPath },
  "/admin/orders/pick-list",
];

/**
 * The door's check-in: the seeded first event's page, and an event of this step's own where the
 * admin has RSVP'd, found by their Member ID and checked in without JavaScript (the verdict shown);
 * the merch table's page of the same event.
 */
const DOOR_PAGES: Listed[] = [
  "/events/1/check-in",
  { name: "the door's search and a check-in's verdict (server)", path: doorSearchPath, noJs: true, prepare: checkInFirstRow },
  // The merch table: the page, and a search with no match (its words under the form).
  "/events/1/pickup",
  "/events/1/pickup?q=Nobody%20Here",
];

/** Creates an event far ahead (none of the home page's soonest places), RSVPs the admin and searches for them by Member ID. */
async function doorSearchPath(page: Page): Promise<string> {
  const created = await page.request.post("/api/events", {
    data: {
      title: `Door check ${Date.now()}`,
      date: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      location: "Gate A",
      type: "community",
    },
  });
  expect(created.status(), "creating the door's event").toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`/api/events/${id}/rsvp`)).status(), "the admin's RSVP").toBe(200);
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  return `/events/${id}/check-in?${new URLSearchParams({ q: `#${me.id.slice(-8).toUpperCase()}` })}`;
}

/** Presses the first row's Check in, waits for the verdict, then deletes the step's event (the page stays as rendered for axe). */
async function checkInFirstRow(page: Page) {
  const id = /\/events\/(\d+)\/check-in/.exec(page.url())?.[1];
  try {
    await page
      .getByRole("button", { name: /^Check in / })
      .first()
      .click();
    await expect(page.getByTestId("check-in-verdict")).toContainText("Checked in");
  } finally {
    expect((await page.request.delete(`/api/events/${id}`)).status()).toBe(204);
  }
}

/** The coordinator's link to one opportunity's page (roster, edit, cancel, delete), read off /admin/volunteer. */
function coordinatorPath(title: string, action: "roster" | "edit" | "cancel" | "delete") {
  return async (page: Page) => {
    await page.goto("/admin/volunteer");
    const href = await page
      .locator(
        `a[href$="/${action}"][aria-label="${action === "roster" ? "Roster of" : action[0].toUpperCase() + action.slice(1)} ${title}"]`,
      )
      .first()
      .getAttribute("href");
    expect(href, `${action} link of ${title} on /admin/volunteer`).toMatch(new RegExp(`^/admin/volunteer/\\d+/${action}$`));
    return href!;
  };
}

/** The coordinators' pages, and the opportunity form sent back with its field errors. */
const ADMIN_VOLUNTEER_PAGES: Listed[] = [
  "/admin/volunteer",
  "/admin/volunteer/new",
  { name: "edit of an upcoming shift", path: coordinatorPath(FULL_SHIFT, "edit") },
  { name: "roster of an upcoming shift (confirmed and waitlisted)", path: coordinatorPath(FULL_SHIFT, "roster") },
  { name: "roster of a past shift (attendance form)", path: coordinatorPath(PAST_SHIFT, "roster") },
  { name: "cancel confirmation", path: coordinatorPath(FULL_SHIFT, "cancel") },
  { name: "delete confirmation", path: coordinatorPath(FULL_SHIFT, "delete") },
  {
    // Without JavaScript: the server's 400 page with conform's field errors (empty required
    // fields) and what was typed.
    name: "new opportunity with field errors (server)",
    path: "/admin/volunteer/new",
    noJs: true,
    prepare: invalidOpportunity,
  },
  // With JavaScript (js project): the same errors from conform's validation in the browser.
  { name: "new opportunity with field errors", path: "/admin/volunteer/new", prepare: invalidOpportunity },
  // The shift templates: the list, the form (new, a template's edit) and its errors, the delete confirmation.
  "/admin/shift-templates",
  "/admin/shift-templates/new",
  { name: "edit of a shift template", path: shiftTemplatePath("edit") },
  { name: "shift template delete confirmation", path: shiftTemplatePath("delete") },
  { name: "new shift template with field errors (server)", path: "/admin/shift-templates/new", noJs: true, prepare: invalidShiftTemplate },
  { name: "new shift template with field errors", path: "/admin/shift-templates/new", prepare: invalidShiftTemplate },
];

/** The first template's edit or delete page, read off /admin/shift-templates (the migration seeds 'Home match crew'). */
function shiftTemplatePath(action: "edit" | "delete") {
  return async (page: Page) => {
    await page.goto("/admin/shift-templates");
    const href = await page.locator(`main a[href^="/admin/shift-templates/"][href$="/${action}"]`).first().getAttribute("href");
    expect(href, `a ${action} link on /admin/shift-templates`).toMatch(new RegExp(`^/admin/shift-templates/\\d+/${action}$`));
    return href!;
  };
}

async function invalidShiftTemplate(page: Page) {
  const shift = page.getByRole("group", { name: "Shift 1", exact: true });
  await shift.getByLabel("Title", { exact: true }).fill("Stewards");
  await shift.getByLabel("Starts (minutes from kickoff)").fill("30");
  await shift.getByLabel("Ends (minutes from kickoff)").fill("-30");
  await page.getByRole("button", { name: "Create template" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Ends must be after the start")).toBeVisible();
}

async function invalidOpportunity(page: Page) {
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("End time").fill("09:00");
  await page.getByRole("button", { name: "Create opportunity" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
}

/** A member's volunteering once they have signed up (one shift confirmed, one on a waitlist). */
const MEMBER_VOLUNTEER_PAGES: Listed[] = [
  {
    name: "/volunteer signed up and waitlisted",
    path: "/volunteer",
    prepare: async (page) => {
      await expect(page.getByRole("article", { name: OPEN_SHIFT }).getByText("You're signed up")).toBeVisible();
    },
  },
  {
    name: "/volunteer-shifts with an upcoming shift and a waitlist place",
    path: "/volunteer-shifts",
    prepare: async (page) => {
      await expect(
        page.getByRole("region", { name: "Upcoming Shifts" }).getByRole("button", { name: `Cancel ${OPEN_SHIFT}` }),
      ).toBeVisible();
      await expect(page.getByText(FULL_SHIFT).first()).toBeVisible();
    },
  },
  { name: "/profile with its Volunteer Shifts card", path: "/profile" },
  {
    name: "/volunteer-shifts with a private calendar feed",
    path: "/volunteer-shifts",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Create calendar feed" }).click();
      await expect(page.getByLabel("Your private feed URL")).toBeVisible();
    },
  },
];

/** The page of the newest open ticket listing (a ticket alert's link). */
async function listingPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/ticket-listings?limit=1");
  expect(response.ok()).toBe(true);
  const [listing] = (await response.json()) as { id: number }[];
  expect(listing, "an open listing in /api/ticket-listings").toBeTruthy();
  return `/tickets/${listing.id}`;
}

/** The page of an event that has an open listing (the demo seed's home match: its shift and listings show). */
async function eventWithListingPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/ticket-listings?limit=100");
  expect(response.ok()).toBe(true);
  const listing = ((await response.json()) as { eventId: number | null }[]).find((row) => row.eventId !== null);
  expect(listing, "an open listing for an event in /api/ticket-listings").toBeTruthy();
  return `/events/${listing?.eventId}`;
}

/** Lists a ticket as the page's member, through the API; withdrawn again by withdrawListing. */
async function listTicket(page: Page): Promise<number> {
  const response = await page.request.post("/api/ticket-listings", {
    data: {
      eventId: null,
      matchTitle: "Accessibility Cup final",
      matchDate: new Date(Date.now() + 20 * 24 * 3_600_000).toISOString(),
      section: "A11y",
      row: null,
      seats: "1-2",
      price: 20,
      listingType: "sale",
      tradeDescription: null,
    },
  });
  expect(response.status(), "listing a ticket").toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function withdrawListing(page: Page, id: number) {
  expect((await page.request.delete(`/api/ticket-listings/${id}`)).status(), `withdrawing listing ${id}`).toBe(200);
}

/** A member's side of the ticket exchange once they have an open listing. */
function memberTicketPages(listingId: () => number): Listed[] {
  return [
    {
      name: "/tickets with My listings",
      path: "/tickets",
      prepare: async (page) => {
        await expect(page.getByRole("region", { name: "My listings" }).getByText("Accessibility Cup final", { exact: true })).toBeVisible();
      },
    },
    { name: "edit of the member's listing", path: async () => `/tickets/${listingId()}/edit` },
    {
      name: "List Tickets (the dialog with JavaScript, the form page without)",
      path: "/tickets",
      prepare: async (page) => {
        await page.getByRole("link", { name: "List Tickets" }).click();
        await expect(page.getByRole("heading", { name: "List Tickets" })).toBeVisible();
      },
    },
    {
      // The server's 400 with the field errors and what was typed.
      name: "listing form with field errors (server)",
      path: "/tickets/new",
      noJs: true,
      prepare: async (page) => {
        await page.getByLabel("Section").fill("B");
        await page.getByRole("button", { name: "List Tickets" }).click();
        await expect(page.getByText("Match date is required")).toBeVisible();
      },
    },
    { name: "/profile with its Ticket Listings card", path: "/profile" },
  ];
}

/** The public list's id of a seeded opportunity. */
async function opportunityId(page: Page, title: string): Promise<number> {
  const response = await page.request.get("/api/volunteer-opportunities?limit=100");
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as { id: number; title: string }[]).find((o) => o.title === title);
  expect(found, `${title} in /api/volunteer-opportunities`).toBeTruthy();
  return found!.id;
}

/** Signs the page's user up (or onto the waitlist) and returns the signup's id, for cancelSignups. */
async function signUp(page: Page, title: string, status: "confirmed" | "waitlisted"): Promise<number> {
  const response = await page.request.post(`/api/volunteer-opportunities/${await opportunityId(page, title)}/signup`);
  expect(response.status(), `sign-up for ${title}`).toBe(200);
  const signup = (await response.json()) as { id: number; status: string };
  expect(signup.status, `sign-up for ${title}`).toBe(status);
  return signup.id;
}

/** The js and no-js projects share the server's data (volunteer.spec.ts reads these shifts). */
async function cancelSignups(page: Page, ids: number[]) {
  for (const id of ids) {
    const response = await page.request.delete(`/api/volunteer-signups/${id}`);
    expect(response.status(), `cancel of signup ${id}`).toBeLessThan(300);
  }
}

/**
 * axe needs script execution in the page, which the no-js project turns off. There the scan runs
 * in a context with scripts allowed but the app's JavaScript never loaded (every /build/*.js
 * request is refused): the page stays the server's HTML, exactly what a visitor without
 * JavaScript gets, meta tags and all.
 */
async function scanPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: true });
  if (testInfo.project.use.javaScriptEnabled === false) {
    await context.route(/\/build\/.*\.js(\?.*)?$/, (route) => route.abort());
  }
  return context.newPage();
}

/** Saves the theme choice (cookie, and on the member when signed in) as the switcher would. */
async function setTheme(page: Page, theme: Theme) {
  const response = await page.request.post("/action/set-theme", { form: { theme } });
  expect(response.ok()).toBe(true);
}

/** Puts the seeded tee (size M) and the seeded pin (event pickup) in this page's cart; the checkout is next. */
async function fillCartForCheckout(page: Page): Promise<string> {
  await page.goto(await sizedProductPath(page));
  await page.getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart!").first()).toBeVisible();
  await page.goto("/shop?category=accessories");
  await page.getByRole("link", { name: "Enamel Crest Pin", exact: true }).first().click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart!").first()).toBeVisible();
  return "/shop/checkout";
}

/** The seeded tee (sizes, several photos), read off /shop?category=apparel. */
async function sizedProductPath(page: Page): Promise<string> {
  await page.goto("/shop?category=apparel");
  const href = await page.getByRole("link", { name: "Roadies Crest Tee", exact: true }).first().getAttribute("href");
  expect(href).toMatch(/^\/shop\/printify-/);
  return href!;
}

async function productPath(page: Page): Promise<string> {
  await page.goto("/shop");
  const href = await page.locator('main a[href^="/shop/"]:not([href="/shop/cart"])').first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

async function scan(page: Page, pages: readonly Listed[], theme: Theme, widths: readonly number[] = WIDTHS): Promise<string[]> {
  const found: string[] = [];
  const product = pages.includes("PRODUCT") ? await productPath(page) : "";
  for (const listed of pages) {
    const step: Step = typeof listed === "string" ? { name: listed, path: listed === "PRODUCT" ? product : listed } : listed;
    const path = typeof step.path === "string" ? step.path : await step.path(page);
    const label = step.name === path ? path : `${path} (${step.name})`;
    const blockJs = (route: Route) => route.abort();
    if (step.noJs) await page.route(/\/build\/.*\.js(\?.*)?$/, blockJs);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    await page.waitForLoadState("load");
    if (step.prepare) {
      await step.prepare(page);
      await page.waitForLoadState("load");
    }
    expect(await page.locator("html").getAttribute("class"), `${label} in ${theme}`).toMatch(new RegExp(`\\b${theme}\\b`));
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const violation of await axeViolations(page)) {
        for (const node of violation.nodes) {
          found.push(`${violation.id} on ${label} (${new URL(page.url()).pathname}) [${theme}, ${width}px]: ${node.target.join(" ")}`);
        }
      }
    }
    if (step.noJs) await page.unroute(/\/build\/.*\.js(\?.*)?$/, blockJs);
  }
  return found;
}

/** A scan page signed in as `who` (anonymous, a fresh member, or this worker's admin) with `theme` saved. */
async function openAs(browser: Browser, testInfo: TestInfo, who: "anonymous" | "member" | "admin", theme: Theme, label = "a11y") {
  const page = await scanPage(browser, testInfo);
  if (who === "member") await signIn(page, uniqueEmail(testInfo, label), { firstName: "Ada", lastName: "Access" });
  if (who === "admin") await signIn(page, adminEmail(testInfo));
  await setTheme(page, theme);
  return page;
}

/**
 * The pages are scanned in eight tests per theme of one to two minutes each rather than four long
 * ones, so the suite's workers share them evenly.
 */
for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.describe.configure({ timeout: 360_000 });

    test(`anonymous pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
      const page = await openAs(browser, testInfo, "anonymous", theme);
      expect(await scan(page, PUBLIC_PAGES, theme)).toEqual([]);
    });

    test(`anonymous shop and sign-in pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
      const page = await openAs(browser, testInfo, "anonymous", theme);
      expect(await scan(page, [...SHOP_PAGES, ...SIGNED_IN_PAGES, "/api/login"], theme)).toEqual([]);
    });

    test(`member pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
      const page = await openAs(browser, testInfo, "member", theme);
      expect(await scan(page, PUBLIC_PAGES, theme)).toEqual([]);
    });

    test(`member shop and own pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
      // A fresh member: /volunteer-shifts in its empty state.
      const page = await openAs(browser, testInfo, "member", theme);
      expect(await scan(page, [...SHOP_PAGES, ...SIGNED_IN_PAGES], theme)).toEqual([]);
    });

    test(`member volunteering and ticket pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
      const page = await openAs(browser, testInfo, "member", theme);
      // With an upcoming shift (Cancel, .ics) and a waitlist place (grey badge, position).
      const signups = [await signUp(page, OPEN_SHIFT, "confirmed"), await signUp(page, FULL_SHIFT, "waitlisted")];
      const found: string[] = [];
      try {
        found.push(...(await scan(page, MEMBER_VOLUNTEER_PAGES, theme)));
      } finally {
        await cancelSignups(page, signups);
      }
      // Then with an open ticket listing of their own (My listings, its edit page, the form).
      const listing = await listTicket(page);
      try {
        found.push(
          ...(await scan(
            page,
            memberTicketPages(() => listing),
            theme,
          )),
        );
      } finally {
        await withdrawListing(page, listing);
      }
      expect(found).toEqual([]);
    });

    test(`membership pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
      const page = await scanPage(browser, testInfo);
      await signIn(page, uniqueEmail(testInfo, "a11y-join"), { firstName: "Mo", lastName: "Member" });
      await setTheme(page, theme);
      const found = await scan(page, MEMBER_MEMBERSHIP_PAGES, theme);
      await page.context().clearCookies();
      await signIn(page, adminEmail(testInfo));
      await setTheme(page, theme);
      try {
        found.push(...(await scan(page, ADMIN_MEMBER_PAGES, theme)));
      } finally {
        await setTheme(page, "light"); // this worker's admin is shared with other specs
      }
      expect(found).toEqual([]);
    });

    test(`admin pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
      const page = await openAs(browser, testInfo, "admin", theme);
      try {
        expect(await scan(page, [...ADMIN_PAGES, ...ADMIN_ORDER_PAGES], theme)).toEqual([]);
      } finally {
        await setTheme(page, "light"); // this worker's admin is shared with other specs
      }
    });

    test(`admin door and volunteering pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
      const page = await openAs(browser, testInfo, "admin", theme);
      const found = await scan(page, DOOR_PAGES, theme);
      // The admin on the waitlist of the full shift too, so its roster has a waitlisted row.
      const signups = [await signUp(page, FULL_SHIFT, "waitlisted")];
      try {
        found.push(...(await scan(page, ADMIN_VOLUNTEER_PAGES, theme)));
      } finally {
        await cancelSignups(page, signups);
        await setTheme(page, "light"); // this worker's admin is shared with other specs
      }
      expect(found).toEqual([]);
    });
  });
}

/**
 * The same pages in German (longer words, other labels and names), on the phone width where longer
 * words run out of room first, in both themes: the pages a GET reaches as a visitor, a member and
 * the admin (the steps that press English buttons stay in the English scans above). Only in the js
 * project: the language changes the words, not what the server or the browser builds around them.
 * The language comes from the `lang` cookie alone, so the worker's admin keeps no saved language.
 */
const GERMAN_PAGES: Record<"anonymous" | "member" | "admin", readonly Listed[]> = {
  anonymous: PUBLIC_PAGES.filter((listed) => typeof listed === "string"),
  member: ["/shop", "/shop/cart", ...SIGNED_IN_PAGES, "/profile/card", "/join/checkout?tier=roadie"],
  admin: [
    ...ADMIN_PAGES,
    "/admin/members",
    "/admin/settings",
    "/admin/products",
    "/admin/orders",
    "/admin/volunteer",
    "/admin/shift-templates/new",
  ],
};

for (const theme of THEMES) {
  test(`German pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.use.javaScriptEnabled === false, "the German pages are scanned once, in the js project");
    test.setTimeout(360_000);
    const found: string[] = [];
    for (const who of ["anonymous", "member", "admin"] as const) {
      const page = await openAs(browser, testInfo, who, theme, "a11y-de");
      await page.context().addCookies([{ name: "lang", value: "de", url: testInfo.project.use.baseURL! }]);
      try {
        await page.goto("/");
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
        found.push(...(await scan(page, GERMAN_PAGES[who], theme, [WIDTHS[0]])));
      } finally {
        if (who === "admin") await setTheme(page, "light"); // this worker's admin is shared with other specs
        await page.context().close();
      }
    }
    expect(found).toEqual([]);
  });
}
