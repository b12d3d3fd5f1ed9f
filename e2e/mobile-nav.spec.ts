import { expect, test, type Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/auth";

/**
 * On a phone the bar keeps what supporters reach for (the cart with its count, Login or their
 * avatar) and folds the rest into Menu, which opens without JavaScript too.
 */
test.use({ viewport: { width: 390, height: 844 } });

const bar = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menu = (page: Page) => bar(page).locator("details");

test("Login and the cart with its count are in the bar without opening the menu", async ({ page }) => {
  await page.goto("/events");
  await expect(menu(page)).not.toHaveAttribute("open");
  await expect(bar(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(bar(page).getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  await expect(bar(page).getByTestId("cart-count")).toHaveText("0");
  // The page links and the theme choice wait in the menu.
  await expect(bar(page).getByRole("link", { name: "Ticket Exchange" })).toBeHidden();
  await expect(bar(page).getByRole("button", { name: "Dark theme", exact: true })).toBeHidden();

  await page.goto("/shop?category=accessories");
  await page.getByRole("link", { name: "Enamel Crest Pin", exact: true }).first().click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart!").first()).toBeVisible();
  await page.goto("/events");
  await expect(bar(page).getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await bar(page).getByRole("link", { name: "Cart, 1 item" }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);

  await page.getByRole("link", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/api\/login/);
});

test("a signed-in member's avatar links to their profile from the bar", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "mobile-nav"), { firstName: "Mo", lastName: "Bile" });
  await page.goto("/events");
  await expect(bar(page).getByRole("link", { name: "Login" })).toHaveCount(0);
  const profile = bar(page).getByRole("link", { name: "Profile", exact: true });
  await expect(profile).toBeVisible();
  await expect(profile.getByText("MB")).toBeVisible();
  await expect(bar(page).getByRole("link", { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await profile.click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("the menu holds the pages and the theme buttons, named for what they do", async ({ page }) => {
  await page.goto("/events");
  await bar(page).getByText("Menu", { exact: true }).click();
  await expect(menu(page)).toHaveAttribute("open", "");
  await expect(bar(page).getByRole("link", { name: "Ticket Exchange" })).toBeVisible();
  await expect(bar(page).getByRole("button", { name: "Light theme", exact: true })).toHaveAttribute("aria-pressed", "true");
  for (const name of ["Dark theme", "Use system theme"]) {
    await expect(bar(page).getByRole("button", { name, exact: true })).toHaveAttribute("aria-pressed", "false");
  }
  // Login and the cart stay where they were.
  await expect(bar(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(bar(page).getByRole("link", { name: "Cart, 0 items" })).toBeVisible();

  await bar(page).getByRole("link", { name: "Volunteer", exact: true }).click();
  await expect(page).toHaveURL(/\/volunteer$/);
  await expect(menu(page)).not.toHaveAttribute("open");
});
