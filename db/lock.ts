import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

/**
 * PGlite has no lock of its own: two processes on one data directory would corrupt it.
 * We keep a pid file beside the database; a live pid that is not ours means "in use".
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}). ` +
        "The embedded database serves one process at a time: stop that process first, " +
        "choose another DATA_DIR, or set DATABASE_URL to run several instances on PostgreSQL.",
    );
    this.name = "DataDirLockedError";
  }
}

const lockFile = (dataDir: string) => join(dataDir, "roadies.lock");

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The pid of a live process other than this one holding the lock, or null. */
export function lockHolder(dataDir: string): number | null {
  const pid = readHolder(lockFile(dataDir));
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw error;
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new DataDirLockedError(dataDir, holder);
      // A stale lock left by a process that died (or by an earlier run that had our pid).
      try {
        unlinkSync(file);
      } catch {
        /* somebody else removed it first; try again */
      }
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (readHolder(file) === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        /* already gone */
      }
    }
  };
  process.on("exit", release);
  return release;
}
