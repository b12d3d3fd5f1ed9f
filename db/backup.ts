import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import {
  codeSchemaVersion,
  dbConfigFromEnv,
  describeDb,
  migrateDatabase,
  openDatabase,
  userTableCount,
  schemaVersion,
  type DbConfig,
  type DbHandle,
} from "./client";
import { DataDirLockedError, lockHolder } from "./lock";
import { copyRows, exportStatements, importStatements } from "./transfer";

/**
 * Backups and restores of either database.
 *
 * - `pglite`: PGlite's own dump of its data directory (a gzipped tar), taken inside the process
 *   that has the database open, between two queries; restored by loading it as a new directory.
 * - `pg_dump`: PostgreSQL's custom format, when `pg_dump` is installed; restored by `pg_restore`.
 * - `sql`: the portable dump (db/transfer.ts): every row as SQL for a database migrated to the
 *   backup's schema version; restores into either kind.
 *
 * The file's name carries the time (UTC) and the schema version: `roadies-20261128T083700Z-v25.sql.gz`.
 */
export type BackupFormat = "pglite" | "pg_dump" | "sql";

const EXTENSIONS: Record<BackupFormat, string> = { pglite: ".pglite.tar.gz", pg_dump: ".pg_dump", sql: ".sql.gz" };
const NAME = /^roadies-(\d{8}T\d{6}Z)-v(\d+)\.(pglite\.tar\.gz|pg_dump|sql\.gz)$/;

export function backupName(format: BackupFormat, version: number, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(/[-:]/g, "");
  return `roadies-${stamp}-v${version}${EXTENSIONS[format]}`;
}

/** A backup file's format and schema version, read off its name; null for any other file. */
export function parseBackupName(file: string): { format: BackupFormat; version: number; at: Date } | null {
  const match = NAME.exec(basename(file));
  if (!match) return null;
  const format = (Object.keys(EXTENSIONS) as BackupFormat[]).find((key) => EXTENSIONS[key] === `.${match[3]}`)!;
  const [, date, time] = /^(\d{8})T(\d{6})Z$/.exec(match[1])!;
  const at = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4)}Z`);
  return { format, version: Number(match[2]), at };
}

/** Where backups go: BACKUP_DIR, else `backups` in the data directory (in the working directory for PostgreSQL). */
export function backupDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.BACKUP_DIR) return resolve(env.BACKUP_DIR);
  const config = dbConfigFromEnv(env);
  return resolve(config.kind === "pglite" ? config.dataDir : ".", "backups");
}

/** The outcome of the last backup the running app took when asked (`npm run backup` on PGlite). */
export interface BackupStatus {
  requestedAt: string;
  finishedAt: string;
  ok: boolean;
  file?: string;
  bytes?: number;
  error?: string;
}

const statusFile = (dataDir: string) => join(dataDir, "backup-status.json");

function writeBackupStatus(dataDir: string, status: BackupStatus) {
  const partial = `${statusFile(dataDir)}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(status, null, 2));
  renameSync(partial, statusFile(dataDir));
}

export function readBackupStatus(dataDir: string): BackupStatus | null {
  try {
    return JSON.parse(readFileSync(statusFile(dataDir), "utf8")) as BackupStatus;
  } catch {
    return null;
  }
}

/**
 * The running app's side of `npm run backup` on the embedded database: only the process holding
 * the data directory may read it, so the command sends SIGUSR2 and this process writes the backup
 * (between two queries) and its outcome in DATA_DIR/backup-status.json. `take` writes it (the app's
 * records it in backup_runs as well: app/models/backup-runs.server.ts).
 */
