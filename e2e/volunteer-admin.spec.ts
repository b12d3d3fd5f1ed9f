import { expect, request as playwrightRequest, test, type TestInfo } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { wallClock, wallTimeToSecond } from "./support/time";

/** From the shift's creation to its start: the member signs up and the coordinator sees the roster closed within it. */
const SHIFT_MARGIN_MS = 20_000;

const DAY = 24 * 60 * 60 * 1000;

/** A calendar day `days` from now as YYYY-MM-DD (two days either side is clear of any time zone). */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function adminApi(testInfo: TestInfo) {
  const api = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(api, adminEmail(testInfo));
  return api;
}

test("an admin creates an opportunity (field errors keep what was typed), edits it, and members see it on /volunteer", async ({
  page,
}, testInfo) => {
  const title = `Bucket collection ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin");
  await expect(page.getByTestId("stat-volunteers")).toContainText("Open volunteer spots");
  await page.getByRole("link", { name: "Manage volunteering" }).click();
  await expect(page).toHaveURL(/\/admin\/volunteer$/);
  await page.getByRole("link", { name: "Add opportunity" }).click();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date").fill(day(2));
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("End time").fill("09:00");
  await page.getByLabel("Location").fill("Main gate");
  await page.getByLabel("Spots needed").fill("4");
  await page.getByLabel("Category").selectOption("fundraising");
  await page.getByLabel("Contact").fill("Sam, 555-0100");
  await page.getByRole("button", { name: "Create opportunity" }).click();
  await expect(page.getByText("End time must be after the start time")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Contact")).toHaveValue("Sam, 555-0100");
  await expect(page.getByLabel("Category")).toHaveValue("fundraising");

  await page.getByLabel("End time").fill("13:00");
  await page.getByRole("button", { name: "Create opportunity" }).click();
  await expect(page).toHaveURL(/\/admin\/volunteer$/);
  await expect(page.getByText(`Volunteer opportunity “${title}” created.`).first()).toBeVisible();
  const row = page.getByTestId("admin-opportunity-row").filter({ hasText: title });
  await expect(row).toContainText("0 / 4");

  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Spots needed")).toHaveValue("4");
  await expect(page.getByLabel("Start time")).toHaveValue("10:00");
  await page.getByLabel("Title").fill(`${title} (edited)`);
  await page.getByLabel("Spots needed").fill("6");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/volunteer$/);
  await expect(page.getByTestId("admin-opportunity-row").filter({ hasText: `${title} (edited)` })).toContainText("0 / 6");

  await page.goto("/volunteer");
  const card = page.getByRole("article", { name: `${title} (edited)` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Main gate");
});

test("after a shift the coordinator marks a volunteer completed and the member's impact panel shows 3 hours", async ({
  page,
  browser,
}, testInfo) => {
  // A shift can't be created or moved into the past, so this one starts SHIFT_MARGIN_MS from now (the
  // API takes a start to the second) and the test waits for the roster to open.
  test.setTimeout(180_000);
  const title = `Flag crew ${testInfo.project.name} ${Date.now()}`;
  // The coordinator is signed in before the shift is made: the steps before its start stay few.
  await signIn(page, adminEmail(testInfo));
  const start = new Date(Date.now() + SHIFT_MARGIN_MS);
  const finish = new Date(start.getTime() + 3 * 60 * 60 * 1000);
  const begins = wallClock(start);
  const startTime = wallTimeToSecond(start).slice(11);
  const endTime = wallClock(finish).day === begins.day ? wallTimeToSecond(finish).slice(11) : "23:59";
  const api = await adminApi(testInfo);
  const created = await api.post("/api/volunteer-opportunities", {
    data: { title, date: begins.day, startTime, endTime, location: "Gate C", spotsNeeded: 3, category: "match-day" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await api.dispose();

  // The member signs up while the shift is ahead (the sign-up refuses past shifts).
  const memberEmail = uniqueEmail(testInfo, "roster");
  const memberApi = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(memberApi, memberEmail, { firstName: "Riley", lastName: "Roster" });
  const signup = await memberApi.post(`/api/volunteer-opportunities/${id}/signup`);
  expect(signup.status()).toBe(200);
  expect((await signup.json()).status).toBe("confirmed");
  await memberApi.dispose();

  await page.goto(`/admin/volunteer/${id}/roster`);
  await expect(page.getByText("Attendance can be recorded here once the shift has started.")).toBeVisible();
  // Moving the shift into the past is refused next to the date, and what was typed stays.
  await page.goto(`/admin/volunteer/${id}/edit`);
  await page.getByLabel("Date").fill(day(-2));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The shift must start in the future: choose a later date or start time.")).toBeVisible();
  await expect(page.getByLabel("Date")).toHaveValue(day(-2));

  // Once the shift has started the coordinator records who came: the roster offers it from then on.
  await page.goto(`/admin/volunteer/${id}/roster`);
  const row = page.getByTestId("roster-row").filter({ hasText: memberEmail });
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole("checkbox", { name: "Riley Roster attended" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: Math.max(0, start.getTime() - Date.now()) + 30_000, intervals: [1_000] });
  await expect(page.getByText("Attendance can be recorded here once the shift has started.")).toHaveCount(0);
  await expect(row).toContainText("Riley Roster");
  await expect(row).toContainText("Confirmed");
  await row.getByRole("checkbox", { name: "Riley Roster attended" }).check();
  await page.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByText("1 completed, 0 no-show.").first()).toBeVisible();
  await expect(page.getByTestId("roster-row").filter({ hasText: memberEmail })).toContainText("Completed");

  const csv = await page.request.get(`/admin/volunteer/${id}/roster.csv`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain(`Riley,Roster,${memberEmail},completed,`);
  const roster = await page.request.get(`/api/volunteer-opportunities/${id}/roster`);
  expect((await roster.json())[0]).toMatchObject({ email: memberEmail, status: "completed" });

  const member = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const memberPage = await member.newPage();
  await signIn(memberPage, memberEmail);
  await memberPage.goto("/volunteer-shifts");
  const impact = memberPage.getByRole("region", { name: "Your Impact" });
  await expect(impact.getByText("Completed shifts").locator("xpath=following-sibling::dd")).toHaveText("1");
  await expect(impact.getByText("Estimated hours").locator("xpath=following-sibling::dd")).toHaveText("3");
  await expect(impact).toContainText("3 hours per completed shift");
  await member.close();
});

test("members are refused the coordinators' pages and API", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "not-admin"));
  expect((await page.request.post("/api/volunteer-opportunities", { data: {} })).status()).toBe(403);
  expect((await page.request.get("/api/volunteer-opportunities/1/roster")).status()).toBe(403);
  await page.goto("/admin/volunteer");
  await expect(page).not.toHaveURL(/\/admin\/volunteer/);
});
