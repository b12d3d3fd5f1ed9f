import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { mailMatching } from "./support/mailbox";

/** A link saved by this spec's admin in either project. */
const E2E_LINK = /^https:\/\/join\.slack\.com\/t\/roadies-e2e\/shared_invite\/(js|no-js)-\d+$/;

/** The Slack link mailed to this address since `after`. */
async function mailedSlackLink(email: string, after: number): Promise<string> {
  return (await mailMatching(email, after, /https:\/\/join\.slack\.com\/t\/roadies-e2e\/shared_invite\/[\w-]+/, 15_000))[0];
}

async function setSlackLink(page: Page, link: string) {
  await page.goto("/admin/settings");
  const field = page.getByLabel("Slack invite link");
  // Not https: refused next to the field by the server, what was typed kept.
  await field.fill("http://join.slack.com/t/roadies-e2e");
  await page.getByRole("button", { name: "Save link" }).click();
  await expect(page.getByText("Enter a full https:// link, e.g. https://join.slack.com/t/…")).toBeVisible();
  await expect(field).toHaveValue("http://join.slack.com/t/roadies-e2e");
  await field.fill(link);
  await page.getByRole("button", { name: "Save link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings Saved" }).first()).toBeVisible();
  // The link is one setting for the whole group: the other project's admin may have saved theirs a moment later.
  await expect(page.getByLabel("Slack invite link")).toHaveValue(E2E_LINK);
}

async function memberPage(page: Page, testInfo: TestInfo) {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: APP_URL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  return context.newPage();
}

test("an admin sets the Slack link, a member refreshes the invite and gets it by email, the dashboard shows the services", async ({
  page,
}, testInfo) => {
  await signIn(page, adminEmail(testInfo));
  const link = `https://join.slack.com/t/roadies-e2e/shared_invite/${testInfo.project.name}-${Date.now()}`;
  await setSlackLink(page, link);

  const member = await memberPage(page, testInfo);
  const email = uniqueEmail(testInfo, "slack");
  await signIn(member, email, { firstName: "Sam" });
  const started = Date.now();
  // The profile's Refresh Slack Invite button: a plain form post to /api/user/slack-invite, back to /profile.
  await member.goto("/profile");
  await member.getByRole("button", { name: "Refresh Slack Invite" }).click();
  await expect(member).toHaveURL(/\/profile$/);
  await expect(member.getByRole("status").filter({ hasText: "Slack Invite Refreshed" }).first()).toBeVisible();

  // The link in force when the member asked (the other project's admin may have set theirs meanwhile).
  expect(await mailedSlackLink(email, started)).toMatch(E2E_LINK);

  // Mail went out over SMTP (the sign-in codes and this invite): the card says so.
  await page.goto("/admin");
  const card = page.getByRole("region", { name: "Integration Status" });
  await expect(card.getByTestId("integration-smtp")).toContainText("Active");
  await expect(card.getByTestId("integration-stripe")).toContainText("Not configured");
  // The invite mail was sent by the outbox sweep (every 2 s in e2e): the Slack line follows it.
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId("integration-slack")).toContainText("Active", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await member.context().close();
});

test("the settings page shows the backups: the schedule, the directory and the last one, taken by the app on its own", async ({
  page,
}, testInfo) => {
  // The app's first scheduled backup comes 30 s after it started.
  test.setTimeout(120_000);
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin/settings");
  const backups = page.getByRole("region", { name: "Backups" });
  await expect(backups.getByTestId("backup-schedule")).toHaveText("Every 24 hours; the newest 14 files are kept.");
  await expect(backups.getByTestId("backup-directory")).toHaveText(/\/data-app\/backups$/);
  await expect(async () => {
    await page.reload();
    await expect(backups.getByTestId("backup-last")).toContainText("Succeeded", { timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  await expect(backups.getByTestId("backup-last")).toHaveText(
    /^Succeeded \w{3}, \w{3} \d{1,2}, \d{4} · .+, [\d.]+ (KB|MB) \(roadies-\d{8}T\d{6}Z-v\d+\.pglite\.tar\.gz\)$/,
  );

  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Integration Status" }).getByTestId("integration-backups")).toContainText(
    /Backups\s*Last backup /,
  );
});
