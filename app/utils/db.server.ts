import { AsyncLocalStorage } from "node:async_hooks";
import { answerBackupSignal, backupDirFromEnv, createBackup, type Backup } from "../../db/backup";
import { dbConfigFromEnv, describeDb, openDatabase, type Database, type DbHandle } from "../../db/client";

declare global {
  // One client per process, kept across dev rebuilds.
  var __roadiesDb: Promise<DbHandle> | undefined;
  var __roadiesBeforeDbClose: Set<() => Promise<void>> | undefined;
  var __roadiesCommitHooks: AsyncLocalStorage<(() => void)[]> | undefined;
  var __roadiesBackupCommand: (() => Promise<Backup>) | undefined;
}

/**
 * How this process takes the backup `npm run backup` asks for on the embedded database: the
 * backup schedule (models/backup-schedule.server.ts) sets one that records the run in backup_runs;
 * until then (or in a process without it) the backup is written unrecorded.
 */
export function answerBackupCommandWith(take: () => Promise<Backup>) {
  globalThis.__roadiesBackupCommand = take;
}

/**
 * Work that must stop before the database closes on SIGTERM/SIGINT (the notification sweep).
 * Hooks get up to 2 s; returns a function that removes the hook.
 */
export function beforeDatabaseClose(hook: () => Promise<void>): () => void {
  const hooks = (globalThis.__roadiesBeforeDbClose ??= new Set());
  hooks.add(hook);
  return () => hooks.delete(hook);
}

function runCloseHooks(): Promise<unknown> {
  const running = [...(globalThis.__roadiesBeforeDbClose ?? [])].map((hook) =>
    hook().catch((error) => console.error("A shutdown hook failed", error)),
  );
  return Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
}

/**
 * The work to run once the transaction the current async call chain is in commits. Kept on
 * globalThis beside the client it wraps: a module evaluated again (a dev rebuild, the next test
 * file) must find the hooks of the transactions the kept client runs.
 */
const commitHooks = (globalThis.__roadiesCommitHooks ??= new AsyncLocalStorage<(() => void)[]>());

/**
 * Runs `hook` once the transaction the caller is in has committed, or at once outside a
 * transaction; never when the transaction rolls back. A hook inside a nested transaction (a
 * savepoint) waits for the outermost one. Hooks run synchronously after the commit: start async
 * work without awaiting it, and never throw.
 */
export function afterCommit(hook: () => void) {
  const hooks = commitHooks.getStore();
  if (hooks) hooks.push(hook);
  else hook();
}

/** db.transaction, with the afterCommit hooks of its callback run once it has committed. */
function withCommitHooks(db: Database) {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const hooks: (() => void)[] = [];
    const result = await commitHooks.run(hooks, () => transaction(work, config));
    for (const hook of hooks) hook();
    return result;
  }) as Database["transaction"];
}

export function getDbHandle(): Promise<DbHandle> {
  if (!globalThis.__roadiesDb) {
    const config = dbConfigFromEnv();
    globalThis.__roadiesDb = openDatabase(config).then((handle) => {
      withCommitHooks(handle.db);
      if (!process.env.VITEST) {
        console.log(`Database: ${describeDb(config)}`);
        closeOnSignals(handle);
        // `npm run backup` asks the process holding the embedded database for its backup.
        if (config.kind === "pglite") {
          const dir = backupDirFromEnv();
          answerBackupSignal(handle, config.dataDir, dir, () => (globalThis.__roadiesBackupCommand ?? (() => createBackup(handle, dir)))());
        }
      }
      return handle;
    });
  }
  return globalThis.__roadiesDb;
}

/**
 * remix-serve stops accepting connections on SIGTERM/SIGINT but knows nothing of our pool or of
 * PGlite, which must be closed to flush its files and free the data-dir lock. Give in-flight
 * requests a moment, close the database, and exit.
 */
function closeOnSignals(handle: DbHandle) {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: closing the database`);
    const hooksDone = runCloseHooks();
    setTimeout(() => {
      hooksDone
        .then(() => handle.close())
        .then(() => {
          console.log("Database closed; bye");
          process.exit(0);
        })
        .catch((error) => {
          console.error("Closing the database failed", error);
          process.exit(1);
        });
    }, 300);
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

const handle = await getDbHandle();

export const db: Database = handle.db;
