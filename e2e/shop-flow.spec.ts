import { MAILBOX_URL } from "../playwright.config";
import { expect, test, type Page } from "@playwright/test";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";

/**
 * The shop end to end, with JavaScript and without: a guest browses by category, opens a
 * print-on-demand product, picks a size, adds it to the cart, changes the quantity, checks out
 * without Stripe (a pending pay-later order and its confirmation email), signs in with that address
 * and finds the order in Order Tracking; an admin ships it and the member's progress shows Shipped.
 */
const MAILBOX = MAILBOX_URL;

/** The subjects of the mail sent to this address so far (the test mailbox). */
async function subjects(email: string): Promise<string[]> {
  const response = await fetch(`${MAILBOX}/messages?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { raw: string }[];
  return messages.map((message) => message.raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? "");
}

async function progressOf(page: Page, number: string) {
  await page.goto("/order-tracking");
  const card = page.getByTestId("order-card").filter({ hasText: `Order #${number}` });
  await expect(card).toHaveCount(1);
  return card;
}

test("a guest buys a print-on-demand tee, finds it in Order Tracking after signing in, and sees it shipped", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo, "shopper");

  // Browse by category, open the tee, pick a size, add it.
  await page.goto("/shop");
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Apparel", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?category=apparel$/);
  await page.getByRole("link", { name: "Roadies Crest Tee", exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop\/printify-[0-9a-f]{24}$/);
  await expect(page.getByText("Print-on-Demand").first()).toBeVisible();
  // The size buttons are styled labels over visually hidden radios: the label takes the click.
  await page.getByRole("radio", { name: "M", exact: true }).check({ force: true });
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart!").first()).toBeVisible();
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");

  // Two of them.
  await page.goto("/shop/cart");
  const line = page.getByTestId("cart-line").filter({ hasText: "Roadies Crest Tee" });
  await expect(line).toContainText("Size: M");
  const unit = Number((await line.getByText(/ each$/).textContent())!.replace(/[^0-9.]/g, ""));
  await line.getByLabel(/^Quantity of Roadies Crest Tee/).fill("2");
  await line.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Quantity updated to 2.").first()).toBeVisible();
  const total = `$${(unit * 2).toFixed(2)}`;
  await expect(page.getByTestId("cart-total")).toHaveText(total);
  await expect(page.getByTestId("cart-count").first()).toHaveText("2");

  // Checkout as a guest, paying later (no Stripe in the test server).
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await page.getByLabel("Name", { exact: true }).fill("Sam Shopper");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Shopper");
  await page.getByLabel("Address", { exact: true }).fill("1 Stadium Way");
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("State / region").fill("OR");
  await page.getByLabel("Postal code").fill("97201");
  await page.getByLabel("Country").selectOption("US");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(/^Order #[0-9A-Z-]{6}$/);
  const number = (await page.getByTestId("order-number").textContent())!.replace("Order #", "").trim();
  await expect(page.getByTestId("cart-count").first()).toHaveText("0");
  await expect.poll(() => subjects(email), { timeout: 15_000 }).toContain(`Order #${number} confirmed`);

  // Signing in with that (now proven) address brings the order into Order Tracking.
  await signIn(page, email);
  let card = await progressOf(page, number);
  await expect(card).toContainText("Pending");
  await expect(card).toContainText(total);
  await expect(card).toContainText("Roadies Crest Tee");
  await expect(card).toContainText("Pay at pickup / on invoice");
  await expect(card.getByRole("list", { name: "Order progress" }).getByRole("listitem")).toHaveText([
    "Order Placed (done)",
    "Processing",
    "Shipped",
    "Delivered",
  ]);

  // The admin moves it along.
  await page.context().clearCookies();
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin/orders?status=pending");
  await page.getByRole("link", { name: `Open order #${number}` }).click();
  await page.getByRole("button", { name: "Mark processing" }).click();
  await expect(page.getByText(`Order #${number} is being processed. The customer has been emailed.`).first()).toBeVisible();
  await page.getByLabel("Carrier").fill("USPS");
  await page.getByLabel("Tracking number").fill(`94${number}`);
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByText(`Order #${number} is shipped. The customer has been emailed.`).first()).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, email);
  card = await progressOf(page, number);
  await expect(card).toContainText("Shipped");
  await expect(card).toContainText(`USPS · 94${number}`);
  await expect(card.getByRole("list", { name: "Order progress" }).getByRole("listitem")).toHaveText([
    "Order Placed (done)",
    "Processing (done)",
    "Shipped (done)",
    "Delivered",
  ]);
  await expect.poll(() => subjects(email), { timeout: 15_000 }).toContain(`Order #${number} has shipped`);
});
