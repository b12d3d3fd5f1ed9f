import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { ORIGIN, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { fakePrintifyConfig } from "../../../test/mocks/printify";
import { FAKE_STRIPE_KEY, STRIPE_API } from "../../../test/mocks/stripe";

/**
 * A real SMTP server on loopback, started before the app's modules load so that SMTP_URL points at
 * it: the mailer's sends go over SMTP as in production, and the Integration Status card reads
 * what they recorded.
 */
const smtp = await vi.hoisted(async () => {
  const { SMTPServer } = await import("smtp-server");
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // The mailer keeps a pooled connection open: "gone" cuts it, as a server going down does,
    // instead of waiting the default 30 s for the client to hang up.
    closeTimeout: 100,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(","));
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
  return { server, received };
});

const { listIntegrationStatus, recordIntegrationCall } = await import("~/models/integration-status.server");
const { integrationLines, configuredIntegrations } = await import("~/models/integration-card.server");
const { setAppSetting } = await import("~/models/app-settings.server");
const { getAdminStats } = await import("~/models/users.server");
const { printifyRequest, resumableCheckoutUrl, sendMail, stripeClient } = await import("~/models/integrations.server");
const dashboard = await import("./_index");
const statsApi = await import("../api+/admin.stats");

const test = useTestDatabase();
const TZ = "UTC";
const NOTHING = { slack: false, mailchimp: false, printify: false, stripe: false, smtp: false };
const EVERYTHING = { slack: true, mailchimp: true, printify: true, stripe: true, smtp: true };

const stripeApi = setupServer();
beforeAll(() => stripeApi.listen({ onUnhandledRequest: "bypass" }));
afterAll(async () => {
  stripeApi.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  vi.unstubAllEnvs();
});

const line = async (name: string, configured = EVERYTHING) =>
  integrationLines(configured, await listIntegrationStatus(), TZ).find((entry) => entry.name === name)!;

const call = settle;

describe("the Integration Status card", () => {
  it("says 'Not configured' for every service that is not set up, even after calls", async () => {
    await recordIntegrationCall("stripe", { ok: true });
    const lines = integrationLines(NOTHING, await listIntegrationStatus(), TZ);
    expect(lines.map((entry) => [entry.label, entry.text])).toEqual([
      ["Slack team chat", "Not configured"],
      ["Mailchimp mailing-list sync", "Not configured"],
      ["Printify print-on-demand API", "Not configured"],
      ["Stripe payments", "Not configured"],
      ["Email (SMTP)", "Not configured"],
    ]);
  });

  it("says a configured service was not called yet rather than calling it active", async () => {
    expect((await line("mailchimp")).text).toBe("Configured — no calls yet");
    expect((await line("mailchimp")).lastAttempt).toBeNull();
  });

  it("shows 'Active' or 'Connected' after a successful call, and the error with its time after a failed one", async () => {
    await recordIntegrationCall("mailchimp", { ok: true });
    await recordIntegrationCall("printify", { ok: true });
    expect((await line("mailchimp")).text).toBe("Active");
    expect((await line("printify")).text).toBe("Connected");

    await recordIntegrationCall(
      "printify",
      { ok: false, error: "Printify is unavailable (503): try again later." },
      new Date("2026-03-04T05:06:00Z"),
    );
    const failed = await line("printify");
    expect(failed).toMatchObject({ state: "error", text: "Error: Printify is unavailable (503): try again later." });
    expect(failed.lastAttempt).toBe("Wed, Mar 4, 2026 · 5:06 AM UTC");

    // A later success clears the error.
    await recordIntegrationCall("printify", { ok: true });
    expect((await line("printify")).text).toBe("Connected");
  });

  it("counts Slack as configured once an admin stores an invite link", async () => {
    expect((await configuredIntegrations()).slack).toBe(false);
    await setAppSetting("slack-invite-url", "https://join.slack.com/t/roadies/shared_invite/abc", null);
    expect((await configuredIntegrations()).slack).toBe(true);
    expect((await configuredIntegrations()).smtp).toBe(true);
  });

  it("is on the admin dashboard's loader data, for admins only", async () => {
    const [admin] = await test.db.insert(users).values({ email: "boss@example.com", isAdmin: true }).returning({ id: users.id });
    const [member] = await test.db.insert(users).values({ email: "fan@example.com" }).returning({ id: users.id });
    const answer = await call(() =>
      dashboard.loader({ request: new Request(`${ORIGIN}/admin`, { headers: { Cookie: "" } }), params: {}, context: {} }),
    );
    expect((answer as Response).status).toBe(302);
    const refused = await call(async () =>
      dashboard.loader({
        request: new Request(`${ORIGIN}/admin`, { headers: { Cookie: await signedInCookie(member.id) } }),
        params: {},
        context: {},
      }),
    );
    expect(refused.headers.get("Location")).toBe("/");

    const response = await dashboard.loader({
      request: new Request(`${ORIGIN}/admin`, { headers: { Cookie: await signedInCookie(admin.id) } }),
      params: {},
      context: {},
    });
    const data = await response.json();
    expect(data.integrations.map((entry) => [entry.name, entry.text])).toEqual([
      ["slack", "Not configured"],
      ["mailchimp", "Not configured"],
      ["printify", "Not configured"],
      ["stripe", "Not configured"],
      ["smtp", "Configured — no calls yet"],
      // The app's own backups: scheduled (BACKUP_EVERY_HOURS' default), none taken yet.
      ["backups", "Scheduled — no backup yet"],
    ]);
    expect(data.stats.totalMembers).toBe(0);
  });
});

