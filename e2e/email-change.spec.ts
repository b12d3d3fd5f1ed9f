import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { signIn, signInThroughForm, uniqueEmail } from "./support/auth";
import { mailMatching } from "./support/mailbox";

async function emailChangeCode(email: string, after: number): Promise<string> {
  return (await mailMatching(email, after, /confirmation code is (\d{6})/))[1];
}

const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

async function currentUser(request: APIRequestContext) {
  const response = await request.get("/api/auth/user");
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; email: string | null; firstName: string | null; isAdmin: boolean };
}

/** A second person at their own computer: a fresh browser with this project's JavaScript setting. */
async function otherBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  return context.newPage();
}

async function requestChangeThroughForm(page: Page, newEmail: string, names: { firstName?: string } = {}) {
  await page.goto("/profile?edit");
  if (names.firstName) await page.getByLabel("First name").fill(names.firstName);
  await page.getByLabel("Email").fill(newEmail);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("heading", { name: `Confirmation pending for ${newEmail}` })).toBeVisible();
}

test("a new email takes effect only once the code mailed to it is entered", async ({ page, browser }, testInfo) => {
  const oldEmail = uniqueEmail(testInfo, "mover");
  const newEmail = uniqueEmail(testInfo, "moved");
  await signIn(page, oldEmail, { firstName: "Mo", lastName: "Ver" });
  const started = Date.now();
  await requestChangeThroughForm(page, newEmail, { firstName: "Moe" });

  // Names save at once; the email stays the old one until the proof.
  await expect(page.getByRole("status").filter({ hasText: "Your profile has been successfully updated." })).toBeVisible();
  await expect(page.getByText("Moe Ver").first()).toBeVisible();
  expect(await currentUser(page.request)).toMatchObject({ email: oldEmail, firstName: "Moe" });

  // The old address is told, and the code goes to the new one.
  const notice = await mailMatching(oldEmail, started, /change of the email of your [^\n]* account was requested, to:\r?\n(\S+)/);
  expect(notice[1]).toBe(newEmail);
  const code = await emailChangeCode(newEmail, started);

  await page.getByLabel("Confirmation code").fill(wrong(code));
  await page.getByRole("button", { name: "Confirm Email" }).click();
  await expect(page.getByText("That code is not right. Check the email and try again.")).toBeVisible();
  await expect(page.getByLabel("Confirmation code")).toHaveValue(wrong(code));
  expect((await currentUser(page.request)).email).toBe(oldEmail);

  await page.getByLabel("Confirmation code").fill(code);
  await page.getByRole("button", { name: "Confirm Email" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Your email is now ${newEmail}.` })).toBeVisible();
  await expect(page.getByText(/Confirmation pending/)).toHaveCount(0);
  const moved = await currentUser(page.request);
  expect(moved.email).toBe(newEmail);

  // The proven address now signs in to the same account.
  const elsewhere = await otherBrowser(browser, testInfo);
  await signIn(elsewhere, newEmail);
  expect((await currentUser(elsewhere.request)).id).toBe(moved.id);
  await elsewhere.context().close();
});

test("Cancel Email Change drops the pending address and its code", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "undecided");
  const newEmail = uniqueEmail(testInfo, "undecided-new");
  await signIn(page, email, { firstName: "Una", lastName: "Decided" });
  const started = Date.now();
  await requestChangeThroughForm(page, newEmail);
  const code = await emailChangeCode(newEmail, started);

  await page.getByRole("button", { name: "Cancel Email Change" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Your email stays ${email}.` })).toBeVisible();
  await expect(page.getByText(/Confirmation pending/)).toHaveCount(0);
  const late = await page.request.post("/api/user/email-confirmation", { data: { code } });
  expect(late.status()).toBe(400);
  expect((await currentUser(page.request)).email).toBe(email);
});

