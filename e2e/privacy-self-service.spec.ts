import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/auth";

test("a member downloads their data as a JSON file", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "export");
  await signIn(page, email, { firstName: "Dana", lastName: "Download" });
  await page.goto("/privacy-settings");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Request Download" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^roadies-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(data.profile).toMatchObject({ email, firstName: "Dana", lastName: "Download" });
  expect(data).toHaveProperty("orders");
  expect(data).toHaveProperty("settings.emailPreferences");
});

test("a member deletes their account through the confirmation step and is signed out", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "delete");
  await signIn(page, email, { firstName: "Gale", lastName: "Gone" });
  await page.goto("/privacy-settings");
  await page.getByRole("button", { name: "Request Deletion" }).click();
  const step = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(step).toContainText("Kept for the group's accounts, without your name or address");

  // A wrong word is refused by the server with the message next to the field, and kept.
  await step.getByLabel("Type DELETE to confirm").fill("remove");
  await step.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Type DELETE to confirm").last()).toBeVisible();
  await expect(page.getByLabel("Type DELETE to confirm")).toHaveValue("remove");
  await expect(page.getByLabel("Type DELETE to confirm")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Your account and personal data have been deleted. You are signed out." }),
  ).toBeVisible();

  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fprofile/);
  await expect(page.getByRole("button", { name: "Email me a code" })).toBeVisible();
});
