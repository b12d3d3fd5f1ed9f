import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import * as schema from "./schema";
import { acquireDataDirLock } from "./lock";

/**
 * One query-builder type for both drivers: PGlite and postgres.js speak the same dialect and
 * drizzle gives them the same API, so model code is written once.
 */
export type Database = PostgresJsDatabase<typeof schema>;

export type DbConfig =
  | { kind: "postgres"; url: string; max?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "memory" };

export interface DbHandle {
  db: Database;
  kind: DbConfig["kind"];
  /** True when the embedded database did not exist before this open (first start). */
  created: boolean;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = resolve(process.cwd(), "db/migrations");

export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  if (env.DATABASE_URL) {
    const max = env.DATABASE_POOL_MAX ? Number(env.DATABASE_POOL_MAX) : undefined;
    return { kind: "postgres", url: env.DATABASE_URL, max };
  }
  const dataDir = env.DATA_DIR || "./data";
  return dataDir === "memory://" ? { kind: "memory" } : { kind: "pglite", dataDir: resolve(dataDir) };
}

export function describeDb(config: DbConfig): string {
  if (config.kind === "postgres") return `PostgreSQL at ${new URL(config.url).host}`;
  if (config.kind === "memory") return "embedded PGlite in memory";
  return `embedded PGlite in ${config.dataDir}`;
}

export async function openDatabase(config: DbConfig): Promise<DbHandle> {
  if (config.kind === "postgres") {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const client = postgres(config.url, { max: config.max ?? 10, onnotice: () => {} });
    return {
      db: drizzle({ client, schema }),
      kind: "postgres",
      created: false,
      close: () => client.end({ timeout: 5 }),
    };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let release = () => {};
  let created = true;
  let dataDir: string | undefined;
  if (config.kind === "pglite") {
    release = acquireDataDirLock(config.dataDir);
    dataDir = join(config.dataDir, "pglite");
    created = !existsSync(join(dataDir, "PG_VERSION"));
  }
  try {
    const client = await PGlite.create(dataDir ? { dataDir } : {});
    const db = drizzle({ client, schema }) as unknown as Database;
    return {
      db,
      kind: config.kind,
      created,
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // Same dialect, same migrations; only the driver's type differs.
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

export { schema };
