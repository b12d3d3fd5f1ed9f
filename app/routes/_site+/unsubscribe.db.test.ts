import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES, notifications, users } from "../../../db/schema";
import { isCrossSite } from "../../../server/same-origin.mjs";
import { useTestDatabase } from "../../../test/db";
import { createMember } from "../../../test/factories";
import { get, ORIGIN, post } from "../../../test/http";
import { pageHtml } from "../../../test/page";
import UnsubscribePage, { action, loader } from "./unsubscribe.$token";
import { readUnsubscribeToken, unsubscribeHeaders, unsubscribeToken, unsubscribeUrl } from "~/utils/unsubscribe.server";
import { appOrigin } from "~/utils/env.server";

// Mailchimp configured, so a newsletter switch queues its sync (the sweep is not run: no call is made).
vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith, FAKE_MAILCHIMP } = await import("../../../test/env");
  return envWith(importOriginal, { mailchimpConfig: FAKE_MAILCHIMP });
});

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const route = { id: "unsubscribe", path: "unsubscribe/:token", loader, action, Component: UnsubscribePage };

async function storedPreferences(userId: string) {
  const [row] = await test.db.select({ emailPreferences: users.emailPreferences }).from(users).where(eq(users.id, userId));
  return { ...DEFAULT_EMAIL_PREFERENCES, ...row!.emailPreferences };
}

/** The POST a mail provider sends for a List-Unsubscribe-Post mail (RFC 8058 §3.2): no cookie, no Origin. */
function oneClick(url: string): Request {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the unsubscribe token", () => {
  it("names the member and the switch, and is refused when changed in any part", () => {
    const token = unsubscribeToken("user-1", "ticketAlerts", "secret");
    expect(readUnsubscribeToken(token, "secret")).toEqual({ userId: "user-1", category: "ticketAlerts" });
    // Another switch, another member, another signature, another secret, or nonsense: refused.
    expect(readUnsubscribeToken(token.replace("ticketAlerts", "newsletterUpdates"), "secret")).toBeNull();
    const [, , signature] = token.split(".");
    expect(readUnsubscribeToken(`ticketAlerts.${Buffer.from("user-2").toString("base64url")}.${signature}`, "secret")).toBeNull();
    expect(readUnsubscribeToken(`${token.slice(0, -2)}xx`, "secret")).toBeNull();
    expect(readUnsubscribeToken(token, "another secret")).toBeNull();
    expect(readUnsubscribeToken("nonsense", "secret")).toBeNull();
    expect(readUnsubscribeToken(`isAdmin.${Buffer.from("user-1").toString("base64url")}.${signature}`, "secret")).toBeNull();
  });

  it("is in the two RFC 8058 headers as an absolute link", () => {
    expect(unsubscribeHeaders("user-1", "ticketAlerts")).toEqual({
      "List-Unsubscribe": `<${appOrigin}/unsubscribe/${unsubscribeToken("user-1", "ticketAlerts")}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});

describe("/unsubscribe/{token}", () => {
  it("GET shows the switch's name and one button, and changes nothing (mail scanners open links)", async () => {
    const userId = await createMember();
    const url = unsubscribeUrl(userId, "volunteerOpportunities");
    const page = await pageHtml(get(new URL(url).pathname), route);
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain("Unsubscribe from Volunteer opportunities emails");
    expect(page.html).toMatch(/<form method="post"[^>]*>/);
    expect(page.html.match(/<button/g)).toHaveLength(1);
    expect(await storedPreferences(userId)).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it("a mail provider's one-click POST turns off exactly that switch and answers 200 with a page saying so, again and again", async () => {
    const userId = await createMember();
    const url = unsubscribeUrl(userId, "ticketAlerts");
    for (let i = 0; i < 2; i++) {
      const page = await pageHtml(oneClick(new URL(url).pathname.replace(/^/, ORIGIN)), route);
      expect(page.status).toBe(200);
      expect(textOf(page.html)).toContain("You will no longer get Ticket alerts emails.");
      expect(page.html).toContain('href="/email-settings"');
      expect(await storedPreferences(userId)).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, ticketAlerts: false });
    }
    // The front door lets it through: a write with no Origin and no Sec-Fetch-Site carries no one's cookies.
    const request = oneClick(url);
    expect(isCrossSite("POST", (name: string) => request.headers.get(name), appOrigin)).toBe(false);
  });

  it("the page's button posts and comes back to the page (Post/Redirect/Get), which then says it is done", async () => {
    const userId = await createMember();
    const path = new URL(unsubscribeUrl(userId, "membershipReminders")).pathname;
    const answer = await action({ request: post(path, { from: "page" }), params: { token: path.split("/").pop()! }, context: {} });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(path);
    expect(await storedPreferences(userId)).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, membershipReminders: false });
    const page = await pageHtml(get(path), route);
    expect(textOf(page.html)).toContain("You will no longer get Membership reminders emails.");
    expect(page.html).not.toContain("<button");
  });

  it("turning off the newsletter queues the Mailchimp sync, as Email Preferences does", async () => {
    const userId = await createMember();
    await pageHtml(oneClick(unsubscribeUrl(userId, "newsletterUpdates")), route);
    expect((await storedPreferences(userId)).newsletterUpdates).toBe(false);
    const rows = await test.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId));
    expect(rows.map((row) => row.kind)).toContain("mailchimp-sync");
  });

  it("refuses a changed token with a 4xx page and changes nothing", async () => {
    const userId = await createMember();
    const token = unsubscribeToken(userId, "ticketAlerts");
    const forged = token.replace("ticketAlerts", "eventNotifications");
    const shown = await pageHtml(get(`/unsubscribe/${forged}`), route);
    expect(shown.status).toBe(400);
    expect(textOf(shown.html)).toContain("This unsubscribe link does not work");
    const posted = await pageHtml(oneClick(`${ORIGIN}/unsubscribe/${forged}`), route);
    expect(posted.status).toBe(400);
    expect(await storedPreferences(userId)).toEqual(DEFAULT_EMAIL_PREFERENCES);
    // A member who has gone: 404.
    const gone = await pageHtml(oneClick(`${ORIGIN}/unsubscribe/${unsubscribeToken("no-such-member", "ticketAlerts")}`), route);
    expect(gone.status).toBe(404);
  });
});
