import { createHmac } from "node:crypto";
import { expect, test } from "@playwright/test";
import { appEnv } from "../playwright.config";
import { signIn, uniqueEmail } from "./support/auth";

/** The link a mail's List-Unsubscribe names (app/utils/unsubscribe.server.ts), signed with the app's session secret. */
function unsubscribePath(userId: string, category: string): string {
  const signature = createHmac("sha256", appEnv.SESSION_SECRET).update(`unsubscribe\0${userId}\0${category}`).digest("base64url");
  return `/unsubscribe/${category}.${Buffer.from(userId).toString("base64url")}.${signature}`;
}

// Both projects: the page's one button is a plain form post without JavaScript and a Remix form with it.
test("the unsubscribe link's page turns off that one kind of email with its button, without signing in", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "unsubscribe");
  await signIn(request, email);
  const { id } = (await (await request.get("/api/auth/user")).json()) as { id: string };

  // The browser has no session: the link is enough.
  await page.goto(unsubscribePath(id, "ticketAlerts"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from Ticket alerts emails");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  await expect(page.getByText("You will no longer get Ticket alerts emails.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Change which emails you get in Email Preferences" })).toHaveAttribute(
    "href",
    "/email-settings",
  );

  // What the member sees in Email Preferences: ticket alerts off, the rest as they were.
  await signIn(page, email);
  await page.goto("/email-settings");
  await expect(page.getByRole("switch", { name: "Ticket alerts" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Event notifications" })).toBeChecked();
});

test("a changed unsubscribe link is refused with a page that says so", async ({ page }) => {
  const response = await page.goto(unsubscribePath("someone", "ticketAlerts").replace("ticketAlerts.", "newsletterUpdates."));
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link does not work");
});
