import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { createFarEvent } from "./support/events";

/**
 * Pickup at the merch table, in the js and no-js projects: a member orders a pin to collect at an
 * event of the test's own; the admin (signed in once) follows 'Pickup at the merch table' from the
 * event page, finds the member by name, presses Collected and sees it handed over; the member's
 * Order Tracking then says Delivered. The event is deleted at the end (the order stays, with no
 * pickup event).
 */
// A member signs in and checks out, the admin collects, axe runs at two widths: more than the default 30 s.
test.setTimeout(90_000);

test("at the merch table, an admin finds a member's pickup order by name, presses Collected and sees it handed over; again, 'Already collected'", async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, adminEmail(testInfo));
  // Letters only, different on every run and project: the member's last name, so the search finds just them.
  const stamp = `${Date.now()}${testInfo.workerIndex}`.replace(/\d/g, (d) => "klmnopqrst"[Number(d)]);
  const lastName = `Merch${testInfo.project.name === "js" ? "Js" : "Nojs"}${stamp}`;
  // A home match: the seeded pin is collected at every home match (not at a community event).
  const event = await createFarEvent(page.request, `Merch night ${lastName}`, 75, { type: "match", isHomeMatch: true });
  const shopperContext = await browser.newContext();
  try {
    // The member puts the pin in the cart as a shopper would and checks out for pickup at this event
    // (the checkout's list offers the soonest events; the form takes any upcoming one).
    const shopper = await shopperContext.newPage();
    const email = uniqueEmail(testInfo, "merch");
    await signIn(shopper, email, { firstName: "Mia", lastName });
    await shopper.goto("/shop");
    await shopper.getByRole("link", { name: "Enamel Crest Pin" }).first().click();
    await shopper.getByRole("button", { name: "Add to Cart" }).click();
    await expect(shopper.getByText("Added to cart!").first()).toBeVisible();
    const placed = await shopper.request.post("/shop/checkout", {
      form: { name: `Mia ${lastName}`, email, pickupEventId: String(event.id) },
      maxRedirects: 0,
    });
    expect(placed.status(), "the checkout's redirect to the completed order").toBeGreaterThanOrEqual(302);
    expect(placed.status()).toBeLessThan(400);

    // The event page leads the admin to its merch table.
    await page.goto(`/events/${event.id}`);
    await page.getByRole("link", { name: "Pickup at the merch table" }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}/pickup$`));
    await expect(page.getByRole("heading", { name: "Pickup at the merch table" })).toBeVisible();

    await page.getByLabel("Name, Member ID, order number or email").fill(`Mia ${lastName}`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\?q=Mia/);
    const person = page.getByTestId("pickup-person");
    await expect(person).toHaveCount(1);
    await expect(person).toContainText(`Mia ${lastName}`);
    const order = person.getByTestId("pickup-order");
    await expect(order).toHaveCount(1);
    await expect(order).toContainText("1 × Enamel Crest Pin");
    await expect(order).toContainText("To pay at the table:");
    const number = (await order.getAttribute("data-order"))!;
    expect(number).toMatch(/^[0-9A-Z-]{6}$/);
    const orderId = await order.locator('input[name="orderId"]').inputValue();

    await page.getByRole("button", { name: `Collected Order #${number}` }).click();
    const verdict = page.getByTestId("pickup-verdict");
    await expect(verdict).toHaveAttribute("data-verdict", "collected");
    await expect(verdict).toContainText("Collected");
    await expect(verdict).toContainText(`Order #${number}`);
    await expect(verdict).toContainText("marked paid");
    await expect(order).toContainText(/Collected at \d{2}:\d{2}/);
    await expect(page.getByRole("button", { name: `Collected Order #${number}` })).toHaveCount(0);
    // axe (WCAG 2.2 AA, as a11y.spec) on the merch table with the outcome shown, at a phone's width and a
    // laptop's; axe runs as a script in the page, so in the js project (the markup is the server's in both).
    for (const width of testInfo.project.use.javaScriptEnabled === false ? [] : [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(
        results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} [${width}px]: ${node.target.join(" ")}`)),
        "axe on the merch table with 'Collected' shown",
      ).toEqual([]);
    }

    // The same post again (a second volunteer's page from before): nothing changes, the answer says when and by whom.
    const again = await page.request.post(`/events/${event.id}/pickup`, { form: { intent: "collected", orderId } });
    expect(again.status()).toBe(200);
    expect(await again.text()).toMatch(/Already collected at \d{2}:\d{2}/);
    await page.goto(page.url());
    await expect(order).toContainText(/Collected at \d{2}:\d{2}/);

    // The member's Order Tracking shows it delivered.
    await shopper.goto("/order-tracking");
    const card = shopper.getByTestId("order-card").filter({ hasText: `Order #${number}` });
    await expect(card.getByRole("list", { name: "Order progress" }).getByRole("listitem")).toHaveText([
      "Order Placed (done)",
      "Processing (done)",
      "Shipped (done)",
      "Delivered (done)",
    ]);
  } finally {
    await shopperContext.close();
    expect((await page.request.delete(`/api/events/${event.id}`)).status()).toBe(204);
  }
});
