import { MAILBOX_URL } from "../playwright.config";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/auth";

const MAILBOX = MAILBOX_URL;

/** axe (WCAG 2.2 AA) needs scripts, so it runs in the js project only; the a11y spec covers both themes. */
async function expectNoAxeViolations(page: Page, js: boolean) {
  if (!js) return;
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/**
 * Checkout without Stripe (the e2e server has no STRIPE_SECRET_KEY): a guest buys a
 * seeded event-pickup product, the empty form's field errors come back from the server, the order is
 * placed as pay at pickup / on invoice, the confirmation email arrives, and once the guest signs in
 * with that address the order shows in Order Tracking. Both projects (js and no-js).
 */
test("an empty cart's checkout says so and leads back to the shop", async ({ page }) => {
  await page.goto("/shop/checkout");
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Place order" })).toHaveCount(0);
  await page.getByRole("link", { name: "Browse the shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("a guest checks out an event-pickup item, gets the confirmation email and then sees the order in Order Tracking", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const email = uniqueEmail(testInfo, "buyer");
  const started = Date.now();

  await page.goto("/shop");
  await page.getByRole("link", { name: "Enamel Crest Pin" }).first().click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart!").first()).toBeVisible();

  await page.goto("/shop/checkout");
  await expect(page.getByText("Enamel Crest Pin")).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText("$10.00");
  // No print-on-demand item: no address asked.
  await expect(page.getByLabel("Address", { exact: true })).toHaveCount(0);

  // Submitted empty: the server's messages next to the fields (the form has noValidate).
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Choose the event where you will pick up your order")).toBeVisible();
  await expectNoAxeViolations(page, js);

  await page.getByLabel("Name", { exact: true }).fill("Guest Buyer");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Guest Buyer");

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/shop\/checkout\/complete\?order=/);
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  const number = ((await page.getByTestId("order-number").textContent()) ?? "").replace("Order #", "");
  expect(number).toMatch(/^[0-9A-Z-]{6}$/);
  await expect(page.getByTestId("order-status")).toHaveText("Status: pending");
  await expect(page.getByTestId("order-payment")).toContainText("Pay at pickup / on invoice");
  await expectNoAxeViolations(page, js);

  // The confirmation email, through the outbox, in the test mailbox.
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAILBOX}/messages?to=${encodeURIComponent(email)}`);
        const messages = (await response.json()) as { raw: string; receivedAt: number }[];
        return messages.filter((m) => m.receivedAt >= started).some((m) => m.raw.includes(number));
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true);

  // Signing in with that address (a proven one) makes the guest order theirs.
  await signIn(page, email);
  await page.goto("/order-tracking");
  await expect(page.getByText(`#${number}`).first()).toBeVisible();
});
