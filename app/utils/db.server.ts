import { dbConfigFromEnv, describeDb, openDatabase, type Database, type DbHandle } from "../../db/client";

declare global {
  // One client per process, kept across dev rebuilds.
  var __roadiesDb: Promise<DbHandle> | undefined;
}

export function getDbHandle(): Promise<DbHandle> {
  if (!globalThis.__roadiesDb) {
    const config = dbConfigFromEnv();
    globalThis.__roadiesDb = openDatabase(config).then((handle) => {
      if (!process.env.VITEST) {
        console.log(`Database: ${describeDb(config)}`);
        closeOnSignals(handle);
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
    setTimeout(() => {
      handle
        .close()
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
