import { expect, test } from "@playwright/test";

/**
 * The catalogue and the product page, with JavaScript and without: category links,
 * the seeded print-on-demand tee's page with its sizes, the size rule of Add to Cart (disabled
 * with JS; 'Choose a size' from the server without), then the toast and the cart count.
 */
test("browse a category, open a print-on-demand product, add a size to the cart", async ({ page }, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await page.goto("/shop");
  const categories = page.getByRole("navigation", { name: "Categories" });
  await expect(categories.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
  await categories.getByRole("link", { name: "Apparel", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?category=apparel$/);
  await expect(categories.getByRole("link", { name: "Apparel", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Loading products...")).toHaveCount(0);
  const tee = page.getByRole("link", { name: "Roadies Crest Tee", exact: true }).first();
  await expect(tee).toHaveAttribute("href", /^\/shop\/printify-[0-9a-f]{24}$/);
  await tee.click();

  await expect(page.getByRole("heading", { level: 1, name: "Roadies Crest Tee" })).toBeVisible();
  await expect(page.getByText("Print-on-Demand").first()).toBeVisible();
  await expect(page.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
  const sizes = page.getByRole("group", { name: "Size" });
  await expect(sizes.getByRole("radio")).not.toHaveCount(0);
  const add = page.getByRole("button", { name: "Add to Cart" });
  const before = Number((await page.getByTestId("cart-count").first().textContent()) ?? "0") || 0;
  if (js) {
    await expect(add).toBeDisabled();
  } else {
    await add.click();
    await expect(sizes.getByText("Choose a size")).toBeVisible();
  }
  await sizes.getByRole("radio", { name: "L", exact: true }).check({ force: true });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByText("Added to cart!").first()).toBeVisible();
  await expect(page.getByTestId("cart-count").first()).toHaveText(String(before + 1));
});

test("an unknown product is 'Product not found.' with a 404 and a way back", async ({ page }) => {
  const response = await page.goto("/shop/printify-000000000000000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product not found." })).toBeVisible();
  await page.getByRole("link", { name: "← Back to the shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("the provider's bare product id leads to the product's page; an unknown one is still 'Product not found.'", async ({ page }) => {
  await page.goto("/shop?category=apparel");
  const canonical = (await page.getByRole("link", { name: "Roadies Crest Tee", exact: true }).first().getAttribute("href"))!;
  expect(canonical).toMatch(/^\/shop\/printify-[0-9a-f]{24}$/);
  const response = await page.goto(canonical.replace("/shop/printify-", "/shop/"));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${canonical}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Roadies Crest Tee" })).toBeVisible();

  const unknown = await page.goto("/shop/000000000000000000000000");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product not found." })).toBeVisible();
});
