import { spawn, execFile, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { SMTP_PORT } from "../playwright.config";
import { signIn, uniqueEmail } from "./support/auth";
import { freePort, startBuiltApp, stopProcess, waitUntilUp } from "./support/app-process";
import { NGINX_PATH, nginxInstalled, nginxSkipReason, writeNginxPrefix } from "./support/nginx";

/**
 * Debian's nginx in front of the built app with the site files of server/nginx/ (the ones
 * compose.yaml mounts), as README's "Behind nginx" describes. This file runs its own app (it stops
 * and starts it) on a fresh embedded database with TRUST_PROXY=1, and its own nginx, both on free
 * ports with everything in a temporary directory. It talks HTTP only: no page is rendered in the
 * browser, so it runs under the js project alone (the no-js run would repeat it word for word).
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");
const skipReason = nginxSkipReason();
test.skip(skipReason !== null, skipReason ?? "");
// One app and one cache for the whole file, in this order: the stale test stops the app.
test.describe.configure({ mode: "serial", timeout: 120_000 });

/** The sign-in code checks a client address may make per 15 minutes: 2 x RATE_LIMIT_IP_POINTS. */
const IP_POINTS = 3;
const CHECKS_PER_ADDRESS = 2 * IP_POINTS;
/** The app's s-maxage for anonymous public reads (server/http-cache.mjs). */
const SHARED_MAX_AGE_MS = 30_000;

let tmp: string;
let appPort: number;
let nginxUrl: string;
let app: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let nginxErrors = "";
let anonymous: APIRequestContext;
/** A page cached when the file started, for the stale check (so it waits less for it to expire). */
let staleCandidate: { body: string; at: number };

function appEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(appPort),
    // The address members open: nginx's.
    APP_URL: nginxUrl,
    DATA_DIR: join(tmp, "data"),
    SESSION_SECRET: "e2e-nginx-session-secret-0123456789abcdef0123456789",
    TRUST_PROXY: "1",
    RATE_LIMIT_IP_POINTS: String(IP_POINTS),
    // Only the per-address limit is under test.
    RATE_LIMIT_EMAIL_POINTS: "100",
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    SMTP_FROM: "The Roadies <no-reply@example.org>",
  };
}

/** The app, as `npm run serve` starts it after its migrate step. */
async function startApp() {
  const started = startBuiltApp(appEnv());
  app = started.child;
  await waitUntilUp(`http://127.0.0.1:${appPort}/healthz`, started.child, started.output);
}

/** A GET through nginx, its body read. */
async function get(context: APIRequestContext, path: string): Promise<{ response: APIResponse; body: string; cache: string | undefined }> {
  const response = await context.get(`${nginxUrl}${path}`);
  return { response, body: await response.text(), cache: response.headers()["x-cache-status"] };
}

/** A wrong sign-in code posted through nginx from a client at `source` (any 127/8 address is this machine's). */
function checkCodeFrom(source: string, email: string, headers: Record<string, string> = {}): Promise<number> {
  const body = new URLSearchParams({ intent: "verify-code", email, code: "000000", returnTo: "/" }).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${nginxUrl}/api/login`,
      {
        method: "POST",
        localAddress: source,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function killChildren() {
  app?.kill("SIGKILL");
  nginx?.kill("SIGTERM");
}

test.beforeAll(async () => {
  expect(nginxInstalled(), `no nginx at ${NGINX_PATH}; CI installs Debian's (.ci/run)`).toBe(true);
  // Never leave either behind, even if the worker is torn down without afterAll.
  process.once("exit", killChildren);
  tmp = await mkdtemp(join(tmpdir(), "roadies-nginx-e2e-"));
  appPort = await freePort();
  const nginxPort = await freePort();
  nginxUrl = `http://127.0.0.1:${nginxPort}`;

  // Migrate and seed the demo content, as `npm run serve` does on a first start.
  await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/setup-db.ts"], { env: appEnv() });
  await startApp();

  // The e2e's own site around the shared proxy.conf: a cache in the temporary directory, the one app.
  const site = `proxy_cache_path ${join(tmp, "cache")} keys_zone=roadies:1m max_size=64m inactive=10m use_temp_path=off;
server {
    listen 127.0.0.1:${nginxPort};
    location / {
        proxy_pass http://127.0.0.1:${appPort};
        include roadies/proxy.conf;
    }
}
`;
  const args = await writeNginxPrefix(join(tmp, "nginx"), site);
  nginx = spawn(NGINX_PATH, args, { stdio: ["ignore", "ignore", "pipe"] });
  nginx.stderr?.on("data", (chunk: Buffer) => (nginxErrors += chunk.toString()));
  await waitUntilUp(`${nginxUrl}/healthz`, nginx, () => nginxErrors);

  anonymous = await playwrightRequest.newContext();
  const first = await get(anonymous, "/events?case=stale");
  expect(first.cache).toBe("MISS");
  staleCandidate = { body: first.body, at: Date.now() };
});

