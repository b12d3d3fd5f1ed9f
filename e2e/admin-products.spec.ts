import { expect, test } from "@playwright/test";
import { adminEmail, signIn } from "./support/auth";

/** An admin adds a product through the form (a field error first, kept input), and it is in /shop. */
test("an admin creates a product that then shows in the shop", async ({ page }, testInfo) => {
  await signIn(page, adminEmail(testInfo));
  const name = `Match Scarf ${testInfo.project.name} ${Date.now()}`;
  await page.goto("/admin/products/new");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Price ($)").fill("12.345");
  await page.getByLabel("Category").selectOption("accessories");
  await page.getByLabel("Fulfillment").selectOption("event-pickup");
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Enter a price with at most two decimals, like 45.50")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await page.getByLabel("Price ($)").fill("12.50");
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText("Product created successfully!").first()).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

  await page.goto("/shop?category=accessories");
  const link = page.getByRole("link", { name, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("$12.50")).toBeVisible();
  await expect(page.getByText("Event Pickup").first()).toBeVisible();
});
