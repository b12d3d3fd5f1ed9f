import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES, users } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createMember } from "../../../test/factories";
import { args, ORIGIN, post as formPost, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { getToast } from "~/utils/toast.server";
import { action, loader } from "./email-settings";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const member = () => createMember({ firstName: "Pat" });

/** The action's answer; a thrown Response (redirect, 403) is an answer too. */
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  settle(action(args(formPost("/email-settings", fields, { headers }))));

async function storedPreferences(userId: string) {
  const [row] = await test.db.select({ emailPreferences: users.emailPreferences }).from(users).where(eq(users.id, userId));
  return row.emailPreferences;
}

describe("/email-settings action", () => {
  it("stores the switches that were on, and every absent one as off", async () => {
    const userId = await member();
    const response = await post({ shopPromotions: "on", ticketAlerts: "on" }, { Cookie: await signedInCookie(userId) });

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/email-settings");
    expect(await storedPreferences(userId)).toEqual({
      eventNotifications: false,
      membershipReminders: false,
      volunteerOpportunities: false,
      shopPromotions: true,
      ticketAlerts: true,
      newsletterUpdates: false,
    });
  });

  it("flashes the 'Settings Saved' toast", async () => {
    const userId = await member();
    const response = await post({ eventNotifications: "on" }, { Cookie: await signedInCookie(userId) });
    const toastCookie = response.headers.get("Set-Cookie")!.split(";")[0];
    const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: toastCookie } }));
    expect(toast).toMatchObject({ type: "success", title: "Settings Saved", description: "Your email preferences have been updated." });
  });

  it("changes only the signed-in member's preferences", async () => {
    const userId = await member();
    const [other] = await test.db.insert(users).values({ email: "other@example.com" }).returning({ id: users.id });
    await post({}, { Cookie: await signedInCookie(userId) });
    expect(await storedPreferences(other.id)).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it("rejects a value a checkbox cannot send, and keeps what was stored", async () => {
    const userId = await member();
    const response = await post({ shopPromotions: "yes please" }, { Cookie: await signedInCookie(userId) });
    expect(response.status).toBe(400);
    expect(await storedPreferences(userId)).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it("sends an anonymous visitor to sign in and back", async () => {
    const response = await post({ shopPromotions: "on" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/api/login?returnTo=%2Femail-settings");
  });

  it("refuses a cross-origin post with 403 and stores nothing", async () => {
    const userId = await member();
    const response = await post({}, { Origin: "https://evil.example", Cookie: await signedInCookie(userId) });
    expect(response.status).toBe(403);
    expect(await storedPreferences(userId)).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });
});

describe("/email-settings loader", () => {
  it("gives a member their stored preferences (defaults before the first save)", async () => {
    const userId = await member();
    const request = new Request(`${ORIGIN}/email-settings`, { headers: { Cookie: await signedInCookie(userId) } });
    const response = await loader({ request, params: {}, context: {} });
    expect(await response.json()).toEqual({ loginTo: null, preferences: DEFAULT_EMAIL_PREFERENCES });
  });

  it("sends an anonymous page load straight to sign-in, with the logged-out notice as a toast", async () => {
    const thrown = await loader({ request: new Request(`${ORIGIN}/email-settings`), params: {}, context: {} }).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/api/login?returnTo=%2Femail-settings");
    const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0] } }));
    expect(toast).toMatchObject({ title: "Unauthorized", description: "You are logged out. Logging in again..." });
  });

  it("tells a client-side navigation where to sign in, for the timed redirect", async () => {
    const request = new Request(`${ORIGIN}/email-settings?_data=routes%2F_me%2B%2Femail-settings`);
    const response = await loader({ request, params: {}, context: {} });
    expect(await response.json()).toEqual({ loginTo: "/api/login?returnTo=%2Femail-settings", preferences: null });
  });
});
