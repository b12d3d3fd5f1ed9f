import { mkdir, rm } from "node:fs/promises";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { ADMIN_SLOTS } from "../../playwright.config";
import { mailMatching } from "./mailbox";

/** A fresh address per test and project, so parallel tests never share a member. */
export function uniqueEmail(testInfo: TestInfo, label = "member"): string {
  const slug = `${label}-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return `${slug}@example.org`.toLowerCase();
}

/** The newest sign-in code mailed to this address. */
export async function latestCode(email: string, after = 0): Promise<string> {
  return (await mailMatching(email, after, /sign-in code is (\d{6})/))[1];
}

/** Signs in through the real email-code form, as a member would. */
export async function signInThroughForm(page: Page, email: string, options: { firstName?: string; lastName?: string } = {}) {
  const started = Date.now();
  await page.getByLabel("Email").fill(email);
  if (options.firstName || options.lastName) {
    await page.getByText("New here? Add your name (optional)").click();
    if (options.firstName) await page.getByLabel("First name").fill(options.firstName);
    if (options.lastName) await page.getByLabel("Last name").fill(options.lastName);
  }
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByLabel("Sign-in code")).toBeVisible();
  await page.getByLabel("Sign-in code").fill(await latestCode(email, started));
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * The quick way in for tests about something else: the same two form posts over HTTP, sharing the
 * page's cookie jar. The sign-in flow itself is tested through the form in auth.spec.ts.
 */
export async function signIn(target: Page | APIRequestContext, email: string, names: { firstName?: string; lastName?: string } = {}) {
  const http = "request" in target ? target.request : target;
  const started = Date.now();
  const request = await http.post("/api/login", {
    form: { intent: "request-code", email, returnTo: "/", firstName: names.firstName ?? "", lastName: names.lastName ?? "" },
    maxRedirects: 0,
  });
  expect(request.status()).toBe(302);
  const code = await latestCode(email, started);
  const verify = await http.post("/api/login", {
    form: { intent: "verify-code", email, code, returnTo: "/", firstName: names.firstName ?? "", lastName: names.lastName ?? "" },
    maxRedirects: 0,
  });
  expect(verify.status()).toBe(302);
}

/**
 * This worker's admin for this test (see ADMIN_EMAILS in playwright.config.ts): one of ADMIN_SLOTS
 * addresses per worker, chosen by the test's id, so one test always gets the same admin and the
 * worker's sign-ins share the per-email limit among the slots. Workers never share an address.
 */
export function adminEmail(testInfo: TestInfo): string {
  let hash = 0;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const slot = hash % ADMIN_SLOTS;
  return `admin-w${testInfo.parallelIndex + 8 * slot}@example.org`;
}

/**
 * Signs in as an address that a test in another worker may sign in as at the same moment (a seeded
 * member): a new code replaces the older one, so two sign-ins at once would undo each other. They
 * take turns: a lock directory only one worker can create, waited for while the other signs in.
 */
export async function signInTakingTurns(target: Page | APIRequestContext, email: string) {
  await mkdir("e2e/.tmp", { recursive: true });
  const lock = `e2e/.tmp/sign-in-${email}.lock`;
  await expect
    .poll(
      async () =>
        mkdir(lock).then(
          () => true,
          () => false,
        ),
      { timeout: 30_000, intervals: [50, 100, 250], message: `the other sign-in as ${email} did not finish` },
    )
    .toBe(true);
  try {
    await signIn(target, email);
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
