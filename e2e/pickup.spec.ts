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

test("a member card pasted at the merch table finds its member's orders, and its token never sits in a URL the browser asks for", async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, adminEmail(testInfo));
  const stamp = `${Date.now()}${testInfo.workerIndex}`.replace(/\d/g, (d) => "klmnopqrst"[Number(d)]);
  const lastName = `Card${testInfo.project.name === "js" ? "Js" : "Nojs"}${stamp}`;
  const event = await createFarEvent(page.request, `Card night ${lastName}`, 76, { type: "match", isHomeMatch: true });
  const memberContext = await browser.newContext();
  try {
    const member = await memberContext.newPage();
    const email = uniqueEmail(testInfo, "cardpickup");
    await signIn(member, email, { firstName: "Rae", lastName });
    await member.goto("/shop");
    await member.getByRole("link", { name: "Enamel Crest Pin" }).first().click();
    await member.getByRole("button", { name: "Add to Cart" }).click();
    await expect(member.getByText("Added to cart!").first()).toBeVisible();
    const placed = await member.request.post("/shop/checkout", {
      form: { name: `Rae ${lastName}`, email, pickupEventId: String(event.id) },
      maxRedirects: 0,
    });
    expect(placed.status()).toBeLessThan(400);

    // The treasurer records the membership, so the member has a card.
    await page.goto(`/admin/members?q=${encodeURIComponent(email)}`);
    await page.goto((await page.getByRole("link", { name: `Open ${email}` }).getAttribute("href"))!);
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByText("Payment Recorded").first()).toBeVisible();
    await member.goto("/profile/card");
    const verifyUrl = (await member.getByTestId("member-card").locator('a[href*="/verify/"]').getAttribute("href"))!;
    const token = verifyUrl.split("/verify/")[1];
    expect(token).toMatch(/^v2\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const signature = token.split(".")[2];

    // From here on, every request the volunteer's browser makes is kept.
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    await page.goto(`/events/${event.id}/pickup`);
    await page.getByLabel("Name, Member ID, order number or email").fill(verifyUrl);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const person = page.getByTestId("pickup-person");
    await expect(person).toHaveCount(1);
    await expect(person).toContainText(`Rae ${lastName}`);
    await expect(person.getByTestId("pickup-order")).toContainText("1 × Enamel Crest Pin");
    expect(page.url()).not.toContain(signature);
    const number = (await person.getByTestId("pickup-order").getAttribute("data-order"))!;
    await page.getByRole("button", { name: `Collected Order #${number}` }).click();
    await expect(page.getByTestId("pickup-verdict")).toHaveAttribute("data-verdict", "collected");
    expect(page.url()).not.toContain(signature);

    // A card that is not a current one: said so, and still never in a URL.
    await page.getByLabel("Name, Member ID, order number or email").fill(verifyUrl.replace(/.$/, (last) => (last === "A" ? "B" : "A")));
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("This card is not a current member card: search by name instead.")).toBeVisible();

    expect(asked.length).toBeGreaterThan(2);
    expect(asked.filter((url) => url.includes(signature.slice(0, 20)))).toEqual([]);
  } finally {
    await memberContext.close();
    expect((await page.request.delete(`/api/events/${event.id}`)).status()).toBe(204);
  }
});
