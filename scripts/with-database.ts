import { sql } from "drizzle-orm";
import { dbConfigFromEnv, describeDbFailure, migrateDatabase, openDatabase, type DbConfig, type DbHandle } from "../db/client";
import { DataDirLockedError } from "../db/lock";

/**
 * For the short-lived command-line steps: opens the configured database (taking the data-dir
 * lock for PGlite), applies the migrations, runs `work`, and always closes. A data directory
 * held by a running server ends the command with a clear message and exit code 1.
 */
export async function withDatabase(work: (handle: DbHandle, config: DbConfig) => Promise<number | void>): Promise<void> {
  const config = dbConfigFromEnv();
  const handle = await openOrExit(config);
  try {
    await migrateDatabase(handle);
    process.exitCode = (await work(handle, config)) ?? 0;
  } finally {
    await handle.close();
  }
}

/**
 * Opens a database for a command, or ends the command with one clear line and exit code 1: a wrong
 * DATABASE_URL (postgres.js connects lazily, so it is asked once here) or a data directory in use.
 */
export async function openOrExit(config: DbConfig): Promise<DbHandle> {
  try {
    const handle = await openDatabase(config);
    await handle.db.execute(sql`select 1`);
    return handle;
  } catch (error) {
    console.error(error instanceof DataDirLockedError ? error.message : describeDbFailure(config, error));
    process.exit(1);
  }
}
