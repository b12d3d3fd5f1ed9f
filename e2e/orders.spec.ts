import { expect, test, type Page } from "@playwright/test";
import { adminEmail, signIn } from "./support/auth";

/**
 * Issue 11, orders: an admin moves an order along (legal next steps only, shipping details) and the
 * member's Order Tracking shows the progress. Seeded orders (db/seed.ts) of Priya Patel: the js
 * project ships her processing order (the tee), the no-js project her pending one (the pin), which
 * first goes to processing; so the two projects never touch the same order.
 */
const MEMBER = "priya.patel@example.org";

/** Both projects sign in as the same seeded member: a newer code replaces an older one, so try again. */
async function signInAs(page: Page, email: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await signIn(page, email);
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
      await page.waitForTimeout(400 + Math.floor(Math.random() * 1600));
    }
  }
}

test("an admin ships an order with tracking details and the member's Order Tracking shows Shipped", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  const status = js ? "processing" : "pending";
  await signIn(page, adminEmail(testInfo));

  // The list, filtered with its GET form (a plain form without JavaScript).
  await page.goto("/admin/orders");
  await page.getByLabel("Status").selectOption(status);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`status=${status}`));
  const row = page.getByTestId("admin-order-row").filter({ hasText: "Priya Patel" });
  await expect(row).toHaveCount(1);
  const total = (await row.locator("td").nth(3).textContent())!;
  expect(total).toMatch(/^\$\d+\.\d\d$/);
  await row.getByRole("link", { name: /^Open order #/ }).click();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Order #[0-9A-Z-]{6}$/);
  const number = (await heading.textContent())!.replace("Order #", "");

  if (status === "pending") {
    // Only the legal next steps: a pending order cannot be shipped yet.
    await expect(page.getByRole("button", { name: "Mark shipped" })).toHaveCount(0);
    await page.getByRole("button", { name: "Mark processing" }).click();
    await expect(page.getByText(`Order #${number} is being processed. The customer has been emailed.`).first()).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Back to pending" })).toHaveCount(0);
  // A malformed link: the server's 400 puts the message next to the field and keeps what was typed.
  await page.getByLabel("Carrier").fill("UPS");
  await page.getByLabel("Tracking link").fill("not a link");
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByText("Enter a web address starting with http:// or https://")).toBeVisible();
  await expect(page.getByLabel("Carrier")).toHaveValue("UPS");
  await expect(page.getByLabel("Tracking link")).toHaveValue("not a link");
  await page.getByLabel("Tracking number").fill(`1Z${number}`);
  await page.getByLabel("Tracking link").fill(`https://tracking.example/${number}`);
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByText(`Order #${number} is shipped. The customer has been emailed.`).first()).toBeVisible();
  await expect(page.getByRole("main").getByText("Shipped", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark delivered" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  // The member sees it.
  await page.context().clearCookies();
  await signInAs(page, MEMBER);
  await page.goto("/order-tracking");
  const card = page.getByTestId("order-card").filter({ hasText: `Order #${number}` });
  await expect(card).toContainText("Shipped");
  await expect(card).toContainText(total);
  const steps = card.getByRole("list", { name: "Order progress" }).getByRole("listitem");
  await expect(steps).toHaveText(["Order Placed (done)", "Processing (done)", "Shipped (done)", "Delivered"]);
  await expect(card.getByRole("link", { name: `Track 1Z${number}` })).toHaveAttribute("href", `https://tracking.example/${number}`);
});

test("an anonymous visitor's cart is empty, with a way to the shop; the admin's pick lists say when nothing waits", async ({ page }, testInfo) => {
  await page.goto("/shop/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await page.getByRole("link", { name: "Browse the shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);

  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin/orders/pick-list");
  await expect(page.getByRole("heading", { name: "Pick lists" })).toBeVisible();
});
