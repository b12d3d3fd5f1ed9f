import { expect, test } from "@playwright/test";

/** Issue 11, checkout (the e2e server has no STRIPE_SECRET_KEY). Both projects (js and no-js). */
test("an empty cart's checkout says so and leads back to the shop", async ({ page }) => {
  await page.goto("/shop/checkout");
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Place order" })).toHaveCount(0);
  await page.getByRole("link", { name: "Browse the shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
