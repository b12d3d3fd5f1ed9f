import { expect, test } from "@playwright/test";
import { adminEmail, signIn } from "./support/auth";

/** An admin adds a product through the form (a field error first, kept input), and it is in /shop. */
test("an admin creates a product that then shows in the shop", async ({ page }, testInfo) => {
  await signIn(page, adminEmail(testInfo));
  const name = `Match Scarf ${testInfo.project.name} ${Date.now()}`;
  await page.goto("/admin/products/new");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Price ($)").fill("12.345");
  await page.getByLabel("Category").selectOption("accessories");
  await page.getByLabel("Fulfillment").selectOption("event-pickup");
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Enter a price with at most two decimals, like 45.50")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await page.getByLabel("Price ($)").fill("12.50");
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText("Product created successfully!").first()).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

  await page.goto("/shop?category=accessories");
  const link = page.getByRole("link", { name, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("$12.50")).toBeVisible();
  await expect(page.getByText("Event Pickup").first()).toBeVisible();
});

/**
 * "Collect at": an event-pickup product offered at one chosen event shows in that event's "Merch
 * to collect here" and not at another; choosing events without ticking one is refused next to the
 * field with what was typed kept.
 */
test("an admin makes a pickup product collectable at one chosen event", async ({ page }, testInfo) => {
  await signIn(page, adminEmail(testInfo));
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const newEvent = async (title: string, hoursAhead: number) => {
    const response = await page.request.post("/api/events", {
      data: { title, date: new Date(Date.now() + hoursAhead * 3_600_000).toISOString(), location: "Riverbank", type: "community" },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const party = await newEvent(`Season party ${stamp}`, 2);
  const cleanUp = await newEvent(`Clean-up day ${stamp}`, 3);
  const name = `Party badge ${stamp}`;

  await page.goto("/admin/products/new");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Price ($)").fill("3.00");
  await page.getByLabel("Fulfillment").selectOption("event-pickup");
  await page.getByLabel("Chosen events:").check();
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Tick at least one event, or choose every home match")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("Chosen events:")).toBeChecked();

  await page.getByLabel(`Season party ${stamp}`, { exact: false }).check();
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText("Product created successfully!").first()).toBeVisible();

  await page.goto(`/events/${party}`);
  await expect(page.getByRole("region", { name: "Merch to collect here" }).getByRole("link", { name })).toBeVisible();
  await page.goto(`/events/${cleanUp}`);
  await expect(page.getByRole("link", { name })).toHaveCount(0);

  // The edit form shows the choice as saved.
  await page.goto("/admin/products");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("Chosen events:")).toBeChecked();
  await expect(page.getByLabel(`Season party ${stamp}`, { exact: false })).toBeChecked();
  await expect(page.getByLabel(`Clean-up day ${stamp}`, { exact: false })).not.toBeChecked();
});
