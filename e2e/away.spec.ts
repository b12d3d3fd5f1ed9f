import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { wallTime } from "./support/time";

/**
 * An away-day ballot from end to end, with JavaScript and without: an admin opens a ballot for one
 * ticket, two members apply, the window closes, the admin draws, the winner pays at the table (the
 * admin records it), the other member sees their position and the point it earns them; the public
 * result shows the seed, its commitment and the order; the admin adds a coach and the winner books a
 * seat at its pickup point. The window has to close for real (a ballot cannot be drawn before), and
 * the form takes whole minutes, so it closes at the first minute at least CLOSE_MARGIN_MS after the
 * ballot is made and the test waits for the member's page to show it closed: half a minute on average.
 */

/**
 * Time from the ballot's creation to the close: both members apply within it (a few seconds, more
 * on a loaded machine). Each second here is a second every run waits on average.
 */
const CLOSE_MARGIN_MS = 30_000;

async function activeMember(admin: APIRequestContext, member: APIRequestContext) {
  const { id } = (await (await member.get("/api/auth/user")).json()) as { id: string };
  const expiry = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
  const activated = await admin.post(`/admin/members/${id}`, {
    form: { intent: "edit-membership", status: "active", type: "annual", expiry, autoRenewal: "on", reason: "e2e away ballot" },
    maxRedirects: 0,
  });
  expect(activated.status()).toBe(302);
  return id;
}

const memberIdOf = (userId: string) => `#${userId.slice(-8).toUpperCase()}`;