test("the JSON API alone requests, confirms and cancels a change", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "api-mover");
  const newEmail = uniqueEmail(testInfo, "api-moved");
  await signIn(page, email, { firstName: "Api", lastName: "Mover" });
  const fields = { firstName: "Api", lastName: "Mover", profileImageUrl: null };

  const started = Date.now();
  const requested = await page.request.patch("/api/user/profile", { data: { ...fields, email: newEmail } });
  expect(requested.status()).toBe(202);
  expect(await requested.json()).toMatchObject({ email, pendingEmail: newEmail });
  const code = await emailChangeCode(newEmail, started);

  const bad = await page.request.post("/api/user/email-confirmation", { data: { code: wrong(code) } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors.code).toEqual(["That code is not right. Check the email and try again."]);
  const ok = await page.request.post("/api/user/email-confirmation", { data: { code } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ email: newEmail, pendingEmail: null });

  const unchanged = await page.request.patch("/api/user/profile", { data: { ...fields, lastName: "Moved", email: newEmail } });
  expect(unchanged.status()).toBe(200);
  expect(await unchanged.json()).toMatchObject({ email: newEmail, lastName: "Moved", pendingEmail: null });

  const third = uniqueEmail(testInfo, "api-third");
  const again = Date.now();
  expect((await page.request.patch("/api/user/profile", { data: { ...fields, email: third } })).status()).toBe(202);
  const thirdCode = await emailChangeCode(third, again);
  const cancelled = await page.request.delete("/api/user/email-confirmation");
  expect(cancelled.status()).toBe(200);
  expect(await cancelled.json()).toMatchObject({ email: newEmail, pendingEmail: null });
  expect((await page.request.post("/api/user/email-confirmation", { data: { code: thirdCode } })).status()).toBe(400);
  expect((await currentUser(page.request)).email).toBe(newEmail);
});

test("attack a: an ADMIN_EMAILS address put on a profile promotes nobody and takes over nothing", async ({ page, browser }, testInfo) => {
  const adminAddress = `takeover-admin-${testInfo.project.name}@example.org`;
  await signIn(page, uniqueEmail(testInfo, "mallory"), { firstName: "Mallory", lastName: "Smith" });
  const attacker = await currentUser(page.request);
  await requestChangeThroughForm(page, adminAddress);

  // The owner of the admin address signs in by email code, in a browser of their own.
  const owner = await otherBrowser(browser, testInfo);
  await owner.goto("/api/login");
  await signInThroughForm(owner, adminAddress, { firstName: "Real", lastName: "Admin" });
  await expect(owner).not.toHaveURL(/\/api\/login/);
  const ownerUser = await currentUser(owner.request);
  expect(ownerUser.id).not.toBe(attacker.id);
  expect(ownerUser).toMatchObject({ email: adminAddress, firstName: "Real", isAdmin: true });
  await owner.context().close();

  expect(await currentUser(page.request)).toMatchObject({ id: attacker.id, email: attacker.email, isAdmin: false });
  expect((await page.request.get("/api/admin/stats")).status()).toBe(403);
});

test("attack b: a future member's address put on a profile does not catch their account", async ({ page, browser }, testInfo) => {
  const victimEmail = uniqueEmail(testInfo, "newbie");
  await signIn(page, uniqueEmail(testInfo, "mallory"), { firstName: "Mallory", lastName: "Smith" });
  const attacker = await currentUser(page.request);
  const patched = await page.request.patch("/api/user/profile", {
    data: { firstName: "Mallory", lastName: "Smith", email: victimEmail, profileImageUrl: null },
  });
  expect(patched.status()).toBe(202);
  expect(await patched.json()).toMatchObject({ email: attacker.email, pendingEmail: victimEmail });

  // The victim joins later and signs in by email code.
  const victim = await otherBrowser(browser, testInfo);
  await victim.goto("/api/login");
  await signInThroughForm(victim, victimEmail, { firstName: "Nina", lastName: "Newbie" });
  await expect(victim).not.toHaveURL(/\/api\/login/);
  const victimUser = await currentUser(victim.request);
  expect(victimUser.id).not.toBe(attacker.id);
  expect(victimUser).toMatchObject({ email: victimEmail, firstName: "Nina" });
  await victim.goto("/profile");
  await expect(victim.getByText("Nina Newbie").first()).toBeVisible();
  await victim.context().close();

  expect(await currentUser(page.request)).toMatchObject({ id: attacker.id, email: attacker.email, firstName: "Mallory" });
});