export function answerBackupSignal(
  handle: DbHandle,
  dataDir: string,
  dir: string,
  take: () => Promise<Backup> = () => createBackup(handle, dir),
) {
  let running = false;
  process.on("SIGUSR2", () => {
    if (running) return;
    running = true;
    const requestedAt = new Date().toISOString();
    take()
      .then(
        (backup) => {
          console.log(`Backup written: ${backup.file} (${backup.bytes} bytes)`);
          writeBackupStatus(dataDir, {
            requestedAt,
            finishedAt: new Date().toISOString(),
            ok: true,
            file: backup.file,
            bytes: backup.bytes,
          });
        },
        (error: unknown) => {
          console.error("The backup failed", error);
          writeBackupStatus(dataDir, { requestedAt, finishedAt: new Date().toISOString(), ok: false, error: String(error) });
        },
      )
      .finally(() => (running = false));
  });
}

/** Runs a command; resolves with its exit code and what it wrote to stderr (never rejects). */
async function run(command: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await Promise.race([once(child, "close"), once(child, "error").then(() => [null])])) as [number | null];
  return { code, stderr: stderr.trim() };
}

/** `pg_dump` when it is on the PATH (BACKUP_PG_DUMP=0 turns it off: the portable dump then). */
async function pgDumpAvailable(): Promise<boolean> {
  if (process.env.BACKUP_PG_DUMP === "0") return false;
  return (await run("pg_dump", ["--version"])).code === 0;
}

type PGliteClient = { exec(query: string): Promise<unknown>; dumpDataDir(compression: "gzip"): Promise<Blob> };

export interface Backup {
  file: string;
  format: BackupFormat;
  bytes: number;
  version: number;
  /** Why pg_dump was not used, when it was installed but failed (the portable dump was written instead). */
  note?: string;
}

/**
 * Writes a backup of the open database into `dir` while it goes on serving: PGlite's is taken
 * between two queries (writes wait for the moment it takes), PostgreSQL's from a snapshot. Written
 * beside its final name and renamed, so a half-written file never looks like a backup.
 */
