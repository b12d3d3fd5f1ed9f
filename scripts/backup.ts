import { backupDirFromEnv, createBackup, readBackupStatus, type Backup } from "../db/backup";
import { dbConfigFromEnv, describeDb } from "../db/client";
import { lockHolder } from "../db/lock";
import { openOrExit } from "./with-database";

/**
 * `npm run backup`: a backup of DATABASE_URL or the embedded database into BACKUP_DIR, while the
 * app goes on serving. On PostgreSQL with pg_dump (custom format), else the portable SQL dump. On
 * the embedded database, a running app is asked for it (SIGUSR2: only the process holding the data
 * directory may read it); when none runs, this command opens the directory itself.
 */
const config = dbConfigFromEnv();
const dir = backupDirFromEnv();
const WAIT_MS = Number(process.env.BACKUP_WAIT_SECONDS ?? 600) * 1000;

function report(backup: Pick<Backup, "file" | "bytes"> & { note?: string }) {
  if (backup.note) console.warn(backup.note);
  console.log(`Backup written: ${backup.file} (${(backup.bytes / 1024 / 1024).toFixed(1)} MB) from ${describeDb(config)}`);
}

const holder = config.kind === "pglite" ? lockHolder(config.dataDir) : null;
if (config.kind === "pglite" && holder !== null) {
  const asked = Date.now();
  process.kill(holder, "SIGUSR2");
  console.log(`Asked the running app (pid ${holder}) for a backup of ${describeDb(config)}…`);
  for (;;) {
    const status = readBackupStatus(config.dataDir);
    if (status && Date.parse(status.requestedAt) >= asked - 1000 && Date.parse(status.finishedAt) >= asked) {
      if (!status.ok) {
        console.error(`The app could not write the backup: ${status.error}`);
        process.exit(1);
      }
      report({ file: status.file!, bytes: status.bytes! });
      break;
    }
    if (Date.now() - asked > WAIT_MS) {
      console.error(`The app (pid ${holder}) wrote no backup within ${WAIT_MS / 1000} s: see its log.`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
} else {
  const handle = await openOrExit(config);
  try {
    report(await createBackup(handle, dir));
  } finally {
    await handle.close();
  }
}
