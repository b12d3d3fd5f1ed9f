import { parse } from "csv-parse/sync";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { adminEmail, signIn } from "./support/auth";

// Both projects: the period form is a plain GET form and the charts are SVG in the HTML, so the page
// reads the same with JavaScript off.
test("the committee's insights: six sections of charts with their numbers, a period to choose, and a CSV beside each chart", async ({
  page,
}, testInfo) => {
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin");
  await page.getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights");
  for (const section of ["Membership", "Matches and events", "Volunteering", "Money", "Away days", "Ticket exchange"])
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();

  // A chart is an image with its title, and its numbers are one click away.
  const members = page.getByTestId("chart-members");
  await expect(members.getByRole("img", { name: "Members at the end of each month, by tier" })).toBeVisible();
  await members.getByText("Show the numbers").click();
  await expect(members.getByRole("columnheader", { name: "Members" })).toBeVisible();

  // Another period: the form is a GET, so the period is in the address and the CSV links follow it.
  await page.getByLabel("Period", { exact: true }).selectOption("12m");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/period=12m/);
  await expect(page.getByLabel("Period", { exact: true })).toHaveValue("12m");
  const csvLink = page.getByTestId("chart-members").getByRole("link", { name: "Download CSV" });
  await expect(csvLink).toHaveAttribute("href", "/admin/insights/membership.csv?period=12m");
  const csv = await page.request.get("/admin/insights/membership.csv?period=12m");
  expect(csv.status()).toBe(200);
  const rows = parse(await csv.text(), { columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(12);
  expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(["month", "members_at_month_end", "joined", "lapsed"]));

  // The figures are a count kept for 10 minutes; "Count again now" counts afresh and keeps the period.
  await expect(page.getByTestId("insights-counted")).toContainText("Counted at ");
  await page.getByRole("button", { name: "Count again now" }).click();
  await expect(page).toHaveURL(/\/admin\/insights\?period=12m$/);
  await expect(page.getByLabel("Period", { exact: true })).toHaveValue("12m");
  await expect(page.getByTestId("insights-counted")).toContainText("a view after 10 minutes counts again.");

  // A custom period the wrong way round: this season instead, and the page says why.
  await page.getByLabel("Period", { exact: true }).selectOption("custom");
  await page.getByLabel("From", { exact: true }).fill("2026-05-01");
  await page.getByLabel("To", { exact: true }).fill("2026-04-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("alert")).toHaveText("A custom period must end on or after the day it starts. Showing this season instead.");

  // Renewals due: a link to the member list, filtered to them.
  await expect(page.getByTestId("renewals-due")).toContainText(/in the next 60 days\./);
  await page.getByRole("link", { name: "See who, soonest first" }).click();
  await expect(page).toHaveURL(/\/admin\/members\?renewal=60$/);
  await expect(page.getByTestId("renewal-filter")).toContainText(
    "Renewals due: active memberships that run out in the next 60 days, soonest first.",
  );
  await page.goBack();

  if (testInfo.project.name === "js") {
    // At a phone's width too, light and dark (the scans at 1280 px, both themes, are in a11y.spec.ts).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/insights");
    expect(await axeViolations(page)).toEqual([]);
    // And in the dark theme (the admin is this worker's, shared with other specs: light again after).
    expect((await page.request.post("/action/set-theme", { form: { theme: "dark" } })).ok()).toBe(true);
    try {
      await page.goto("/admin/insights");
      await expect(page.locator("html")).toHaveClass(/dark/);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.request.post("/action/set-theme", { form: { theme: "light" } });
    }
  }
});
