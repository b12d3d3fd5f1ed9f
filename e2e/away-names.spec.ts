import { expect, test, type APIRequestContext } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { wallTime, wallTimeToSecond } from "./support/time";

/**
 * Names on a published ballot result, with JavaScript and without: a member ticks 'Show my name on
 * published ballot results' on their privacy settings; after the draw, anyone reading the result sees
 * their name beside their Member ID, and only a Member ID for the member who did not tick it; the
 * member's own row is marked 'you' for them only. The window has to close for real before the draw:
 * the ballot is made (by a plain post, which takes seconds) right before the members apply and closes
 * CLOSE_MARGIN_MS later; the admin's Draw is retried until it is taken.
 */

/** From the ballot's creation to its close: both members apply within it (a few seconds, more on a loaded machine). */
const CLOSE_MARGIN_MS = 20_000;

async function activeMember(admin: APIRequestContext, member: APIRequestContext) {
  const { id } = (await (await member.get("/api/auth/user")).json()) as { id: string };
  const expiry = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
  const activated = await admin.post(`/admin/members/${id}`, {
    form: { intent: "edit-membership", status: "active", type: "annual", expiry, autoRenewal: "on", reason: "e2e ballot names" },
    maxRedirects: 0,
  });
  expect(activated.status()).toBe(302);
  return `#${id.slice(-8).toUpperCase()}`;
}

test("a member who ticks 'Show my name on published ballot results' is named on the result; the other is a Member ID", async ({
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
      title: `Pier vs Riverside ${stamp}`,
      date: new Date(Date.now() + 12 * 86_400_000).toISOString(),
      location: "Pier",
      type: "match",
      isHomeMatch: false,
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const shown = `Named${stamp.replace(/[^a-z0-9]/gi, "")}`;
  const hidden = `Hidden${stamp.replace(/[^a-z0-9]/gi, "")}`;
  await signIn(page, uniqueEmail(testInfo, "named"), { firstName: "Ada", lastName: shown });
  const mine = await activeMember(adminApi, page.request);
  await signIn(otherApi, uniqueEmail(testInfo, "hidden"), { firstName: "Bo", lastName: hidden });
  const theirs = await activeMember(adminApi, otherApi);

  // The member ticks the new setting (off by default) with the settings form.
  await page.goto("/privacy-settings");
  const toggle = page.getByRole("switch", { name: "Show my name on published ballot results" });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await page.getByRole("button", { name: "Save Privacy Settings" }).click();
  await expect(page.getByText("Your privacy preferences have been updated.").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Show my name on published ballot results" })).toBeChecked();

  // Both apply (this member with the ballot page's form); the draw is taken once the window has closed.
  const closes = new Date(Date.now() + CLOSE_MARGIN_MS);
  const ballot = await adminApi.post("/admin/away/new", {
    form: {
      eventId: String(eventId),
      tickets: "1",
      price: "20.00",
      opensAt: wallTime(new Date(Date.now() - 5 * 60_000)),
      closesAt: wallTimeToSecond(closes),
      payHours: "48",
      maxPerApplication: "1",
      membersOnly: "on",
    },
    maxRedirects: 0,
  });
  expect(ballot.status()).toBe(302);
  const ballotId = Number(new URL(ballot.headers().location!, APP_URL).pathname.split("/").pop());

  await page.goto(`/away/${ballotId}`);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("my-application")).toHaveText("You have applied.");
  expect((await otherApi.post(`/away/${ballotId}`, { form: { intent: "apply" }, maxRedirects: 0 })).status()).toBe(302);
  await expect
    .poll(async () => (await adminApi.post(`/admin/away/${ballotId}`, { form: { intent: "draw" }, maxRedirects: 0 })).status(), {
      timeout: Math.max(0, closes.getTime() - Date.now()) + 60_000,
      intervals: [500],
    })
    .toBe(302);

  // Anyone: the named member's name beside their Member ID, the other's Member ID alone, no 'you'.
  const visitorContext = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: js });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/away/${ballotId}/result`);
  const rows = visitor.getByTestId("result-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: mine })).toContainText(`Ada ${shown}`);
  await expect(rows.filter({ hasText: theirs })).not.toContainText(hidden);
  await expect(visitor.getByTestId("result-you")).toHaveCount(0);
  const published = await (await visitor.request.get(`/api/away/${ballotId}/result`)).text();
  expect(published).toContain(`Ada ${shown}`);
  expect(published).not.toContain(hidden);

  // The member: the same, their own row marked 'you'.
  await page.goto(`/away/${ballotId}/result`);
  await expect(page.getByTestId("result-row").filter({ hasText: mine }).getByTestId("result-you")).toHaveText("you");
  await expect(page.getByTestId("result-you")).toHaveCount(1);
  await expect(page.getByTestId("result-row").filter({ hasText: theirs })).not.toContainText(hidden);

  await visitorContext.close();
  await adminApi.dispose();
  await otherApi.dispose();
});