describe("recording the calls", () => {
  it("records the mailer's successful send", async () => {
    await sendMail({ to: "fan@example.com", subject: "Hello", text: "Hi" });
    expect(smtp.received).toContain("fan@example.com");
    expect((await line("smtp")).text).toBe("Active");
  });

  it("records a failed send when the SMTP server is gone", async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await expect(sendMail({ to: "fan@example.com", subject: "Hello", text: "Hi" })).rejects.toThrow();
    const failed = await line("smtp");
    expect(failed.state).toBe("error");
    expect(failed.text).toMatch(/^Error: .*ECONNREFUSED/);
    expect(failed.lastAttempt).not.toBeNull();
  });

  it("records Printify: a validation answer is a working call, a refused token or a 5xx is an error", async () => {
    const answer = (status: number, body: unknown) => async () =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    await expect(
      printifyRequest(fakePrintifyConfig, "/v1/shops.json", { fetch: answer(422, { errors: { reason: "bad" } }) }),
    ).rejects.toThrow();
    expect((await line("printify")).text).toBe("Connected");

    await expect(
      printifyRequest(fakePrintifyConfig, "/v1/shops.json", { fetch: answer(401, { error: "Unauthenticated" }) }),
    ).rejects.toThrow();
    expect((await line("printify")).text).toBe("Error: Printify refused the API token (401): check PRINTIFY_API_TOKEN.");

    await expect(printifyRequest(fakePrintifyConfig, "/v1/shops.json", { method: "POST", fetch: answer(500, {}) })).rejects.toThrow();
    expect((await line("printify")).text).toBe("Error: Printify is unavailable (500): try again later.");

    await expect(printifyRequest(fakePrintifyConfig, "/v1/shops.json", { fetch: answer(200, [{ id: 1 }]) })).resolves.toEqual([{ id: 1 }]);
    expect((await line("printify")).text).toBe("Connected");

    const unreachable = async () => {
      throw new TypeError("fetch failed");
    };
    await expect(printifyRequest(fakePrintifyConfig, "/v1/shops.json", { fetch: unreachable })).rejects.toThrow();
    expect((await line("printify")).text).toBe("Error: Printify could not be reached.");
  });

  it("records Stripe calls through its official client: 404 works, 401 and 500 are errors", async () => {
    const config = { secretKey: FAKE_STRIPE_KEY, webhookSecret: null };
    const client = stripeClient(config, { maxNetworkRetries: 0 });
    const stripeError = (status: number, type: string, message: string) =>
      stripeApi.use(http.get(`${STRIPE_API}/v1/checkout/sessions/:id`, () => HttpResponse.json({ error: { type, message } }, { status })));

    stripeError(404, "invalid_request_error", "No such checkout.session: 'cs_test_missing'");
    await expect(resumableCheckoutUrl(config, "cs_test_missing", client)).rejects.toThrow(/No such checkout.session/);
    expect((await line("stripe")).text).toBe("Connected");

    stripeError(401, "invalid_request_error", "Invalid API Key provided");
    await expect(resumableCheckoutUrl(config, "cs_test_1", client)).rejects.toThrow();
    expect((await line("stripe")).text).toBe("Error: Stripe refused the API key (401): check STRIPE_SECRET_KEY.");

    stripeError(500, "api_error", "Something went wrong on Stripe's end.");
    await expect(resumableCheckoutUrl(config, "cs_test_1", client)).rejects.toThrow();
    expect((await line("stripe")).text).toBe("Error: Stripe is unavailable (500).");
  });
});

describe("the admin stats", () => {
  it("count active and lifetime members, not pending, expired or never-joined ones, on the page and in the API", async () => {
    await test.db
      .insert(users)
      .values([
        { email: "a@example.com", membershipStatus: "active" },
        { email: "b@example.com", membershipStatus: "lifetime", isLifetimeMember: true },
        { email: "c@example.com", membershipStatus: "pending" },
        { email: "d@example.com", membershipStatus: "expired" },
        { email: "e@example.com", membershipStatus: "cancelled" },
        { email: "f@example.com" },
      ]);
    const [admin] = await test.db
      .insert(users)
      .values({ email: "boss@example.com", isAdmin: true, membershipStatus: "active" })
      .returning({ id: users.id });
    expect((await getAdminStats()).totalMembers).toBe(3);

    const request = new Request(`${ORIGIN}/api/admin/stats`, { headers: { Cookie: await signedInCookie(admin.id) } });
    const response = await statsApi.loader({ request, params: {}, context: {} });
    expect(await response.json()).toEqual({ totalMembers: 3, upcomingEvents: 0, activeProducts: 0, activeListings: 0 });

    const anonymous = await statsApi.loader({ request: new Request(`${ORIGIN}/api/admin/stats`), params: {}, context: {} });
    expect(anonymous.status).toBe(401);
  });
});
