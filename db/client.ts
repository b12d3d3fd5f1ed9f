import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import * as schema from "./schema";
import { acquireDataDirLock } from "./lock";

/**
 * One query-builder type for both drivers: PGlite and postgres.js speak the same dialect and
 * drizzle gives them the same API, so model code is written once.
 */
export type Database = PostgresJsDatabase<typeof schema>;

/** Runs raw SQL and gives its rows: postgres.js answers them as an array, PGlite as `{ rows }`. */
export async function queryRows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * `memory` is an empty in-memory database, or one that starts as a copy of `from`: a data
 * directory dumped with PGlite's dumpDataDir (the test set-up migrates once and loads the dump,
 * which is quicker than creating and migrating each time).
 */
export type DbConfig =
  | { kind: "postgres"; url: string; max?: number }
  /** `from`: a backup of a data directory, loaded when the directory is new (a restore). */
  | { kind: "pglite"; dataDir: string; from?: string }
  | { kind: "memory"; from?: string };

export interface DbHandle {
  db: Database;
  kind: DbConfig["kind"];
  /** True when the embedded database did not exist before this open (first start). */
  created: boolean;
  /** PostgreSQL: the URL it was opened with (the migrations take a connection of their own). */
  url?: string;
  /** How many connections the pool may open (1: the embedded database is one connection). */
  poolMax: number;
  /** PostgreSQL: this process's connections' application_name (pg_stat_activity tells their state by it). */
  applicationName?: string;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = resolve(process.cwd(), "db/migrations");

export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  if (env.DATABASE_URL) {
    const max = env.DATABASE_POOL_MAX ? Number(env.DATABASE_POOL_MAX) : undefined;
    return { kind: "postgres", url: env.DATABASE_URL, max };
  }
  const dataDir = env.DATA_DIR || "./data";
  if (dataDir !== "memory://") return { kind: "pglite", dataDir: resolve(dataDir) };
  return env.MEMORY_DB_FROM ? { kind: "memory", from: env.MEMORY_DB_FROM } : { kind: "memory" };
}

/** Host, port and database of a connection string, never its password. */
function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL database "${decodeURIComponent(parsed.pathname.slice(1)) || parsed.username || "postgres"}" at ${parsed.host}`;
  } catch {
    return "the PostgreSQL database in DATABASE_URL";
  }
}

const POSTGRES_REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused (is PostgreSQL running and listening there?)",
  ENOTFOUND: "no such host",
  EAI_AGAIN: "the host name could not be looked up",
  ETIMEDOUT: "the connection timed out",
  CONNECT_TIMEOUT: "the connection timed out",
  ECONNRESET: "the server closed the connection",
  "28P01": "wrong password",
  "28000": "this user may not connect (check pg_hba.conf and the user name)",
  "3D000": "no such database",
  "53300": "too many connections",
  "57P03": "the server is starting up or shutting down",
};

/**
 * One line that says which database could not be used and why, for the start-up steps to print
 * instead of a driver's stack. Unknown causes keep the driver's own message.
 */
export function describeDbFailure(config: DbConfig, error: unknown): string {
  const where = config.kind === "postgres" ? describePostgresUrl(config.url) : describeDb(config);
  if (config.kind === "postgres") {
    try {
      const url = new URL(config.url);
      if (!/^postgres(ql)?:$/.test(url.protocol)) return `Cannot use DATABASE_URL: it must start with postgres:// or postgresql://`;
    } catch {
      return "Cannot use DATABASE_URL: it is not a URL (expected postgres://user:password@host:5432/database)";
    }
  }
  let reason: string | undefined;
  let message = "";
  for (let cause = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; cause && depth < 5; depth++) {
    const code = typeof cause.code === "string" ? cause.code : undefined;
    if (code && POSTGRES_REASONS[code]) {
      reason = POSTGRES_REASONS[code];
      break;
    }
    if (typeof cause.message === "string" && cause.message) message = cause.message.split("\n")[0];
    cause = cause.cause as typeof cause;
  }
  return `Cannot use the ${where}: ${reason ?? (message || "unknown error")}`;
}

