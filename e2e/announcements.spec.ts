import { expect, request as playwrightRequest, test } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { createFarEvent } from "./support/events";
import { axeViolations } from "./support/axe";
import { mailMatching } from "./support/mailbox";

// Both projects: the form is a plain post without JavaScript (its "Count recipients" a submit
// button whose answer keeps everything typed) and a Remix form with it (the count also follows
// each change of the audience through a fetcher).
test("an admin counts an event's RSVPs and sends them an announcement; it arrives by mail, stands under News, and leaves once withdrawn", async ({
  page,
  browser,
}, testInfo) => {
  const admin = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(admin, adminEmail(testInfo));
  const title = `Coach leaves at 7 (${testInfo.project.name} ${Date.now()})`;
  const eventTitle = `Away day ${testInfo.project.name} ${Date.now()}`;
  const event = await createFarEvent(admin, eventTitle, 340);

  // One member going: the audience the database has for the event.
  const memberEmail = uniqueEmail(testInfo, "news");
  const member = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(member, memberEmail);
  expect((await member.post(`/api/events/${event.id}/rsvp`)).status()).toBe(200);
  const { attendeeCount } = (await (await admin.get(`/api/events/${event.id}`)).json()) as { attendeeCount: number };
  expect(attendeeCount).toBe(1);

  try {
    // The admin comes from the event list's "Announce": the event's RSVPs are chosen already.
    await signIn(page, adminEmail(testInfo));
    await page.goto(`/admin/announcements/new?audience=event-rsvps&rsvpEventId=${event.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New announcement");
    await expect(page.getByRole("radio", { name: "Everyone who RSVP'd to an event (waitlist included)" })).toBeChecked();
    await expect(page.locator("#news-rsvpEventId")).toHaveValue(String(event.id));

    // The body is written, the title forgotten: Send answers next to the title, the body kept.
    const body = "Meet at the **north gate**; the coach leaves at 7:00 sharp.";
    await page.getByLabel("Message").fill(body);
    await page.getByRole("button", { name: "Count recipients" }).click();
    await expect(page.getByTestId("audience-count")).toHaveText(`This audience is ${attendeeCount} member now.`);
    await expect(page.getByLabel("Message")).toHaveValue(body);
    if (testInfo.project.name === "js") {
      // With JavaScript the count follows the audience as it changes, without the button.
      await page.getByRole("radio", { name: "Admins" }).check();
      await expect(page.getByTestId("audience-count")).not.toHaveText(`This audience is ${attendeeCount} member now.`);
      await expect(page.getByTestId("audience-count")).toHaveText(/^This audience is \d+ members? now\.$/);
      await page.getByRole("radio", { name: "Everyone who RSVP'd to an event (waitlist included)" }).check();
      await expect(page.getByTestId("audience-count")).toHaveText(`This audience is ${attendeeCount} member now.`);
    }
    await page.getByRole("button", { name: "Send announcement" }).click();
    await expect(page.locator("#news-title-error")).toHaveText("Title is required");
    await expect(page.getByLabel("Message")).toHaveValue(body);
    await expect(page.locator("#news-rsvpEventId")).toHaveValue(String(event.id));

    await page.getByLabel("Title").fill(title);
    await page.getByRole("radio", { name: "Everyone (listed under News and in the feed)" }).check();
    const sentAt = Date.now();
    await page.getByRole("button", { name: "Send announcement" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Announcements");
    await expect(page.getByText("Sent to 1 member.")).toBeVisible();
    const row = page.getByTestId("announcement-row").filter({ hasText: title });
    await expect(row).toContainText("Sent");
    await expect(row).toContainText(`RSVPs of ${eventTitle}`);

    // The member's mail, with its one-click unsubscribe from news about the event.
    const mail = await mailMatching(memberEmail, sentAt, new RegExp(`^[\\s\\S]*Subject: ${title.replace(/[()]/g, "\\$&")}[\\s\\S]*$`));
    expect(mail[0]).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(mail[0]).toContain("north gate");

    // Anyone reads it under News (a visitor: a context with no session).
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto("/news");
    await reader.getByRole("link", { name: title }).click();
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(reader.getByText("the coach leaves at 7:00 sharp")).toBeVisible();

    // The member's profile lists it under What's new until they mark it seen (a plain form post).
    const memberPage = await browser.newPage();
    await signIn(memberPage, memberEmail);
    await memberPage.goto("/profile");
    const whatsNew = memberPage.getByRole("region", { name: "What's new since your last visit" });
    await expect(whatsNew.getByRole("link", { name: title })).toHaveAttribute("href", /^\/news\/\d+$/);
    // axe runs as a script in the page: once, in the js project.
    if (testInfo.project.name === "js") expect(await axeViolations(memberPage)).toEqual([]);
    await whatsNew.getByRole("button", { name: "Mark as seen" }).click();
    await expect(memberPage.getByText("You are up to date.")).toBeVisible();
    await expect(memberPage.getByRole("region", { name: "What's new since your last visit" })).toHaveCount(0);
    await memberPage.close();

    // Withdrawn: it leaves the site.
    await row.getByRole("button", { name: `Withdraw ${title}` }).click();
    await expect(page.getByText("It is off the site, and alerts and mails not yet sent will not go out.")).toBeVisible();
    await expect(page.getByTestId("announcement-row").filter({ hasText: title })).toContainText("Withdrawn");
    await reader.goto("/news");
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText("News");
    await expect(reader.getByRole("link", { name: title })).toHaveCount(0);
    await visitor.close();
  } finally {
    await admin.delete(`/api/events/${event.id}`);
    await admin.dispose();
    await member.dispose();
  }
});
