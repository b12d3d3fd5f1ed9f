import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../db/client";

/** A command as a child process: its exit code and everything it printed. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, NODE_OPTIONS: "", VITEST: "", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (status) => resolve({ status, output }));
  });
}

describe("npm run backup on the embedded database while the app writes", () => {
  const root = mkdtempSync(join(tmpdir(), "roadies-backup-cli-"));
  const env = { DATA_DIR: join(root, "data"), BACKUP_DIR: join(root, "backups"), DATABASE_URL: "" };
  let app: ChildProcess | undefined;

  afterAll(async () => {
    if (app && app.exitCode === null) {
      app.kill("SIGKILL");
      await once(app, "close");
    }
    rmSync(root, { recursive: true, force: true });
  });

  it("asks the running app, which writes a backup that restores with every committed write whole", { timeout: 180_000 }, async () => {
    // Node itself (no npx in between), so the signals reach the app's process.
    app = spawn(process.execPath, ["--import", "tsx", "test/app-writing.ts"], {
      env: { ...process.env, NODE_OPTIONS: "", VITEST: "", ...env },
    });
    let log = "";
    app.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    app.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    await expect.poll(() => log, { timeout: 60_000, interval: 200 }).toContain("writing");

    const backup = await runScript("scripts/backup.ts", [], env);
    expect(backup.output).toMatch(/Asked the running app \(pid \d+\) for a backup of embedded PGlite in .+/);
    const file = /Backup written: (\S+\.pglite\.tar\.gz) \(/.exec(backup.output)?.[1];
    expect(file, backup.output).toBeTruthy();
    expect(backup.status).toBe(0);

    // The app stops cleanly on SIGTERM (its data directory is then free).
    app.kill("SIGTERM");
    const [code] = (await once(app, "close")) as [number];
    expect(code, log).toBe(0);

    // Refused over a database that exists; restored into an empty data directory.
    const refused = await runScript("scripts/restore.ts", [file!], env);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("already holds a database: restore into an empty DATA_DIR, or add --replace.");
    const restoreEnv = { ...env, DATA_DIR: join(root, "restored") };
    const restored = await runScript("scripts/restore.ts", [file!], restoreEnv);
    expect(restored.output).toContain(`Restored ${file} (pglite, schema version`);
    expect(restored.status).toBe(0);

    const handle = await openDatabase({ kind: "pglite", dataDir: restoreEnv.DATA_DIR });
    try {
      const [{ writers, mails }] = await queryRows<{ writers: number; mails: number }>(
        handle.db,
        sql`select (select count(*)::int from users where id like 'writer-%') as writers,
                   (select count(*)::int from notifications where subject_key like 'backup-test-%') as mails`,
      );
      expect(writers).toBeGreaterThan(0);
      expect(mails, "each member written has their mail: no transaction is half in the backup").toBe(writers);
    } finally {
      await handle.close();
    }
  });
});
