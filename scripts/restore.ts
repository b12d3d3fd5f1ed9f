import { parseArgs } from "node:util";
import { restoreBackup, RestoreRefusedError } from "../db/backup";
import { dbConfigFromEnv, describeDb } from "../db/client";
import { DataDirLockedError } from "../db/lock";

/**
 * `npm run restore -- <file> [--replace]`: a backup into DATABASE_URL or the embedded database,
 * which must be empty unless --replace; then migrated forward to this code.
 */
const { positionals, values } = parseArgs({ allowPositionals: true, options: { replace: { type: "boolean", default: false } } });
if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- <backup file> [--replace]");
  process.exit(1);
}
const config = dbConfigFromEnv();
try {
  const restored = await restoreBackup(positionals[0], config, { replace: values.replace });
  console.log(`Restored ${positionals[0]} (${restored.format}, schema version ${restored.from}) into ${describeDb(config)}.`);
  if (restored.to > restored.from) console.log(`Migrated it forward to schema version ${restored.to}.`);
  if (restored.keptAside) console.log(`The database it replaced is kept in ${restored.keptAside}.`);
} catch (error) {
  if (error instanceof RestoreRefusedError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