test("a member applies, the admin draws after the close and records the winner's payment, the other sees their position and the bonus; the winner books a coach seat", async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(240_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const adminApi = await playwright.request.newContext({ baseURL: APP_URL });
  const otherApi = await playwright.request.newContext({ baseURL: APP_URL });
  await signIn(adminApi, adminEmail(testInfo));
  const created = await adminApi.post("/api/events", {
    data: {
      title: `Rovers vs Riverside ${stamp}`,
      date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      location: "Rovers Park",
      type: "match",
      isHomeMatch: false,
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;

  // Two active members: this page's, and another who applies by a plain post.
  await signIn(page, uniqueEmail(testInfo, "away-a"), { firstName: "Ada", lastName: "Away" });
  const mine = await activeMember(adminApi, page.request);
  await signIn(otherApi, uniqueEmail(testInfo, "away-b"), { firstName: "Bo", lastName: "Away" });
  const theirs = await activeMember(adminApi, otherApi);

  // The admin opens the ballot in the browser: one ticket, closing at the next minute that leaves time to apply.
  const adminContext = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: js });
  const admin = await adminContext.newPage();
  await signIn(admin, adminEmail(testInfo));
  await admin.goto("/admin/away/new");
  await admin.getByRole("button", { name: "Create ballot" }).click();
  await expect(admin.getByText("Choose a match from the list")).toBeVisible();
  const closes = new Date(Math.ceil((Date.now() + CLOSE_MARGIN_MS) / 60_000) * 60_000);
  await admin.getByLabel("Match").selectOption(String(eventId));
  await admin.getByLabel("Tickets", { exact: true }).fill("1");
  await admin.getByLabel(/^Price/).fill("30.00");
  await admin.getByLabel("Applications open").fill(wallTime(new Date(Date.now() - 5 * 60_000)));
  await admin.getByLabel("Applications close").fill(wallTime(closes));
  await admin.getByLabel("Hours to pay once offered").fill("48");
  await admin.getByRole("button", { name: "Create ballot" }).click();
  await expect(admin.getByRole("heading", { name: `Away ballot: Rovers vs Riverside ${stamp}` })).toBeVisible();
  const ballotId = Number(new URL(admin.url()).pathname.split("/").pop());
  await expect(admin.getByText(/The draw opens once applications close at/)).toBeVisible();
  const commitment = (await admin
    .locator("code, .font-mono")
    .filter({ hasText: /^[0-9a-f]{64}$/ })
    .first()
    .textContent())!.trim();

  // The member applies with the page's form; the page shows the window, the count and their points.
  await page.goto(`/away/${ballotId}`);
  await expect(page.getByTestId("seed-commitment")).toHaveText(commitment);
  await expect(page.getByText("0 applications (0 members)")).toBeVisible();
  await expect(page.getByRole("region", { name: "Loyalty points" }).getByTestId("loyalty-total")).toHaveText("0 points");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("my-application")).toHaveText("You have applied.");
  await expect(page.getByText("1 application (1 member)")).toBeVisible();
  // The other member's plain post; a second one is refused with the reason.
  expect((await otherApi.post(`/away/${ballotId}`, { form: { intent: "apply" }, maxRedirects: 0 })).status()).toBe(302);
  const again = await otherApi.post(`/away/${ballotId}`, { form: { intent: "apply" }, maxRedirects: 0 });
  expect(again.status()).toBe(409);

  // The draw waits for the close: until then the member's page offers to withdraw, and from then on no more.
  await expect(page.getByRole("button", { name: "Withdraw application" })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("my-application")).toHaveText("You have applied.");
    await expect(page.getByRole("button", { name: "Withdraw application" })).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: Math.max(0, closes.getTime() - Date.now()) + 30_000, intervals: [1_000] });
  await admin.goto(`/admin/away/${ballotId}`);
  await admin.getByRole("button", { name: "Draw" }).click();
  await expect(admin.getByText("Drawn: 1 place offered, 1 waiting.").first()).toBeVisible();
  const rows = admin.getByTestId("away-order-row");
  await expect(rows).toHaveCount(2);
  const winnerRow = rows.filter({ has: admin.getByRole("button", { name: "Record payment at the table" }) });
  const winnerId = (await winnerRow.textContent())!.includes(memberIdOf(mine)) ? mine : theirs;
  await winnerRow.getByRole("button", { name: "Record payment at the table" }).click();
  await expect(admin.getByText("Payment recorded.").first()).toBeVisible();
  await expect(rows.first()).toContainText("Paid");

  // Each member's page: the winner is going, the other waits with their position and next time's point.
  const view = async (target: Page) => {
    await target.goto(`/away/${ballotId}`);
    return target.getByTestId("my-application");
  };
  let loserPage = page;
  let otherContext = null;
  if (winnerId === mine) {
    await expect(await view(page)).toContainText("Paid: you're going · number 1 in the order");
    otherContext = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: js });
    loserPage = await otherContext.newPage();
    await signIn(loserPage, (await (await otherApi.get("/api/auth/user")).json()).email as string);
  }
  await expect(await view(loserPage)).toContainText("Waiting: not reached in the draw · number 2 in the order");
  await expect(loserPage.getByText("This lost ballot adds a point to your next ballot this season.")).toBeVisible();

  // The public result: the seed (whose SHA-256 is the commitment shown before), and the order by Member ID.
  await loserPage.getByRole("link", { name: "See the draw and how to check it" }).click();
  await expect(loserPage.getByRole("heading", { name: /^Ballot result:/ })).toBeVisible();
  await expect(loserPage.getByTestId("seed")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(loserPage.getByTestId("seed-commitment")).toHaveText(commitment);
  const resultRows = loserPage.getByTestId("result-row");
  await expect(resultRows).toHaveCount(2);
  await expect(resultRows.first()).toContainText(memberIdOf(winnerId));
  await expect(resultRows.first()).toContainText("Paid");

  // The coach: the admin adds one with a single pickup point; the winner books a seat with the page's form.
  await admin.goto(`/admin/away/${ballotId}`);
  const addCoach = admin.getByRole("region", { name: "Add a coach" });
  await addCoach.getByLabel("Seats").fill("30");
  await addCoach.getByLabel("Price per seat").fill("15");
  await addCoach.getByLabel("Pickup point 1").fill(`The Crooked Crest ${stamp}`);
  await addCoach.getByLabel("Pickup 1 time").fill(wallTime(new Date(Date.now() + 9 * 86_400_000)));
  await addCoach.getByRole("button", { name: "Add coach" }).click();
  await expect(admin.getByText("Coach added. Members with a place can now book seats.").first()).toBeVisible();
  // The winner's own browser: this page's member, or the other one's.
  let seatPage: Page | null = winnerId === mine ? page : null;
  let seatContext = null;
  if (!seatPage) {
    seatContext = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: js });
    seatPage = await seatContext.newPage();
    await signIn(seatPage, (await (await otherApi.get("/api/auth/user")).json()).email as string);
  }
  await seatPage.goto(`/away/${ballotId}`);
  await seatPage.getByRole("combobox", { name: /^Pickup point/ }).selectOption({ label: `The Crooked Crest ${stamp}` });
  await seatPage.getByRole("button", { name: "Book a seat" }).click();
  await expect(seatPage.getByTestId("my-seat")).toHaveText(`Your seat: pickup at The Crooked Crest ${stamp}.`);
  await admin.reload();
  await expect(admin.getByRole("list", { name: `Boarding at The Crooked Crest ${stamp}` })).toContainText(memberIdOf(winnerId));
  await seatContext?.close();
  await otherContext?.close();
  await adminContext.close();
  await adminApi.dispose();
  await otherApi.dispose();
});