test.afterAll(async () => {
  await anonymous?.dispose();
  await stopProcess(nginx);
  await stopProcess(app);
  process.removeListener("exit", killChildren);
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

test("an anonymous /events is answered from nginx's cache on repeat", async () => {
  const first = await get(anonymous, "/events?case=repeat");
  expect(first.response.status()).toBe(200);
  expect(first.response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=30");
  expect(first.cache).toBe("MISS");
  const repeat = await get(anonymous, "/events?case=repeat");
  expect(repeat.response.status()).toBe(200);
  // HIT: nginx answered from its copy without asking the app.
  expect(repeat.cache).toBe("HIT");
  expect(repeat.body).toBe(first.body);
});

test("the app keeps nginx's id for a request: its X-Request-Id is nginx's $request_id", async () => {
  // /healthz is never cached: the answer comes from the app for this request.
  const { response, cache } = await get(anonymous, "/healthz");
  expect(cache).toBe("MISS");
  // nginx's $request_id is 32 hex digits; the app's own ids are 16.
  expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
});

test("a signed-in member's page is never answered from, nor stored in, the cache", async ({ request: _request }, testInfo) => {
  // An anonymous copy is in the cache first.
  const cached = await get(anonymous, "/events?case=member");
  expect(cached.cache).toBe("MISS");
  expect(cached.body).not.toContain('href="/api/logout"');
  expect((await get(anonymous, "/events?case=member")).cache).toBe("HIT");

  const member = await playwrightRequest.newContext({ baseURL: nginxUrl });
  try {
    await signIn(member, uniqueEmail(testInfo, "nginx"));
    for (let visit = 0; visit < 2; visit++) {
      const page = await get(member, "/events?case=member");
      expect(page.response.status()).toBe(200);
      expect(page.cache, `visit ${visit + 1}`).toBe("BYPASS");
      expect(page.response.headers()["cache-control"]).toBe("private, no-store");
      expect(page.body).toContain('href="/api/logout"');
    }
    // A URL only the member has asked for: the next anonymous visitor finds nothing stored.
    expect((await get(member, "/events?case=member-first")).cache).toBe("BYPASS");
  } finally {
    await member.dispose();
  }
  const after = await get(anonymous, "/events?case=member");
  expect(after.cache).toBe("HIT");
  expect(after.body).toBe(cached.body);
  const fresh = await get(anonymous, "/events?case=member-first");
  expect(fresh.cache).toBe("MISS");
  expect(fresh.body).not.toContain('href="/api/logout"');
});

test("rate limits count the client address nginx passes in X-Forwarded-For", async () => {
  // The app's socket peer is nginx (127.0.0.1) for every one of these: only X-Forwarded-For tells them apart.
  const email = "nobody-nginx@example.org";
  for (let attempt = 1; attempt <= CHECKS_PER_ADDRESS; attempt++) {
    expect(await checkCodeFrom("127.0.0.2", email), `attempt ${attempt}`).toBe(400);
  }
  expect(await checkCodeFrom("127.0.0.2", email)).toBe(429);
  // Another client behind the same nginx still has its own budget.
  expect(await checkCodeFrom("127.0.0.3", email)).toBe(400);
  // What the client writes in X-Forwarded-For itself stands left of nginx's entry and counts for nothing.
  expect(await checkCodeFrom("127.0.0.2", email, { "X-Forwarded-For": "203.0.113.9" })).toBe(429);
  expect(await checkCodeFrom("127.0.0.2", email, { "X-Forwarded-For": "127.0.0.4" })).toBe(429);
});

test("the cache answers with its stale copy while the app is down, and takes the new one when it is back", async () => {
  await stopProcess(app);
  // Fresh, the copy would be a HIT without asking the app at all: wait until it has expired.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, staleCandidate.at + SHARED_MAX_AGE_MS + 1_000 - Date.now())));
  for (let visit = 0; visit < 2; visit++) {
    const stale = await get(anonymous, "/events?case=stale");
    expect(stale.response.status()).toBe(200);
    expect(stale.cache, `visit ${visit + 1}`).toBe("STALE");
    expect(stale.body).toBe(staleCandidate.body);
  }
  // A page nginx never kept is a 502 meanwhile: the app is really down.
  expect((await get(anonymous, "/events?case=never-cached")).response.status()).toBe(502);

  await startApp();
  // An expired copy is a HIT again only once the app has answered for it (a 200 or a 304).
  await expect
    .poll(async () => (await get(anonymous, "/events?case=stale")).cache, { timeout: 15_000, intervals: [100, 250, 500] })
    .toBe("HIT");
});
