import { expect, test } from "@playwright/test";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";

/**
 * Profile: a member an admin made active sees the membership card's texts and keeps a household
 * (added and removed with the 'Family Member Added' / 'Family Member Removed' toasts), with
 * JavaScript on and off.
 */
test("an active member sees the membership card and adds and removes a household member", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "household"), { firstName: "Hana", lastName: "Holt" });
  const { id } = (await (await page.request.get("/api/auth/user")).json()) as { id: string };

  // Not a member yet: Inactive, no household.
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Membership & Subscription" });
  await expect(card).toContainText("Inactive");
  await expect(card).toContainText("N/A");
  await expect(page.getByRole("heading", { name: "Family Members" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Add Family Member" })).toHaveCount(0);
  await expect(page.getByText(`#${id.slice(-8).toUpperCase()}`)).toBeVisible();

  // The worker's admin makes them an active annual member for 20 more days (a plain form post).
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, adminEmail(testInfo));
  const expiry = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const edited = await admin.post(`/admin/members/${id}`, {
    form: { intent: "edit-membership", status: "active", type: "annual", expiry, autoRenewal: "on", reason: "e2e household" },
    maxRedirects: 0,
  });
  expect(edited.status()).toBe(302);
  await admin.dispose();

  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Overview" })).toContainText("Active Member");
  await expect(card).toContainText("Active Member");
  await expect(card).toContainText(/Expires in (19|20|21) days/);
  await expect(card).toContainText("Enabled");
  await expect(card.getByRole("link", { name: "Upgrade Membership" })).toHaveAttribute("href", "/join");

  // Add Family Member: an empty form is refused next to its fields, a bad email keeps what was typed.
  await page.getByRole("region", { name: "Family Members" }).getByRole("link", { name: "Add Family Member" }).click();
  const form = page.getByRole("form", { name: "Add Family Member" });
  await form.getByLabel("Full Name").fill("Ivy Holt");
  await form.getByLabel("Email").fill("ivy-at-example");
  await form.getByLabel("Relationship").fill("Daughter");
  await form.getByRole("button", { name: "Add Member" }).click();
  await expect(form.getByText("Enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue("Ivy Holt");
  await expect(form.getByLabel("Relationship")).toHaveValue("Daughter");

  await form.getByLabel("Email").fill("ivy@example.org");
  await form.getByRole("button", { name: "Add Member" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Family Member Added" })).toBeVisible();
  const household = page.getByRole("region", { name: "Family Members" });
  await expect(household).toContainText("Ivy Holt");
  await expect(household).toContainText("Daughter · ivy@example.org");

  await household.getByRole("button", { name: "Remove Ivy Holt" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Family Member Removed" })).toBeVisible();
  await expect(household).not.toContainText("Ivy Holt");
  await expect(household).toContainText("No family members added yet.");
});
