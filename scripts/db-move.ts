import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { codeSchemaVersion, describeDb, migrateDatabase, schemaVersion, userTableCount, type DbConfig, type DbHandle } from "../db/client";
import { copyRows, tableChecksums } from "../db/transfer";
import { openOrExit } from "./with-database";

/**
 * `npm run db:move -- --to postgres://…`: copies everything in the embedded database (DATA_DIR,
 * or --data-dir) into an empty PostgreSQL database. The schema comes from the migrations (up to the
 * source's version), the rows in foreign-key order, the sequences as they were; then every table's
 * count and checksum are compared, and the target is migrated forward if this code is newer. The
 * source is only read. The app must be stopped: the data directory serves one process at a time.
 */
const { values } = parseArgs({ options: { to: { type: "string" }, "data-dir": { type: "string" } } });

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!values.to) fail("Usage: npm run db:move -- --to postgres://user:password@host:5432/database [--data-dir ./data]");
const dataDir = resolve(values["data-dir"] ?? (process.env.DATA_DIR || "./data"));
if (!existsSync(join(dataDir, "pglite", "PG_VERSION")))
  fail(`No embedded database in ${dataDir} (set DATA_DIR or --data-dir to the app's data directory).`);

const sourceConfig: DbConfig = { kind: "pglite", dataDir };
const targetConfig: DbConfig = { kind: "postgres", url: values.to, max: 2 };

const started = performance.now();
const source = await openOrExit(sourceConfig);
let target: DbHandle | undefined;
try {
  target = await openOrExit(targetConfig);
  const version = await schemaVersion(source.db);
  if (version > codeSchemaVersion()) {
    fail(
      `The embedded database is at schema version ${version}, newer than this code's ${codeSchemaVersion()}: move it with the newer code.`,
    );
  }
  const tables = await userTableCount(target.db);
  if (tables > 0)
    fail(`Refusing to move into ${describeDb(targetConfig)}: it already has ${tables} table(s). Create an empty database for it.`);

  console.log(`Moving ${describeDb(sourceConfig)} (schema version ${version}) to ${describeDb(targetConfig)}…`);
  await migrateDatabase(target, { upTo: version });
  const { rows } = await copyRows(source.db, target.db);
  const [before, after] = [await tableChecksums(source.db), await tableChecksums(target.db)];
  const differing = [...before]
    .filter(([name, sum]) => after.get(name)?.rows !== sum.rows || after.get(name)?.md5 !== sum.md5)
    .map(([name]) => name);
  if (differing.length > 0)
    fail(`The copy differs from the source in: ${differing.join(", ")}. Nothing to switch to: drop the target and try again.`);
  const tableCount = [...before.keys()].filter((name) => !name.startsWith("sequence ")).length;
  console.log(`Copied ${rows} rows in ${tableCount} tables; every table's count and checksum, and every sequence, equal the source's.`);
  if (version < codeSchemaVersion()) {
    await migrateDatabase(target);
    console.log(`Migrated the copy forward from schema version ${version} to ${codeSchemaVersion()}.`);
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s. ${dataDir} was only read.`);
  console.log(
    "Next: set DATABASE_URL to that database's URL in the app's settings and start it; keep the data directory until you are satisfied.",
  );
} finally {
  await target?.close();
  await source.close();
}
