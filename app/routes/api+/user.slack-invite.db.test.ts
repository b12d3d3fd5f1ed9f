import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { appSettings, notifications } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createMember } from "../../../test/factories";
import { asServed, ORIGIN, readToast as toastOf, settle as answer } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { integrationLines } from "~/models/integration-card.server";
import { listIntegrationStatus } from "~/models/integration-status.server";
import { runNotificationSweep } from "~/notifications/sweep.server";
import { action as slackInvite } from "./user.slack-invite";
import { action as saveSettings, loader as settingsLoader } from "../admin+/settings";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const LINK = "https://join.slack.com/t/roadies/shared_invite/zt-abc123";

const insertUser = (email: string, isAdmin = false) => createMember({ email, firstName: "Pat", lastName: null, isAdmin });

/** POST /api/user/slack-invite as a profile form (form: true) or as fetch with JSON. */
async function refresh({
  userId,
  form = false,
  origin = ORIGIN,
  language,
}: {
  userId?: string;
  form?: boolean;
  origin?: string;
  language?: string;
}) {
  const headers: Record<string, string> = { Origin: origin, ...(language ? { "Accept-Language": language } : {}) };
  if (userId) headers.Cookie = await signedInCookie(userId);
  const request = form
    ? new Request(`${ORIGIN}/api/user/slack-invite`, { method: "POST", headers, body: new URLSearchParams() })
    : new Request(`${ORIGIN}/api/user/slack-invite`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: "{}",
      });
  const run = (served: Request) => answer(() => slackInvite({ request: served, params: {}, context: {} }));
  return language ? asServed(request, run) : run(request);
}

async function setLink(value = LINK) {
  await test.db.insert(appSettings).values({ key: "slack-invite-url", value });
}

const invitesFor = (userId: string) =>
  test.db
    .select({ kind: notifications.kind, payload: notifications.payload, subjectKey: notifications.subjectKey })
    .from(notifications)
    .where(eq(notifications.userId, userId));

describe("POST /api/user/slack-invite", () => {
  it("answers an anonymous fetch with 401 and sends an anonymous form post to sign in", async () => {
    const json = await refresh({});
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ message: "Unauthorized" });
    const form = await refresh({ form: true });
    expect(form.status).toBe(303);
    expect(form.headers.get("Location")).toBe("/api/login?returnTo=%2Fprofile");
  });

  it("refuses a cross-site post", async () => {
    const userId = await insertUser("fan@example.com");
    await setLink();
    const response = await refresh({ userId, form: true, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await invitesFor(userId)).toEqual([]);
  });

  it("queues the invite mail with the current link and goes back to the profile with 'Slack Invite Refreshed'", async () => {
    const userId = await insertUser("fan@example.com");
    await setLink();
    const response = await refresh({ userId, form: true });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/profile");
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      title: "Slack Invite Refreshed",
      description: "We emailed you the current invite link.",
    });
    const rows = await invitesFor(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "slack-invite", payload: { url: LINK } });
    // A random key per request (it was the user id and the millisecond, which two requests could share).
    expect(rows[0].subjectKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("two requests in the same millisecond queue two mails", async () => {
    const userId = await insertUser("fan@example.com");
    await setLink();
    const now = vi.spyOn(Date, "now").mockReturnValue(Date.now());
    try {
      for (let i = 0; i < 2; i++) expect((await refresh({ userId })).status).toBe(200);
    } finally {
      now.mockRestore();
    }
    expect(await invitesFor(userId)).toHaveLength(2);
  });

  it("answers a JSON caller with 200 and the message", async () => {
    const userId = await insertUser("fan@example.com");
    await setLink();
    const response = await refresh({ userId });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Slack Invite Refreshed", description: "We emailed you the current invite link." });
  });

  it("says 'Refresh Failed' when no invite link is set, and queues nothing", async () => {
    const userId = await insertUser("fan@example.com");
    const json = await refresh({ userId });
    expect(json.status).toBe(409);
    expect(await json.json()).toEqual({ message: "Refresh Failed", description: "Failed to refresh Slack invite." });
    const form = await refresh({ userId, form: true });
    expect(form.status).toBe(303);
    expect(await toastOf(form)).toMatchObject({ type: "error", title: "Refresh Failed", description: "Failed to refresh Slack invite." });
    expect(await invitesFor(userId)).toEqual([]);
  });

  it("allows each member 3 requests an hour, then 429 with how long to wait", async () => {
    const userId = await insertUser("fan@example.com");
    const other = await insertUser("other@example.com");
    await setLink();
    for (let i = 0; i < 3; i++) {
      expect((await refresh({ userId })).status).toBe(200);
    }
    const limited = await refresh({ userId });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: "Refresh Failed",
      description: "Too many Slack invite requests. Please wait 60 minutes and try again.",
    });
    const limitedForm = await refresh({ userId, form: true });
    expect(limitedForm.status).toBe(303);
    expect(await toastOf(limitedForm)).toMatchObject({ type: "error", title: "Refresh Failed" });
    expect(await invitesFor(userId)).toHaveLength(3);
    // Another member's budget is their own.
    expect((await refresh({ userId: other })).status).toBe(200);
  });
});

