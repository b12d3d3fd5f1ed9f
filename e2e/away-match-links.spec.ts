import { expect, test, type Locator } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn } from "./support/auth";
import { wallTime } from "./support/time";

/**
 * Match day as one thing, with JavaScript and without: an away match and its ballot link each other
 * (the admin's 'New away ballot' form offers away matches only and refuses a home match posted by
 * hand), an away match's title reads in the order of its crests (home, then away), and a member's
 * own outcome comes first on a drawn ballot's page (demo data: scripts/demo-seed.ts).
 */

/** The y of an element's top edge. */
async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

test("an admin opens a ballot for an away match from the form (home matches are not offered); the match and its ballot link each other", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const adminApi = await playwright.request.newContext({ baseURL: APP_URL });
  await signIn(adminApi, adminEmail(testInfo));
  const kickoff = new Date(Date.now() + 12 * 86_400_000).toISOString();
  const create = async (title: string, isHomeMatch: boolean) => {
    const created = await adminApi.post("/api/events", {
      data: { title, date: kickoff, location: "Somewhere Park", type: "match", isHomeMatch },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };
  const awayId = await create(`Riverside FC vs Forest Rovers ${stamp}`, false);
  const homeId = await create(`Riverside FC vs Home Town ${stamp}`, true);

  // A home match posted by hand: refused next to the Match field, nothing created.
  const byHand = await adminApi.post("/admin/away/new", {
    form: {
      eventId: String(homeId),
      tickets: "10",
      price: "30.00",
      opensAt: wallTime(new Date(Date.now() - 3_600_000)),
      closesAt: wallTime(new Date(Date.now() + 5 * 86_400_000)),
      payHours: "48",
      maxPerApplication: "1",
    },
    maxRedirects: 0,
  });
  expect(byHand.status()).toBe(400);
  expect(await byHand.text()).toContain("Choose an away match: a ballot is for away tickets.");

  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin/away/new");
  const match = page.getByLabel("Match");
  await expect(match.locator("option", { hasText: `Forest Rovers ${stamp}` })).toHaveCount(1);
  await expect(match.locator("option", { hasText: `Home Town ${stamp}` })).toHaveCount(0);
  await match.selectOption(String(awayId));
  await page.getByLabel("Tickets", { exact: true }).fill("12");
  await page.getByLabel(/^Price/).fill("25.00");
  await page.getByLabel("Applications open").fill(wallTime(new Date(Date.now() - 5 * 60_000)));
  await page.getByLabel("Applications close").fill(wallTime(new Date(Date.now() + 5 * 86_400_000)));
  await page.getByRole("button", { name: "Create ballot" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^Away ballot: .*Forest Rovers ${stamp}`) })).toBeVisible();
  const ballotPath = new URL(page.url()).pathname.replace("/admin", "");

  // The ballot's page links its match; the match's page shows the ballot's phase and links back.
  await page.goto(ballotPath);
  await page.getByRole("link", { name: "The match: kickoff, where, who is going" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${awayId}$`));
  const ballot = page.getByRole("region", { name: "Away ballot" });
  await expect(ballot.getByTestId("event-ballot-phase")).toHaveText("Open for applications");
  await expect(ballot.getByTestId("event-ballot-mine")).toHaveText("You have not applied.");
  await ballot.getByRole("link", { name: "Apply for away tickets" }).click();
  await expect(page).toHaveURL(new RegExp(`${ballotPath}$`));
  await adminApi.dispose();
});

test("an away match's title reads home side first, in the order of its crests, on the card, the event page and the ballot", async ({
  page,
}) => {
  // The demo's open ballot (2) is for Bay Area Athletic at home, the group's club away.
  await page.goto("/away/2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Away ballot: Bay Area Athletic vs Riverside FC");
  await page.getByRole("link", { name: "The match: kickoff, where, who is going" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bay Area Athletic vs Riverside FC");
  const crests = page.getByTestId("match-teams").getByRole("img");
  await expect(crests.nth(0)).toHaveAttribute("aria-label", "Home: Bay Area Athletic");
  await expect(crests.nth(1)).toHaveAttribute("aria-label", "Away: Riverside FC");
  await page.goto("/events");
  const card = page.getByTestId("event-card").filter({ has: page.getByRole("img", { name: "Home: Bay Area Athletic" }) });
  await expect(card.getByRole("heading", { level: 3 })).toHaveText("Bay Area Athletic vs Riverside FC");
});

test("on a drawn ballot's page the member's own outcome comes before the facts, the seed's hash and the formula", async ({ page }) => {
  // Daniel (demo data) applied to the drawn ballot 1 alone.
  await signIn(page, "daniel.kim@example.org");
  await page.goto("/away/1");
  const mine = page.getByTestId("my-application");
  await expect(mine).toContainText(/number \d in the order/);
  const outcomeTop = await topOf(mine);
  expect(outcomeTop).toBeLessThan(await topOf(page.getByTestId("seed-commitment")));
  expect(outcomeTop).toBeLessThan(await topOf(page.getByText("How the draw works")));
  expect(outcomeTop).toBeLessThan(await topOf(page.getByRole("region", { name: "The ballot" })));
});
