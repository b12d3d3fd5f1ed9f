import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { expect, test } from "@playwright/test";
import { APP_PORT, appEnv } from "../playwright.config";
import { startBuiltApp, stopProcess, waitUntilUp } from "./support/app-process";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { createFarEvent } from "./support/events";

// The running e2e app's embedded database (playwright.config.ts), which other workers write to all along.
const APP_DATA_DIR = resolve("e2e/.tmp/data-app");
const RESTORED_PORT = APP_PORT + 40;
const RESTORED_URL = `http://localhost:${RESTORED_PORT}`;

/** A repo script run with tsx, as `npm run <script>` runs it: its exit code and what it printed. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { env: { ...process.env, NODE_OPTIONS: "", ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (status) => done({ status, output }));
  });
}

/** The built app on the restored database; answers once /healthz does. */
async function serveFrom(database: Record<string, string>): Promise<ChildProcess> {
  const started = startBuiltApp({ ...appEnv, NODE_ENV: "production", PORT: String(RESTORED_PORT), APP_URL: RESTORED_URL, ...database });
  await waitUntilUp(`${RESTORED_URL}/healthz`, started.child, started.output);
  return started.child;
}

// One backup of the running app's database, restored into a fresh database of each kind: not a form
// flow (the restored app's pages are the same code the other specs test with and without JavaScript).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "one backup and restore per run");

test("a backup taken while the app serves restores into a fresh database, and the app serves from it with every row", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = await playwright.request.newContext({ baseURL: `http://localhost:${APP_PORT}` });
  await signIn(admin, adminEmail(testInfo));
  const title = `Restored social ${Date.now()}`;
  const event = await createFarEvent(admin, title, 95);
  const email = uniqueEmail(testInfo, "restored");
  await signIn(page, email, { firstName: "Rhea", lastName: "Stored" });
  const rsvp = await page.request.post("/events?index", { form: { intent: "rsvp", eventId: String(event.id) }, maxRedirects: 0 });
  expect(rsvp.status()).toBeLessThan(400);

  const work = mkdtempSync(join(tmpdir(), "roadies-e2e-backup-"));
  const pgBase = process.env.TEST_DATABASE_URL;
  const pgName = `roadies_e2e_restore_${process.pid}_${Date.now()}`;
  const pgAdmin = pgBase ? postgres(pgBase, { max: 1, onnotice: () => {} }) : null;
  let app: ChildProcess | undefined;
  try {
    // npm run backup: the running app (pid in the data directory's lock) writes it on SIGUSR2, into
    // its own BACKUP_DIR (DATA_DIR/backups there).
    const backup = await runScript("scripts/backup.ts", [], { DATA_DIR: APP_DATA_DIR });
    expect(backup.output).toMatch(/Asked the running app \(pid \d+\) for a backup/);
    expect(backup.status, backup.output).toBe(0);
    const file = /Backup written: (\S+)/.exec(backup.output)![1];
    expect(file).toMatch(/roadies-\d{8}T\d{6}Z-v\d+\.pglite\.tar\.gz$/);

    const targets: { label: string; database: Record<string, string> }[] = [
      { label: "embedded", database: { DATA_DIR: join(work, "restored") } },
    ];
    if (pgBase && pgAdmin) {
      await pgAdmin.unsafe(`create database "${pgName}"`);
      const url = new URL(pgBase);
      url.pathname = `/${pgName}`;
      targets.push({ label: "PostgreSQL", database: { DATABASE_URL: url.toString(), DATA_DIR: join(work, "unused") } });
    }
    for (const target of targets) {
      const restored = await runScript("scripts/restore.ts", [file], target.database);
      expect(restored.status, `${target.label}: ${restored.output}`).toBe(0);
      app = await serveFrom(target.database);
      // The member's session came across with the rest: the same cookie signs them in there.
      await page.goto(`${RESTORED_URL}/events/${event.id}`);
      await expect(page.getByRole("heading", { name: title, level: 1 }), target.label).toBeVisible();
      await expect(page.getByText("You're going").first(), target.label).toBeVisible();
      await page.goto(`${RESTORED_URL}/profile`);
      await expect(page.getByText("Rhea Stored").first(), target.label).toBeVisible();
      // A new row gets an id past every restored one (the sequences came across too).
      const restoredAdmin = await playwright.request.newContext({ baseURL: RESTORED_URL, storageState: await admin.storageState() });
      const next = await createFarEvent(restoredAdmin, `After restore ${Date.now()}`, 96);
      expect(next.id, target.label).toBeGreaterThan(event.id);
      await restoredAdmin.dispose();
      await stopProcess(app);
      app = undefined;
    }
  } finally {
    await stopProcess(app);
    if (pgAdmin) {
      await pgAdmin.unsafe(`drop database if exists "${pgName}" with (force)`);
      await pgAdmin.end();
    }
    rmSync(work, { recursive: true, force: true });
    await admin.delete(`/api/events/${event.id}`);
    await admin.dispose();
  }
});