describe("the Slack line of the Integration Status card", () => {
  const slackLine = async () =>
    integrationLines(
      { slack: true, mailchimp: false, printify: false, stripe: false, smtp: false },
      await listIntegrationStatus(),
      "UTC",
    )[0];

  it("follows the last Slack invite mail: sent is 'Active', a failed send is the error", async () => {
    const userId = await insertUser("fan@example.com");
    await setLink();
    expect((await slackLine()).text).toBe("Configured — no calls yet");

    expect((await refresh({ userId })).status).toBe(200);
    const sent: { to: string; text: string }[] = [];
    await runNotificationSweep({ db: test.db, send: async (mail) => void sent.push(mail) });
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe("fan@example.com");
    expect(sent[0].text).toContain(LINK);
    expect((await slackLine()).text).toBe("Active");

    expect((await refresh({ userId })).status).toBe(200);
    await runNotificationSweep({
      db: test.db,
      send: async () => {
        throw new Error("Mailbox unavailable");
      },
    });
    const failed = await slackLine();
    expect(failed).toMatchObject({ state: "error", text: "Error: The invite mail could not be sent: Mailbox unavailable" });
    expect(failed.lastAttempt).not.toBeNull();
  });
});

describe("/admin/settings", () => {
  async function post(userId: string | null, fields: Record<string, string>) {
    const headers: Record<string, string> = { Origin: ORIGIN };
    if (userId) headers.Cookie = await signedInCookie(userId);
    const request = new Request(`${ORIGIN}/admin/settings`, { method: "POST", headers, body: new URLSearchParams(fields) });
    return answer(() => saveSettings({ request, params: {}, context: {} }));
  }
  const stored = async () => (await test.db.select().from(appSettings).where(eq(appSettings.key, "slack-invite-url")))[0] ?? null;

  it("stores an https link with who set it, and clears it", async () => {
    const admin = await insertUser("boss@example.com", true);
    const saved = await post(admin, { intent: "save", slackInviteUrl: `  ${LINK}  ` });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/settings");
    expect(await toastOf(saved)).toMatchObject({ title: "Settings Saved" });
    expect(await stored()).toMatchObject({ value: LINK, updatedBy: admin });

    const loaded = await settingsLoader({
      request: new Request(`${ORIGIN}/admin/settings`, { headers: { Cookie: await signedInCookie(admin) } }),
      params: {},
      context: {},
    });
    expect(await loaded.json()).toMatchObject({ slackInviteUrl: LINK });

    const cleared = await post(admin, { intent: "clear", slackInviteUrl: LINK });
    expect(cleared.status).toBe(302);
    expect(await stored()).toBeNull();
  });

  it("refuses a link that is not https with a field error, keeping what was typed", async () => {
    const admin = await insertUser("boss@example.com", true);
    await setLink();
    for (const typed of ["http://join.slack.com/t/roadies", "join.slack.com/t/roadies", "javascript:alert(1)", ""]) {
      const response = await post(admin, { intent: "save", slackInviteUrl: typed });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.slackInviteUrl).toBe(typed);
      expect(body.errors.slackInviteUrl[0]).toMatch(typed ? /Enter a full https:\/\/ link/ : /Enter the Slack invite link\./);
    }
    expect(await stored()).toMatchObject({ value: LINK });
  });

  it("is for admins only, in the loader and the action", async () => {
    const member = await insertUser("fan@example.com");
    const refused = await post(member, { intent: "save", slackInviteUrl: LINK });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/");
    const anonymous = await post(null, { intent: "save", slackInviteUrl: LINK });
    expect(anonymous.headers.get("Location")).toMatch(/^\/api\/login/);
    const loaded = await answer(async () =>
      settingsLoader({
        request: new Request(`${ORIGIN}/admin/settings`, { headers: { Cookie: await signedInCookie(member) } }),
        params: {},
        context: {},
      }),
    );
    expect(loaded.headers.get("Location")).toBe("/");
    expect(await stored()).toBeNull();
  });
});

describe("Refresh Slack Invite in German", () => {
  it("the refusal, the wait and the toast speak German", async () => {
    const userId = await insertUser("de@example.com");
    const refused = await refresh({ userId, language: "de" });
    expect(await refused.json()).toEqual({
      message: "Verschicken fehlgeschlagen",
      description: "Die Slack-Einladung ließ sich nicht verschicken.",
    });
    await setLink();
    const sent = await refresh({ userId, form: true, language: "de" });
    expect(await toastOf(sent)).toMatchObject({ title: "Slack-Einladung verschickt" });
    for (let i = 0; i < 2; i++) await refresh({ userId });
    const limited = await refresh({ userId, language: "de" });
    expect(limited.status).toBe(429);
    expect((await limited.json()).description).toBe(
      "Zu viele Anfragen nach der Slack-Einladung. Bitte warte 60 Minuten und versuch es dann noch mal.",
    );
    expect(await (await refresh({ language: "de" })).json()).toEqual({ message: "Nicht angemeldet" });
  });
});
