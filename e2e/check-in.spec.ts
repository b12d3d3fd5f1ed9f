import { expect, request as playwrightRequest, test } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { createFarEvent } from "./support/events";

/** Letters only, different on every run and project: the member's last name, so the door's search finds just them. */
function uniqueName(project: string): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  return `Gate${project === "js" ? "Js" : "Nojs"}${digits.replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;
}

test("at the door, an admin finds an RSVP'd member by name, presses Check in and sees 'Checked in'; again, 'Already checked in at HH:MM'; a lapsed member's 'Membership expired'", async ({
  page,
}, testInfo) => {
  // The admin signs in once: the page's cookie jar serves the page and the API calls.
  await signIn(page, adminEmail(testInfo));
  const lastName = uniqueName(testInfo.project.name);
  const event = await createFarEvent(page.request, `Door night ${lastName}`, 60);
  const member = await playwrightRequest.newContext({ baseURL: APP_URL });
  try {
    await signIn(member, uniqueEmail(testInfo, "door"), { firstName: "Dora", lastName });
    expect((await member.post(`/api/events/${event.id}/rsvp`)).status()).toBe(200);

    // The event page leads the admin to its door.
    await page.goto(`/events/${event.id}`);
    await page.getByRole("link", { name: "Check-in at the door" }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}/check-in$`));
    await expect(page.getByRole("heading", { name: "Check-in at the door" })).toBeVisible();
    const count = page.getByTestId("check-in-count");
    await expect(count).toHaveText("Checked in 0 / RSVP'd 1 / capacity unlimited");

    await page.getByLabel("Name or Member ID").fill(`Dora ${lastName}`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\?q=Dora/);
    const rows = page.getByTestId("check-in-row");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("RSVP'd going");

    const checkIn = page.getByRole("button", { name: `Check in Dora ${lastName}` });
    await checkIn.click();
    const verdict = page.getByTestId("check-in-verdict");
    await expect(verdict).toHaveAttribute("data-verdict", "checked-in");
    await expect(verdict).toContainText("Checked in");
    await expect(verdict).toContainText(`Dora ${lastName}`);
    await expect(count).toHaveText("Checked in 1 / RSVP'd 1 / capacity unlimited");
    await expect(rows).toContainText(/Checked in at \d{2}:\d{2}/);

    await checkIn.click();
    await expect(verdict).toHaveAttribute("data-verdict", "already-checked-in");
    await expect(verdict).toContainText(/Already checked in at \d{2}:\d{2}/);
    await expect(count).toHaveText("Checked in 1 / RSVP'd 1 / capacity unlimited");

    // The API agrees: one row.
    const counts = await page.request.get(`/api/events/${event.id}/check-ins`);
    expect(await counts.json()).toEqual({ checkedIn: 1, going: 1, capacity: null });

    // A member whose year ran out, found by the search: the verdict says so and nobody is added.
    const lapsedEmail = uniqueEmail(testInfo, "lapsed");
    const lapsed = await playwrightRequest.newContext({ baseURL: APP_URL });
    await signIn(lapsed, lapsedEmail, { firstName: "Olga", lastName });
    await lapsed.dispose();
    await page.goto(`/admin/members?q=${encodeURIComponent(lapsedEmail)}`);
    await page.goto((await page.getByRole("link", { name: `Open ${lapsedEmail}` }).getAttribute("href"))!);
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByTestId("member-status")).toHaveText("Active Member");
    const edit = page.getByRole("region", { name: "Edit membership" });
    await edit.getByLabel("Status").selectOption("expired");
    await edit.getByLabel("Reason").fill("Did not renew");
    await page.getByRole("button", { name: "Save membership" }).click();
    await expect(page.getByTestId("member-status")).not.toHaveText("Active Member");
    await page.goto(`/events/${event.id}/check-in?${new URLSearchParams({ q: `Olga ${lastName}` })}`);
    await page.getByRole("button", { name: `Check in Olga ${lastName}` }).click();
    await expect(verdict).toHaveAttribute("data-verdict", "membership-expired");
    await expect(verdict).toContainText("Membership expired — ask at the table");
    await expect(count).toHaveText("Checked in 1 / RSVP'd 1 / capacity unlimited");
  } finally {
    await member.dispose();
    expect((await page.request.delete(`/api/events/${event.id}`)).status()).toBe(204);
  }
});