export async function createBackup(handle: DbHandle, dir: string): Promise<Backup> {
  mkdirSync(dir, { recursive: true });
  const version = await schemaVersion(handle.db);
  // Written beside the final name, renamed when whole.
  const partial = join(dir, `.partial-${process.pid}-${Date.now()}`);
  const finish = (format: BackupFormat, note?: string): Backup => {
    const file = join(dir, backupName(format, version));
    renameSync(partial, file);
    return { file, format, bytes: statSync(file).size, version, note };
  };

  if (handle.kind !== "postgres") {
    const client = (handle.db as unknown as { $client: PGliteClient }).$client;
    // A checkpoint first: the copy needs less WAL replayed when it is loaded.
    await client.exec("checkpoint");
    writeFileSync(partial, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
    return finish("pglite");
  }

  let note: string | undefined;
  if (await pgDumpAvailable()) {
    const { code, stderr } = await run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${partial}`,
      `--dbname=${handle.url!}`,
    ]);
    if (code === 0) return finish("pg_dump");
    rmSync(partial, { force: true });
    // Most often a pg_dump older than the server: the portable dump needs no tool.
    note = `pg_dump failed (${stderr.split("\n")[0] || `exit ${code}`}); wrote the portable SQL dump instead`;
  }
  await writePortable(handle, version, partial);
  return finish("sql", note);
}

/** The portable dump: a header of comments, then exportStatements' lines, gzipped. */
async function writePortable(handle: DbHandle, version: number, file: string) {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
  };
  await write("-- The Roadies: portable backup (restore with `npm run restore <file>`).");
  await write(`-- Schema version ${version}: the rows below go into a database migrated to this version.`);
  await write(`-- Taken ${new Date().toISOString()}.`);
  await exportStatements(handle.db, write);
  gzip.end();
  await written;
}

/** The lines of a portable dump, one statement each. */
async function* portableLines(file: string): AsyncGenerator<string> {
  yield* createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
}

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

export interface Restored {
  format: BackupFormat;
  /** The backup's schema version, and the version the database is at now (migrated forward). */
  from: number;
  to: number;
  /** With --replace on an embedded database: where its old data directory was moved. */
  keptAside?: string;
}

/**
 * Restores `file` into the database `config` names, which must be empty (no tables; for PGlite no
 * data directory) unless `replace`: then PostgreSQL's schemas are dropped first, and an embedded data
 * directory is moved aside (never deleted). The database is then migrated forward to this code.
 */
export async function restoreBackup(file: string, config: DbConfig, options: { replace?: boolean } = {}): Promise<Restored> {
  const parsed = parseBackupName(file);
  if (!parsed)
    throw new RestoreRefusedError(
      `${basename(file)} is not a backup of this app (expected roadies-<time>-v<version>.sql.gz, .pg_dump or .pglite.tar.gz).`,
    );
  if (!existsSync(file)) throw new RestoreRefusedError(`${file} does not exist.`);
  if (parsed.version > codeSchemaVersion()) {
    throw new RestoreRefusedError(
      `The backup is at schema version ${parsed.version}, newer than this code's ${codeSchemaVersion()}: restore it with the newer code.`,
    );
  }
  let keptAside: string | undefined;
  if (config.kind === "pglite") {
    const directory = join(config.dataDir, "pglite");
    if (existsSync(join(directory, "PG_VERSION"))) {
      if (!options.replace)
        throw new RestoreRefusedError(`${describeDb(config)} already holds a database: restore into an empty DATA_DIR, or add --replace.`);
      keptAside = `${directory}.replaced-${Date.now()}`;
    }
  }
  if (parsed.format === "pg_dump" && config.kind !== "postgres") {
    throw new RestoreRefusedError("A pg_dump backup restores into PostgreSQL only: set DATABASE_URL, or restore a .sql.gz backup.");
  }

  if (config.kind !== "postgres" && parsed.format === "pglite") {
    const handle = await openPgliteForRestore(config, file, keptAside);
    try {
      await migrateDatabase(handle);
      return { format: parsed.format, from: parsed.version, to: await schemaVersion(handle.db), keptAside };
    } finally {
      await handle.close();
    }
  }

  const handle = config.kind === "postgres" ? await openDatabase(config) : await openPgliteForRestore(config, undefined, keptAside);
  try {
    if (config.kind === "postgres" && (await userTableCount(handle.db)) > 0) {
      if (!options.replace)
        throw new RestoreRefusedError(`${describeDb(config)} is not empty: restore into an empty database, or add --replace.`);
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`drop schema public cascade`);
      await handle.db.execute(sql`create schema public`);
    }
    if (parsed.format === "pg_dump") {
      const { code, stderr } = await run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        `--dbname=${handle.url!}`,
        file,
      ]);
      if (code !== 0) throw new Error(`pg_restore failed: ${stderr.split("\n")[0] || `exit ${code}`}`);
    } else if (parsed.format === "sql") {
      await migrateDatabase(handle, { upTo: parsed.version });
      await importStatements(handle.db, portableLines(file));
    } else {
      // An embedded database's backup into PostgreSQL: loaded in memory, its rows copied across.
      const source = await openDatabase({ kind: "memory", from: file });
      try {
        await migrateDatabase(handle, { upTo: await schemaVersion(source.db) });
        await copyRows(source.db, handle.db);
      } finally {
        await source.close();
      }
    }
    await migrateDatabase(handle);
    return { format: parsed.format, from: parsed.version, to: await schemaVersion(handle.db), keptAside };
  } finally {
    await handle.close();
  }
}

/** Opens the embedded database a restore writes to: the old directory moved aside first (--replace). */
async function openPgliteForRestore(
  config: DbConfig & { kind: "pglite" | "memory" },
  from: string | undefined,
  keptAside: string | undefined,
): Promise<DbHandle> {
  if (config.kind === "memory") return openDatabase({ kind: "memory", from });
  // A running app keeps its directory: nothing is moved while another process holds it.
  const holder = lockHolder(config.dataDir);
  if (holder !== null) throw new DataDirLockedError(config.dataDir, holder);
  if (keptAside) renameSync(join(config.dataDir, "pglite"), keptAside);
  return openDatabase({ kind: "pglite", dataDir: config.dataDir, from });
}
