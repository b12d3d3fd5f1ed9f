// What the Lighthouse scripts (`npm run budgets`, `npm run bench:stadium`) run against: the built app,
// started like e2e starts it on a fresh data directory with the demo content, and the system Chromium.
import { spawn, spawnSync } from "node:child_process";
import { accessSync, closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";

export const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// Clear of e2e's ports (3100, 3101, 3200, 2525, 2526) and the dev default (3000).
const FIRST_PORT = 3300;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** `npm run build`, unless the environment variable named `skipVariable` is 1 (reuse the current build). */
export function buildApp(skipVariable, log) {
  if (process.env[skipVariable] === "1") {
    log(`${skipVariable}=1: using the current build`);
    return;
  }
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

export function hasChromium() {
  try {
    accessSync(CHROMIUM, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The system Chromium, headless, with the debugging port Lighthouse drives it through. */
export async function launchChromium() {
  const chromeLauncher = await import("chrome-launcher");
  return chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS], logLevel: "silent" });
}

async function isPortFree(port) {
  return new Promise((done) => {
    const server = net.createServer();
    server.once("error", () => done(false));
    server.listen(port, () => server.close(() => done(true)));
  });
}

/** The first free port from `first` on (3300: clear of e2e's and the dev server's). */
export async function freePort(first = FIRST_PORT) {
  for (let port = first; port < first + 100; port++) if (await isPortFree(port)) return port;
  throw new Error(`no free port in ${first}-${first + 99}`);
}

/**
 * The environment of the built app on `port` with the embedded database in `dataDir` and the demo
 * content, never a configured database and no outside services. `appUrl` is the origin the
 * browser uses (the port itself unless something stands in front).
 */
function appEnv(port, dataDir, appUrl = `http://localhost:${port}`) {
  const env = {
    ...process.env,
    PORT: String(port),
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    NODE_ENV: "production",
    SESSION_SECRET: "budgets-session-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
    // No scheduled backup: its dump 30 s after start would land in the middle of a measured page load.
    BACKUP_EVERY_HOURS: "0",
  };
  for (const name of ["DATABASE_URL", "ANALYTICS_URL", "SMTP_URL", "OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"]) delete env[name];
  return env;
}

let server = null;

/** `npm run serve` (migrate, then remix-serve) with `env`, its output in `logFile`. */
function startServer(env, logFile) {
  const fd = openSync(logFile, "w");
  // Its own process group, so SIGTERM reaches npm, the shell and remix-serve alike.
  const child = spawn("npm", ["run", "serve"], { cwd: ROOT, env, detached: true, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  const exited = new Promise((done) => child.once("exit", done));
  server = { child, logFile, exited };
  return server;
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopServer() {
  if (!server) return;
  const { child, exited } = server;
  server = null;
  const pgid = child.pid;
  if (pgid === undefined) return;
  try {
    process.kill(-pgid, "SIGTERM");
  } catch {
    // already gone
  }
  const deadline = Date.now() + 15_000;
  await Promise.race([exited, sleep(15_000)]);
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pgid)) {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
}

async function waitForHealth(origin) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server?.child.exitCode !== null) {
      throw new Error(`the server exited early:\n${readFileSync(server.logFile, "utf8").slice(-2000)}`);
    }
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${origin}/healthz did not answer within 120 s (log: ${server?.logFile})`);
}

/** The first product linked from /shop (the demo catalogue's ids are made at seeding). */
async function firstProductPath(origin) {
  const html = await (await fetch(`${origin}/shop`)).text();
  const match = [...html.matchAll(/href="(\/shop\/[^"/?#]+)"/g)].map((m) => m[1]).find((path) => path !== "/shop/cart");
  if (!match) throw new Error("no product link on /shop");
  return match;
}

/**
 * Starts the built app on `port` (default: a free one) with a fresh data directory and the demo
 * content, runs `work({ origin, productPath })` against it, then stops it and deletes the directory.
 * `prepare(env)` runs first, with the app's environment, while the database is not yet in use;
 * `appUrl`: the origin the browser uses when something stands in front of the app.
 */
export async function withBuiltApp({ port, appUrl, logFile, log, prepare }, work) {
  port ??= await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(os.tmpdir(), "roadies-lighthouse-app-"));
  const env = appEnv(port, dataDir, appUrl);
  try {
    await prepare?.(env);
    log(`starting the built app on ${origin}${appUrl ? ` for ${appUrl}` : ""} (fresh data directory, demo content)`);
    startServer(env, logFile);
    await waitForHealth(origin);
    return await work({ origin, productPath: await firstProductPath(origin) });
  } finally {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The host the figures were measured on, for the reports. */
export function describeMachine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
}

/** Runs `main`; on a signal or an error the server is stopped before the process exits. */
export function runScript(name, main) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      void stopServer().finally(() => process.exit(130));
    });
  }
  main().catch(async (error) => {
    console.error(`[${name}] ${error instanceof Error ? error.stack : error}`);
    await stopServer();
    process.exit(1);
  });
}
