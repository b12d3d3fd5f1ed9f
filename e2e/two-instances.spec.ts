import { execFile, type ChildProcess } from "node:child_process";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import postgres from "postgres";
import { expect, test } from "@playwright/test";
import { freePort, startBuiltApp, stopProcess, waitUntilUp } from "./support/app-process";

const base = process.env.TEST_DATABASE_URL;

// Two servers' start-ups, not a page: it runs once, and only where a PostgreSQL server is (CI has one).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "one pair of start-ups per run");
test.skip(!base, "needs TEST_DATABASE_URL (a PostgreSQL server to create a database on)");

test("two instances started at once on one empty PostgreSQL database both come up and serve", async () => {
  test.setTimeout(180_000);
  const admin = postgres(base!, { max: 1, onnotice: () => {} });
  const name = `roadies_e2e_twostart_${process.pid}_${Date.now()}`;
  const url = new URL(base!);
  url.pathname = `/${name}`;
  const apps: ChildProcess[] = [];
  await admin.unsafe(`create database "${name}"`);
  try {
    /** `npm run serve`: its migrate step, then the server, on `port`. */
    const serve = async (port: number) => {
      const env = {
        NODE_ENV: "production" as const,
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: url.toString(),
        SESSION_SECRET: "e2e-two-instances-secret-0123456789abcdef0123456789",
        BACKUP_EVERY_HOURS: "0",
      };
      await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/setup-db.ts"], { env: { PATH: process.env.PATH, ...env } });
      const started = startBuiltApp(env);
      apps.push(started.child);
      await waitUntilUp(`http://127.0.0.1:${port}/healthz`, started.child, started.output);
      return port;
    };
    const ports = await Promise.all([freePort(), freePort()]);
    // Both at once, as `docker compose up` starts app-1 and app-2: each migrate step races the other.
    const outcomes = await Promise.allSettled(ports.map(serve));
    expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "up"))).toEqual(["up", "up"]);
    for (const port of ports) {
      const events = await fetch(`http://127.0.0.1:${port}/events`);
      expect(events.status).toBe(200);
    }
    // Every migration applied once.
    const check = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      const [{ count }] = await check<{ count: number }[]>`select count(*)::int as count from drizzle.__drizzle_migrations`;
      expect(count).toBe(readdirSync("db/migrations").filter((file) => file.endsWith(".sql")).length);
    } finally {
      await check.end();
    }
  } finally {
    await Promise.all(apps.map((app) => stopProcess(app)));
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
});
