import { expect, request as playwrightRequest, test } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { createFarEvent } from "./support/events";

/** Letters only, different on every run and project: the member's last name, so the list shows just them by it. */
function uniqueName(project: string): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  return `Came${project === "js" ? "Js" : "Nojs"}${digits.replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;
}

test("an admin sees 'Who came' on the event's page once a member is checked in; the member does not", async ({ page }, testInfo) => {
  await signIn(page, adminEmail(testInfo));
  const lastName = uniqueName(testInfo.project.name);
  const event = await createFarEvent(page.request, `Attendance night ${lastName}`, 61);
  const member = await playwrightRequest.newContext({ baseURL: APP_URL });
  try {
    await signIn(member, uniqueEmail(testInfo, "came"), { firstName: "Cora", lastName });
    expect((await member.post(`/api/events/${event.id}/rsvp`)).status()).toBe(200);
    const me = (await (await member.get("/api/auth/user")).json()) as { id: string };

    // Nobody checked in yet: no list.
    await page.goto(`/events/${event.id}`);
    await expect(page.locator("#event-title")).toHaveText(`Attendance night ${lastName}`);
    await expect(page.getByRole("heading", { name: "Who came" })).toHaveCount(0);

    const checkIn = await page.request.post(`/api/events/${event.id}/check-ins`, { data: { userId: me.id } });
    expect(checkIn.status()).toBe(200);

    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole("heading", { name: "Who came" })).toBeVisible();
    const whoCame = page.getByTestId("who-came");
    await expect(whoCame).toContainText("1 checked in");
    const row = whoCame.getByRole("row", { name: new RegExp(`Cora ${lastName}`) });
    await expect(row).toContainText(`#${me.id.slice(-8).toUpperCase()}`);
    await expect(row).toContainText(/\d{1,2}:\d{2} [AP]M/);

    // The member's own view of the page has no list and no Member ID from the door.
    const html = await (await member.get(`/events/${event.id}`)).text();
    expect(html).not.toContain("Who came");
    expect(html).not.toContain(`#${me.id.slice(-8).toUpperCase()}`);
  } finally {
    await member.dispose();
    expect((await page.request.delete(`/api/events/${event.id}`)).status()).toBe(204);
  }
});
