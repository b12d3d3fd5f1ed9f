import { APP_URL } from "../playwright.config";
import { expect, test } from "@playwright/test";
import { adminEmail, signIn } from "./support/auth";

/**
 * 'Generate Printify Product Pages' on the admin dashboard, against the loopback fake Printify
 * (e2e/support/printify-server.ts): with JavaScript through a fetcher ('Generating...'), without it
 * as a plain form post; both come back to the dashboard with the toast, and the shop then shows
 * the product that exists only in Printify (the demo seed has the others).
 */
test("an admin generates the product pages and the shop shows the synced product", async ({ page }, testInfo) => {
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin");
  // Configured; 'Connected' once a call to Printify has succeeded (another test may have made one already).
  await expect(page.getByTestId("printify-status")).toContainText(/Connected|Configured — no calls yet/);

  const button = page.getByRole("button", { name: "Generate Printify Product Pages" });
  const js = testInfo.project.name === "js";
  // Hold the post a moment so the pending state (a fetcher, with JavaScript) can be seen.
  if (js) await page.route("**/admin/products/sync**", async (route) => setTimeout(() => void route.continue(), 700));
  await button.click();
  if (js) await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  await expect(page).toHaveURL(/\/admin$/);
  const toast = page.getByRole("status").filter({ hasText: "Product pages generated!" }).first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/6 products from Printify: \d new, \d updated, 1 hidden\./);
  await expect(page.getByTestId("printify-status")).toContainText(/Last synced .*; 5 products in the shop\./);
  await expect(page.getByTestId("printify-status")).toContainText("Connected");

  await page.goto("/shop");
  await expect(page.getByText("Travelling Flag").first()).toBeVisible();
  // The hidden product stays out of the shop.
  await expect(page.getByText("Prototype Away Shirt")).toHaveCount(0);

  const api = await page.request.get("/api/printify/products/printify-65a1f0c2e4b7d93a1c2e4f64");
  expect(api.status()).toBe(200);
  expect(await api.json()).toMatchObject({
    title: "Travelling Flag",
    variants: [{ price: "3200" }],
    images: [{ src: `${APP_URL}/images/shop/flag.svg` }],
  });
});

test("a member cannot run the sync", async ({ page }, testInfo) => {
  await signIn(page, `member-sync-${testInfo.project.name}-${Date.now()}@example.org`);
  const response = await page.request.post("/api/admin/generate-printify-pages", { headers: { Origin: APP_URL } });
  expect(response.status()).toBe(403);
});
