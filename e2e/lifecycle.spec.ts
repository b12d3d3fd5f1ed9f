import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

// The process lifecycle of `npm start`/`npm run serve` on the embedded database. No browser
// involved, so it runs once (in the js project).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "process test: runs once");

// Clear of the suite's other ports (playwright.config.ts) and moving with E2E_PORT_OFFSET like them, so two checkouts can run it at once.
const PORT = 3400 + Number(process.env.E2E_PORT_OFFSET ?? 0);

/** Polls the server's health answer until it is 200: it is up once its migrations have run. */
async function waitForHealth(url: string, timeout = 60_000) {
  await expect
    .poll(async () => (await fetch(url).catch(() => null))?.ok ?? false, {
      timeout,
      intervals: [100, 100, 250],
      message: `${url} did not become healthy`,
    })
    .toBe(true);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test("a second start on the same DATA_DIR exits with a clear message; SIGTERM stops the server cleanly", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), "roadies-lifecycle-"));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    SEED_DEMO: "0",
    SESSION_SECRET: "lifecycle-secret-0123456789abcdef0123456789",
  };
  const server = spawn("npm", ["run", "serve"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  try {
    await waitForHealth(`http://localhost:${PORT}/healthz`);

    // `npm start` checks the lock before it builds, so the running server's build is untouched.
    const second = spawnSync("npm", ["start"], { env: { ...env, PORT: String(PORT + 1) }, encoding: "utf8", timeout: 60_000 });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`The Roadies is already running on the data directory ${dataDir}`);
    expect(second.stderr).toContain("set DATABASE_URL to run several instances on PostgreSQL");

    const started = Date.now();
    const done = exited(server);
    server.kill("SIGTERM");
    expect(await done).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(output).toContain("SIGTERM received: closing the database");
    expect(output).toContain("Database closed; bye");

    // The lock is released: the data directory can be used again.
    const migrate = spawnSync("npx", ["tsx", "scripts/migrate.ts"], { env, encoding: "utf8", timeout: 60_000 });
    expect(migrate.status).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
