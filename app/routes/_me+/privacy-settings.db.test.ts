import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PRIVACY_SETTINGS, users } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createMember } from "../../../test/factories";
import { args, asServed, get, ORIGIN, post as formPost, readToast as toastOf, settle } from "../../../test/http";
import { pageHtml } from "../../../test/page";
import { signedInCookie } from "../../../test/session";
import { exportMemberData } from "~/models/data-export.server";
import PrivacySettingsPage, { action, loader } from "./privacy-settings";

const mail = vi.hoisted(() => ({ sendMail: vi.fn(async (_message: { to: string; subject: string; text: string }) => {}) }));
vi.mock("~/integrations/mailer.server", () => ({ sendMail: mail.sendMail, mailConfigured: false }));

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

beforeEach(() => mail.sendMail.mockClear());

const member = () => createMember({ firstName: "Pat" });

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  settle(action(args(formPost("/privacy-settings", fields, { headers }))));

describe("/privacy-settings action", () => {
  it("stores the switches, absent ones as off, and confirms with the 'Settings Saved' toast", async () => {
    const userId = await member();
    const response = await post({ intent: "save", showEmail: "on", analyticsOptOut: "on" }, { Cookie: await signedInCookie(userId) });

    expect(response.headers.get("Location")).toBe("/privacy-settings");
    const [row] = await test.db.select({ privacySettings: users.privacySettings }).from(users).where(eq(users.id, userId));
    expect(row.privacySettings).toEqual({
      profileVisibility: false,
      showEmail: true,
      showPhoneNumber: false,
      allowMemberContact: false,
      shareVolunteerHours: false,
      analyticsOptOut: true,
    });
    expect(await toastOf(response)).toMatchObject({ title: "Settings Saved", description: "Your privacy preferences have been updated." });
    expect(mail.sendMail).not.toHaveBeenCalled();
  });

  it("asks for confirmation before a deletion request, sending nothing yet", async () => {
    const userId = await member();
    const response = await post({ intent: "request-deletion" }, { Cookie: await signedInCookie(userId) });

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/privacy-settings?confirm=deletion");
    expect(mail.sendMail).not.toHaveBeenCalled();
  });

  it("refuses a cross-origin deletion with 403 and deletes nothing", async () => {
    const userId = await member();
    const response = await post(
      { intent: "delete-account", confirmation: "DELETE" },
      { Origin: "https://evil.example", Cookie: await signedInCookie(userId) },
    );
    expect(response.status).toBe(403);
    expect(await test.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it("sends an anonymous visitor to sign in and sends nothing", async () => {
    const response = await post({ intent: "delete-account", confirmation: "DELETE" });
    expect(response.headers.get("Location")).toBe("/api/login?returnTo=%2Fprivacy-settings");
    expect(mail.sendMail).not.toHaveBeenCalled();
  });
});

describe("/privacy-settings: 'Show my name on published ballot results'", () => {
  it("is off by default, saved to its own column when ticked, off again when not, and in the member's data download", async () => {
    const userId = await member();
    const cookie = await signedInCookie(userId);
    const stored = async () => (await test.db.select({ on: users.showNameOnBallotResults }).from(users).where(eq(users.id, userId)))[0]!.on;
    expect(await stored()).toBe(false);
    expect((await post({ intent: "save", profileVisibility: "on", showNameOnBallotResults: "on" }, { Cookie: cookie })).status).toBe(302);
    expect(await stored()).toBe(true);
    const page = await settle(loader(args(new Request(`${ORIGIN}/privacy-settings`, { headers: { Cookie: cookie } }))));
    expect((await page.json()).settings).toMatchObject({ showNameOnBallotResults: true, profileVisibility: true });
    expect((await exportMemberData(userId))!.settings).toMatchObject({ showNameOnBallotResults: true });
    // Profile visibility alone does not name the member on results.
    expect((await post({ intent: "save", profileVisibility: "on" }, { Cookie: cookie })).status).toBe(302);
    expect(await stored()).toBe(false);
  });
});

describe("/privacy-settings loader", () => {
  it("gives the stored settings and whether the deletion confirmation step is open", async () => {
    const userId = await member();
    const request = new Request(`${ORIGIN}/privacy-settings?confirm=deletion`, { headers: { Cookie: await signedInCookie(userId) } });
    const response = await loader({ request, params: {}, context: {} });
    expect(await response.json()).toEqual({
      loginTo: null,
      settings: { ...DEFAULT_PRIVACY_SETTINGS, showNameOnBallotResults: false },
      confirmDeletion: true,
      lastAdmin: false,
    });
  });
});

describe("/privacy-settings page", () => {
  it("says what the switches do on a ticket listing: the name, the address and the contact form", async () => {
    const userId = await member();
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        children: [
          {
            id: "routes/_me+/privacy-settings",
            path: "privacy-settings",
            loader: ({ request }) => loader({ request, params: {}, context: {} }),
            Component: PrivacySettingsPage,
          },
        ],
      },
    ]);
    const context = await handler.query(new Request(`${ORIGIN}/privacy-settings`, { headers: { Cookie: await signedInCookie(userId) } }));
    if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(createElement(StaticRouterProvider, { router, context })).replaceAll("&#x27;", "'");
    expect(html).toContain("Off: your ticket listings say 'Member', and nothing on them (name, email address, picture) points to you.");
    expect(html).toContain("Show your email address to signed-in members on your ticket listings, so Contact opens their mail app.");
    expect(html).toContain("While your address is private, they write through a short form");
    expect(html).toContain("Off: no one can contact you through the exchange.");
  });
});

describe("/privacy-settings in German", () => {
  const route = { id: "routes/_me+/privacy-settings", path: "privacy-settings", loader, action, Component: PrivacySettingsPage };
  const de = async (userId: string) => ({ cookie: await signedInCookie(userId), headers: { "Accept-Language": "de" } });

  it("the page, its switches and the deletion step speak German", async () => {
    const userId = await member();
    const page = await asServed(get("/privacy-settings?confirm=deletion", await de(userId)), (request) => pageHtml(request, route));
    expect(page.html).toContain("Datenschutz speichern");
    expect(page.html).toContain("Profil sichtbar");
    expect(page.html).toContain("Kontakt durch Mitglieder");
    expect(page.html).toContain("Bist du sicher?");
    expect(page.html).toContain("Gib zur Bestätigung DELETE ein");
    expect(page.html).not.toContain("Privacy Settings");
  });

  it("the toast and the refused confirmation are German", async () => {
    const userId = await member();
    const saved = await asServed(formPost("/privacy-settings", { intent: "save" }, await de(userId)), (request) =>
      settle(action(args(request))),
    );
    expect(await toastOf(saved)).toMatchObject({ title: "Einstellungen gespeichert" });
    const refused = await asServed(
      formPost("/privacy-settings", { intent: "delete-account", confirmation: "nein" }, await de(userId)),
      (request) => settle(action(args(request))),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).result.error.confirmation).toEqual(["Gib zur Bestätigung DELETE ein"]);
  });
});
