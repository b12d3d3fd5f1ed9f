import { expect, test } from "@playwright/test";
import { adminEmail, signIn, signInThroughForm, uniqueEmail } from "./support/auth";

/**
 * Joining without Stripe (the e2e server has no STRIPE_SECRET_KEY), js and no-js: a
 * visitor picks Roadie on /join, signs in through the form, comes back to /join/checkout with the
 * membership from their cart, confirms, and is told the membership waits for payment, how to pay
 * and the order reference; their status is Pending Approval and Order Tracking shows the order pending.
 */
test("a visitor joins as a Roadie, signs in, confirms and sees the membership waiting for payment", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "joiner");

  await page.goto("/join");
  await expect(page.getByText("Most Popular")).toBeVisible();
  await page.getByRole("button", { name: /^Join as Roadie/ }).click();

  // Signed out: the membership waits in the cart while they sign in.
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fjoin%2Fcheckout$/);
  await signInThroughForm(page, email, { firstName: "Robin", lastName: "Roadie" });

  await expect(page).toHaveURL(/\/join\/checkout$/);
  await expect(page.getByRole("heading", { name: "Roadie membership" })).toBeVisible();
  await expect(page.getByTestId("membership-price")).toContainText("$50.00");
  await expect(page.getByText("cash at our stand")).toBeVisible();

  await page.getByRole("button", { name: "Confirm membership" }).click();
  await expect(page).toHaveURL(/\/join\/checkout\/complete\?order=/);
  await expect(page.getByRole("heading", { name: "Your membership is waiting for payment" })).toBeVisible();
  const reference = (await page.getByTestId("membership-order-reference").textContent()) ?? "";
  expect(reference).toMatch(/^Order #[0-9A-F]{6}$/);
  await expect(page.getByRole("region", { name: "How to pay" }).getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);

  // The cart no longer holds the membership.
  await page.goto("/shop/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();

  // Pending in Order Tracking, and the member is Pending Approval.
  await page.goto("/order-tracking");
  const card = page.getByTestId("order-card").filter({ hasText: reference });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Includes membership")).toBeVisible();
  await expect(card.getByText("$50.00")).toBeVisible();
  await expect(card.getByText("pending", { exact: false }).first()).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText("Pending Approval").first()).toBeVisible();
  // The profile's Recent Orders names the order as Order Tracking does, with its status.
  const recent = page.getByRole("region", { name: "Recent Orders" });
  await expect(recent.getByText(reference, { exact: true })).toBeVisible();
  await expect(recent.getByText("Pending", { exact: true })).toBeVisible();

  // Joining again (a double submit or a change of mind) keeps one order: /join says how to pay it.
  await page.goto("/join");
  await expect(page.getByText("Your Roadie membership is waiting for payment.")).toBeVisible();
  await page.getByRole("link", { name: "See how to pay" }).click();
  await expect(page).toHaveURL(/\/join\/checkout\/complete\?order=/);
  await expect(page.getByTestId("membership-order-reference")).toHaveText(reference);
  await page.goto("/join");
  await page.getByRole("button", { name: /^Join as Roadie/ }).click();
  await expect(page).toHaveURL(/\/join\/checkout\?tier=roadie$/);
  await page.getByRole("button", { name: "Confirm membership" }).click();
  await expect(page.getByTestId("membership-order-reference")).toHaveText(reference);
  await page.goto("/order-tracking");
  await expect(page.getByTestId("order-card").filter({ hasText: "Includes membership" })).toHaveCount(1);
});

/**
 * Joining to paying, end to end, js and no-js: the pending Roadie order from /join is paid at the
 * stand; this worker's admin records it on the member's admin page (the tier and amount come from
 * the waiting order), and the member's profile shows Active Member, an expiry a year ahead and
 * 'N days remaining'; the order is paid in Order Tracking.
 */
test("an admin records the payment of a membership bought on /join and the member becomes active for a year", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "chain");
  await page.goto("/join");
  await page.getByRole("button", { name: /^Join as Roadie/ }).click();
  await signInThroughForm(page, email, { firstName: "Chris", lastName: "Chain" });
  await page.getByRole("button", { name: "Confirm membership" }).click();
  await expect(page.getByRole("heading", { name: "Your membership is waiting for payment" })).toBeVisible();
  const reference = (await page.getByTestId("membership-order-reference").textContent()) ?? "";

  // The admin, in a browser of their own with the same JavaScript setting as this project.
  const adminContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, adminEmail(testInfo));
    await admin.goto("/admin/members");
    await admin.getByLabel("Name or email").fill(email);
    await admin.getByRole("button", { name: "Search" }).click();
    await admin
      .getByTestId("admin-member-row")
      .getByRole("link", { name: `Open ${email}` })
      .click();
    await expect(admin.getByTestId("member-status")).toHaveText("Pending Approval");
    // The waiting order fills in the tier and the amount.
    await expect(admin.getByLabel("Tier", { exact: true })).toHaveValue("roadie");
    await expect(admin.getByLabel(/Amount paid/)).toHaveValue("50.00");
    await admin.getByRole("button", { name: "Record payment" }).click();
    await expect(admin.getByTestId("member-status")).toHaveText("Active Member");
  } finally {
    await adminContext.close();
  }

  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Membership & Subscription" });
  await expect(card).toContainText("Active Member");
  // A year from today: 365 or 366 days (a leap day ahead), counted in the group's time zone.
  await expect(card).toContainText(/36[56] days remaining/);
  const nextYear = String(new Date().getFullYear() + 1);
  await expect(card).toContainText(nextYear);
  await page.goto("/order-tracking");
  const order = page.getByTestId("order-card").filter({ hasText: reference });
  // Marked paid by the admin's record (it read 'Pay at pickup / on invoice' while waiting).
  await expect(order.getByText("Paid", { exact: true })).toBeVisible();
  await expect(order.getByText("Pay at pickup / on invoice")).toHaveCount(0);
});

/** A membership left in a visitor's cart is not paid in the shop's checkout: the page says so and links to the membership checkout and the cart. */
test("the shop checkout points a membership in the cart to its own checkout", async ({ page }) => {
  await page.goto("/join");
  await page.getByRole("button", { name: /^Join as VIP Roadie/ }).click();
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fjoin%2Fcheckout$/);

  // Not signed in yet: the visitor looks at the shop's checkout instead.
  await page.goto("/shop/checkout");
  await expect(page.getByText("VIP Roadie membership")).toBeVisible();
  const note = page.getByRole("note");
  await expect(note).toContainText("Memberships are not paid in the shop's checkout");
  await expect(note.getByRole("link", { name: "cart" })).toHaveAttribute("href", "/shop/cart");
  await note.getByRole("link", { name: "check out your membership" }).click();
  // The membership checkout asks them to sign in first, and comes back to it.
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fjoin%2Fcheckout$/);
});