export function describeDb(config: DbConfig): string {
  if (config.kind === "postgres") return describePostgresUrl(config.url);
  if (config.kind === "memory") return "embedded PGlite in memory";
  return `embedded PGlite in ${config.dataDir}`;
}

export async function openDatabase(config: DbConfig): Promise<DbHandle> {
  if (config.kind === "postgres") {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const poolMax = config.max ?? 10;
    // Unique per process (two instances on one host have their own pid, in containers their own host name).
    const applicationName = `roadies ${hostname()} ${process.pid}`.slice(0, 63);
    const client = postgres(config.url, { max: poolMax, onnotice: () => {}, connection: { application_name: applicationName } });
    return {
      db: drizzle({ client, schema }),
      kind: "postgres",
      created: false,
      url: config.url,
      poolMax,
      applicationName,
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
    const from = config.kind === "memory" || created ? config.from : undefined;
    const loadDataDir = from ? new Blob([readFileSync(from)]) : undefined;
    const client = await PGlite.create({ dataDir, loadDataDir });
    const db = drizzle({ client, schema }) as unknown as Database;
    return {
      db,
      kind: config.kind,
      created,
      poolMax: 1,
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

/**
 * The advisory lock the migrations run under on PostgreSQL (any fixed number; this one is "roadie"
 * in ASCII): instances started together on one database take turns, and the later one finds the
 * migrations applied. Without it both ran the same CREATEs at once and one died on a unique index of
 * the catalogue (`pg_type_typname_nsp_index`).
 */
const MIGRATION_LOCK = 0x726f61646965;
interface Journal {
  entries: { idx: number; tag: string }[];
}

function readJournal(): Journal {
  return JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as Journal;
}

/** The schema version this code expects: how many migrations it ships. */
export function codeSchemaVersion(): number {
  return readJournal().entries.length;
}

/** The schema version of a database: how many migrations were applied to it (0 when none). */
export async function schemaVersion(db: Pick<Database, "execute">): Promise<number> {
  const [found] = await queryRows<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!found.exists) return 0;
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return row.count;
}

/** Tables in any schema but the system's: an empty database has none (a restore's or a move's target). */
export async function userTableCount(db: Pick<Database, "execute">): Promise<number> {
  const [{ tables }] = await queryRows<{ tables: number }>(
    db,
    sql`select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'`,
  );
  return tables;
}

/**
 * The migrations folder, or a copy of it holding only the first `upTo` migrations (a restore
 * brings a database to its backup's version before the rows go in); `done` removes the copy.
 */
function migrationsUpTo(upTo: number | undefined): { folder: string; done: () => void } {
  const journal = readJournal();
  if (upTo === undefined || upTo >= journal.entries.length) return { folder: MIGRATIONS_FOLDER, done: () => {} };
  const folder = mkdtempSync(join(tmpdir(), "roadies-migrations-"));
  mkdirSync(join(folder, "meta"));
  const entries = journal.entries.slice(0, upTo);
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(folder, `${tag}.sql`));
  return { folder, done: () => rmSync(folder, { recursive: true, force: true }) };
}

export async function migrateDatabase(handle: DbHandle, options: { upTo?: number } = {}): Promise<void> {
  const { folder, done } = migrationsUpTo(options.upTo);
  try {
    await migrateWith(handle, folder);
  } finally {
    done();
  }
}

async function migrateWith(handle: DbHandle, migrationsFolder: string): Promise<void> {
  if (handle.kind === "postgres") {
    if (!handle.url) throw new Error("migrateDatabase: a PostgreSQL handle opened by openDatabase is needed (it knows its URL)");
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    // A session's lock holds on its one connection: the migrations run on that same connection.
    const client = postgres(handle.url, { max: 1, onnotice: () => {} });
    try {
      await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      // Closing the connection releases the lock, whatever happened.
      await client.end({ timeout: 5 });
    }
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // Same dialect, same migrations; only the driver's type differs.
    await migrate(handle.db as never, { migrationsFolder });
  }
}
