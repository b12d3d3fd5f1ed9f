import { expect, test, type Page } from "@playwright/test";
import { adminEmail, signIn } from "./support/auth";

/** One shift's fieldset on the template form ("Shift 1", "Shift 2"…). */
const shift = (page: Page, number: number) => page.getByRole("group", { name: `Shift ${number}`, exact: true });

async function fillShift(
  page: Page,
  number: number,
  values: { title: string; spots: string; starts: string; ends: string; location?: string },
) {
  const row = shift(page, number);
  await row.getByLabel("Title", { exact: true }).fill(values.title);
  await row.getByLabel("Spots needed").fill(values.spots);
  await row.getByLabel("Starts (minutes from kickoff)").fill(values.starts);
  await row.getByLabel("Ends (minutes from kickoff)").fill(values.ends);
  if (values.location) await row.getByLabel("Location (optional)").fill(values.location);
}

// One test, so the worker's admin signs in once for the whole flow (the sign-in codes per address are limited).
test("an admin creates a shift template with two shifts (errors keep what was typed), sees it listed, renames it and deletes it", async ({
  page,
}, testInfo) => {
  const name = `Cup tie crew ${testInfo.project.name} ${Date.now()}`;
  const renamed = `${name} (renamed)`;
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin/volunteer");
  await page.getByRole("link", { name: "Shift templates" }).click();
  await expect(page).toHaveURL(/\/admin\/shift-templates$/);
  await expect(page.getByTestId("shift-template-row").filter({ hasText: "Home match crew" })).toBeVisible();
  await page.getByRole("link", { name: "New template" }).click();
  await expect(page.getByRole("heading", { name: "New shift template" })).toBeVisible();

  // The new form has two empty rows; "Add shift" gives a third (a plain post without JavaScript) and keeps what was typed.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await fillShift(page, 1, { title: "Stewards", spots: "4", starts: "-120", ends: "-150" });
  await expect(shift(page, 3)).toHaveCount(0);
  await page.getByRole("button", { name: "Add shift" }).click();
  await expect(shift(page, 3)).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(shift(page, 1).getByLabel("Title", { exact: true })).toHaveValue("Stewards");
  await fillShift(page, 2, { title: "Merch table", spots: "2", starts: "-90", ends: "0", location: "Club shop" });

  // An end before the start: the message next to the field, every row as it was typed; the empty third row is skipped.
  await page.getByRole("button", { name: "Create template" }).click();
  await expect(shift(page, 1).getByText("Ends must be after the start")).toBeVisible();
  await expect(shift(page, 1).getByLabel("Ends (minutes from kickoff)")).toHaveValue("-150");
  await expect(shift(page, 2).getByLabel("Title", { exact: true })).toHaveValue("Merch table");
  await expect(shift(page, 2).getByLabel("Location (optional)")).toHaveValue("Club shop");
  await shift(page, 1).getByLabel("Ends (minutes from kickoff)").fill("120");
  await page.getByRole("button", { name: "Create template" }).click();

  await expect(page).toHaveURL(/\/admin\/shift-templates$/);
  await expect(page.getByText(`Shift template “${name}” created.`).first()).toBeVisible();
  const row = page.getByTestId("shift-template-row").filter({ hasText: name });
  await expect(row.getByRole("cell").nth(1)).toHaveText("2");
  await expect(row.getByRole("cell").nth(2)).toHaveText("6");

  // Edit: the stored shifts in order, then the new name.
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Edit shift template" })).toBeVisible();
  await expect(shift(page, 1).getByLabel("Title", { exact: true })).toHaveValue("Stewards");
  await expect(shift(page, 1).getByLabel("Starts (minutes from kickoff)")).toHaveValue("-120");
  await expect(shift(page, 2).getByLabel("Title", { exact: true })).toHaveValue("Merch table");
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/shift-templates$/);
  await expect(page.getByText(`Shift template “${renamed}” updated.`).first()).toBeVisible();
  const renamedRow = page.getByTestId("shift-template-row").filter({ hasText: renamed });
  await expect(renamedRow.getByRole("cell").nth(1)).toHaveText("2");

  // Delete from the edit page, through the confirmation.
  await renamedRow.getByRole("link", { name: `Edit ${renamed}` }).click();
  await page.getByRole("link", { name: "Delete template" }).click();
  await expect(page.getByRole("heading", { name: `Delete “${renamed}”?` })).toBeVisible();
  await expect(page.getByText("Events already given these shifts keep them.")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete template" }).click();
  await expect(page).toHaveURL(/\/admin\/shift-templates$/);
  await expect(page.getByText("The shift template was removed. Events already given its shifts keep them.").first()).toBeVisible();
  await expect(page.getByTestId("shift-template-row").filter({ hasText: name })).toHaveCount(0);
});
