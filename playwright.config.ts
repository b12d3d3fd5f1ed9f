import { accessSync, constants } from "node:fs";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";

/**
 * e2e runs against the built app (scripts/e2e.mjs builds it first) on fresh data directories, in
 * the system's Chromium. Every test runs twice: with JavaScript and without.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/**
 * The browser the specs' pages run in: Debian's Chromium headless shell (the package
 * chromium-headless-shell, the same Chromium release), as Playwright's own headless runs use
 * Chromium's headless shell. It leaves out the full browser's windowing and GPU processes: six axe
 * scans took 12 % less CPU and wall time. Where it is missing, the full Chromium. Specs that need
 * the full browser (notifications, installing, a fake camera) launch CHROMIUM_PATH themselves.
 */
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/lib/chromium/chromium-headless-shell";
function executable(path: string) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
const PAGES_BROWSER_PATH = executable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
/**
 * Every port moves by E2E_PORT_OFFSET (default 0), so two checkouts on one machine can each run the
 * suite at once without their servers meeting.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const APP_PORT = 3100 + OFFSET;
export const APP_URL = `http://localhost:${APP_PORT}`;
export const MAILBOX_PORT = 2526 + OFFSET;
export const SMTP_PORT = 2525 + OFFSET;
/**
 * Sign-in codes one address may ask for per window. Each worker's admin address signs in for every
 * admin step of every spec that worker runs: at 40, the no-js volunteer specs got 429 once the
 * event-page and capacity specs added theirs.
 */
export const EMAIL_LIMIT = 60;
/**
 * Each worker's admin sign-ins are spread over this many addresses (a test keeps one): a clean-clone
 * CI run on a faster machine got 429 for ten no-js specs with one admin address per worker.
 */
export const ADMIN_SLOTS = 4;
export const OIDC_APP_PORT = 3101 + OFFSET;
export const OIDC_APP_URL = `http://localhost:${OIDC_APP_PORT}`;
export const OIDC_PORT = 3200 + OFFSET;
/** The loopback fake Printify (e2e/support/printify-server.ts), for the main app only. */
export const PRINTIFY_FAKE_PORT = 3300 + OFFSET;
const printifyEnv = { PRINTIFY_API_TOKEN: "e2e-printify-token", PRINTIFY_SHOP_ID: "123456" };

const tmp = "e2e/.tmp";
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`;
/** /metrics answers with this token (metrics.spec.ts scrapes it). */
export const METRICS_TOKEN = "e2e-metrics-token-0123456789abcdef";
export const appEnv = {
  NODE_ENV: "production",
  // The door opens 100 days before kickoff here: the specs check in at events of their own set 60 to
  // 90 days ahead (off the home page's soonest places); the window's edges are tested in vitest.
  CHECK_IN_OPENS_HOURS: "2400",
  // A meeting may be opened the day it starts here: e2e/meetings.spec.ts runs its vote within a
  // minute; the notice period's refusal is tested in vitest (app/models/meetings.db.test.ts).
  MEETING_NOTICE_DAYS: "0",
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789abcdef",
  // Admin addresses per parallel worker (ADMIN_SLOTS each, see adminEmail in e2e/support/auth.ts): a
  // new sign-in code replaces the older one, so two tests signing in as the same admin at once would
  // trip over each other; and one address per worker went past the per-email limit on a fast machine.
  // takeover-admin-*: an admin address nobody has signed in with yet, one per project (email-change.spec.ts).
  ADMIN_EMAILS: [
    "admin@example.org",
    "oidc-admin@example.org",
    "takeover-admin-js@example.org",
    "takeover-admin-no-js@example.org",
    ...Array.from({ length: 8 * ADMIN_SLOTS }, (_, i) => `admin-w${i}@example.org`),
  ].join(","),
  // Loopback is one IP for every test: keep the per-IP limit out of the way; the per-email limit
  // stays, raised so repeated admin sign-ins fit: a full run signs the workers' admins in about 30
  // times within 15 minutes, and one worker's admin went past 20 once the ticket exchange's tests
  // came (a 429). auth.spec.ts runs into the limit on purpose.
  RATE_LIMIT_IP_POINTS: "10000",
  RATE_LIMIT_EMAIL_POINTS: String(EMAIL_LIMIT),
  // Outbox mail (reminders, waitlist and cancellation notices) reaches the mailbox within seconds.
  NOTIFY_SWEEP_SECONDS: "2",
  METRICS_TOKEN,
  // Push alerts go to the spec's loopback push service (e2e/push.spec.ts), an http address on 127.0.0.1.
  PUSH_ALLOW_PRIVATE_ENDPOINTS: "1",
};

export default defineConfig({
  testDir: "e2e",
  outputDir: `${tmp}/results`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two on two cores. Three were 2.6 min faster with the pages in the headless shell (16.3 min
  // against 18.9), but one clean-clone run of three failed offline.spec's replay: the page never got
  // its 'online' event within 15 s (as once before under load). Back to three once the replay no
  // longer hangs on that one event.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: APP_URL,
    trace: "retain-on-failure",
    // Every page registers the site's service worker (/sw.js), and Chromium sends what a worker
    // fetches past page.route, which specs use to hold or fake an answer. Specs about the worker opt
    // in with test.use({ serviceWorkers: "allow" }).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: PAGES_BROWSER_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "js", use: { browserName: "chromium", javaScriptEnabled: true } },
    { name: "no-js", use: { browserName: "chromium", javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: "tsx e2e/support/mailbox-server.ts",
      url: `http://127.0.0.1:${MAILBOX_PORT}/health`,
      reuseExistingServer: false,
      env: { MAILBOX_PORT: String(MAILBOX_PORT), SMTP_PORT: String(SMTP_PORT) },
    },
    {
      command: "tsx e2e/support/printify-server.ts",
      url: `http://127.0.0.1:${PRINTIFY_FAKE_PORT}/health`,
      reuseExistingServer: false,
      env: { ...printifyEnv, PRINTIFY_FAKE_PORT: String(PRINTIFY_FAKE_PORT), PRINTIFY_FAKE_APP_URL: APP_URL },
    },
    {
      command: "npm run serve",
      url: `${APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...appEnv,
        PORT: String(APP_PORT),
        APP_URL,
        DATA_DIR: `${tmp}/data-app`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        SMTP_FROM: "The Roadies <no-reply@example.org>",
        ...printifyEnv,
        PRINTIFY_API_URL: `http://127.0.0.1:${PRINTIFY_FAKE_PORT}`,
      },
    },
    {
      command: "tsx e2e/support/oidc-provider.ts",
      url: `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(OIDC_PORT), OIDC_APP_URL },
    },
    {
      // The same app configured for an OpenID provider: /api/login goes straight to it.
      command: "npm run serve",
      url: `${OIDC_APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...appEnv,
        PORT: String(OIDC_APP_PORT),
        APP_URL: OIDC_APP_URL,
        DATA_DIR: `${tmp}/data-oidc`,
        OIDC_ISSUER: `http://localhost:${OIDC_PORT}`,
        OIDC_CLIENT_ID: "roadies-e2e",
        OIDC_CLIENT_SECRET: "roadies-e2e-secret",
      },
    },
  ],
});
