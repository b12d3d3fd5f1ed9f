import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { adminEmail, signIn, signInTakingTurns, uniqueEmail } from "./support/auth";

/**
 * Orders: an admin moves an order along (legal next steps only, shipping details) and the
 * member's Order Tracking shows the progress. Seeded orders (scripts/demo-seed.ts) of Priya Patel: the js
 * project ships her processing order (the tee), the no-js project her pending one (the pin), which
 * first goes to processing; so the two projects never touch the same order.
 */
const MEMBER = "priya.patel@example.org";

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
  // Both projects sign in as this seeded member: one at a time (see signInTakingTurns).
  await signInTakingTurns(page, MEMBER);
  await page.goto("/order-tracking");
  const card = page.getByTestId("order-card").filter({ hasText: `Order #${number}` });
  await expect(card).toContainText("Shipped");
  await expect(card).toContainText(total);
  const steps = card.getByRole("list", { name: "Order progress" }).getByRole("listitem");
  await expect(steps).toHaveText(["Order Placed (done)", "Processing (done)", "Shipped (done)", "Delivered"]);
  await expect(card.getByRole("link", { name: `Track 1Z${number}` })).toHaveAttribute("href", `https://tracking.example/${number}`);
});

/** RFC 4180 rows, as a spreadsheet reads them (quoted fields may hold commas and doubled quotes). */
function csvRows(text: string): string[][] {
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .slice(0, -2)
    .split("\r\n")
    .map((line) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) => cell.replace(/^"|"$/g, "").replace(/""/g, '"')));
}

/** Clicks a download link (an <a download>, so with JavaScript or without) and reads the file. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: file.suggestedFilename(), rows: csvRows(await readFile((await file.path())!, "utf8")) };
}

test("an anonymous visitor's cart is empty, with a way to the shop; the admin's pick list downloads as two CSV tables", async ({
  page,
}, testInfo) => {
  await page.goto("/shop/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await page.getByRole("link", { name: "Browse the shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);

  // A guest orders a pin to collect at the first pickup event offered.
  const customer = `Pick ${testInfo.project.name} ${Date.now()}`;
  await page.getByRole("link", { name: "Enamel Crest Pin" }).first().click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart!").first()).toBeVisible();
  await page.goto("/shop/checkout");
  await page.getByLabel("Name", { exact: true }).fill(customer);
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail(testInfo, "picker"));
  const pickup = page.getByRole("radio").first();
  const eventId = await pickup.getAttribute("value");
  await pickup.check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();

  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin/orders/pick-list");
  await expect(page.getByRole("heading", { name: "Pick lists" })).toBeVisible();
  await page.getByLabel("Pickup event").selectOption(eventId!);
  await page.getByRole("button", { name: "Show pick list" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/pick-list\\?event=${eventId}$`));
  await expect(page.getByTestId("pick-list-row").filter({ hasText: customer })).toHaveCount(1);

  // The order lines: one rectangular table, this order's pin among them, no totals block.
  const lines = await download(page, page.getByRole("link", { name: "Download CSV", exact: true }));
  expect(lines.name).toMatch(/^pick-list-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines.rows[0]).toEqual(["Customer", "Email", "Order", "Item", "Size", "Quantity", "Payment", "Amount to collect", "Collected"]);
  for (const row of lines.rows) expect(row).toHaveLength(9);
  expect(lines.rows.map((row) => row[0])).not.toContain("Totals");
  expect(lines.rows.filter((row) => row[0] === customer).map((row) => [row[3], row[5], row[6], row[7], row[8]])).toEqual([
    ["Enamel Crest Pin", "1", "To collect", "10.00", ""],
  ]);

  // The totals: their own table, one row per product and size. (Other tests may order pins for this
  // event meanwhile, so the sum against the lines is checked in the route's own tests.)
  const totals = await download(page, page.getByRole("link", { name: "Download totals CSV" }));
  expect(totals.name).toMatch(/^pick-list-totals-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(totals.rows[0]).toEqual(["Item", "Size", "Quantity"]);
  for (const row of totals.rows) expect(row).toHaveLength(3);
  const pins = totals.rows.filter(([item, size]) => item === "Enamel Crest Pin" && size === "");
  expect(pins).toHaveLength(1);
  expect(Number(pins[0][2])).toBeGreaterThanOrEqual(1);

  // Admins only: signed out, the totals file sends the visitor to sign in.
  await page.context().clearCookies();
  const anonymous = await page.request.get(`/admin/orders/pick-list/totals.csv?event=${eventId}`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toMatch(/^\/api\/login/);
});

/** Puts a seeded print-on-demand product in one size in the cart from its product page, as a shopper would. */
async function addFromProductPage(page: Page, name: string, size: string, countAfter: number) {
  await page.goto("/shop");
  await page.getByRole("link", { name, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("group", { name: "Size" }).getByRole("radio", { name: size, exact: true }).check({ force: true });
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count").first()).toHaveText(String(countAfter));
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const centsOf = async (line: ReturnType<Page["getByTestId"]>) =>
  Math.round(Number((await line.getByText(/ each$/).textContent())!.replace(/[^0-9.]/g, "")) * 100);

test("the cart: a line's quantity changes, a line is removed, totals follow; a quantity over 20 is refused by the server", async ({
  page,
}) => {
  await addFromProductPage(page, "Roadies Crest Tee", "M", 1);
  await addFromProductPage(page, "Away Days Hoodie", "L", 2);
  await page.goto("/shop/cart");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  const tee = lines.filter({ hasText: "Roadies Crest Tee" });
  const hoodie = lines.filter({ hasText: "Away Days Hoodie" });
  await expect(tee).toContainText("Size: M");
  await expect(hoodie).toContainText("Size: L");
  const [teeCents, hoodieCents] = [await centsOf(tee), await centsOf(hoodie)];
  await expect(page.getByTestId("cart-total")).toHaveText(money(teeCents + hoodieCents));

  await tee.getByLabel("Quantity of Roadies Crest Tee, size M").fill("3");
  await tee.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Quantity updated to 3.").first()).toBeVisible();
  await expect(tee).toContainText(money(teeCents * 3));
  await expect(page.getByTestId("cart-total")).toHaveText(money(teeCents * 3 + hoodieCents));
  await expect(tee.getByLabel("Quantity of Roadies Crest Tee, size M")).toHaveValue("3");
  await expect(page.getByTestId("cart-count").first()).toHaveText("4");

  await hoodie.getByRole("button", { name: "Remove Away Days Hoodie, size L" }).click();
  await expect(page.getByText("Item removed from your cart.").first()).toBeVisible();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId("cart-total")).toHaveText(money(teeCents * 3));
  await expect(page.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/shop/checkout");

  // The browser's own check stops 21 before it is sent; the server refuses it too (what a crafted post meets).
  const lineId = await tee.locator('input[name="lineId"]').getAttribute("value");
  const refused = await page.request.post("/shop/cart", { form: { intent: "update", lineId: lineId!, quantity: "21" }, maxRedirects: 0 });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Enter a quantity from 1 to 20");
  await page.reload();
  await expect(page.getByTestId("cart-total")).toHaveText(money(teeCents * 3));
});
