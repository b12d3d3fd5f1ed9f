import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, lockHolder } from "./lock";

let dir: string;
let lockFile: string;
let child: ChildProcess | undefined;
let release: (() => void) | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "roadies-lock-"));
  lockFile = join(dir, "roadies.lock");
});

afterEach(async () => {
  release?.();
  release = undefined;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
  child = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function liveOtherProcess(): Promise<number> {
  child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"], { stdio: "ignore" });
  await new Promise((resolve, reject) => {
    child!.once("spawn", resolve);
    child!.once("error", reject);
  });
  expect(child.pid).toBeTypeOf("number");
  return child.pid!;
}

describe("acquireDataDirLock", () => {
  it("takes a free lock, writes our pid and returns a release function", () => {
    release = acquireDataDirLock(dir);
    expect(release).toBeTypeOf("function");
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    // Our own pid is not "another holder".
    expect(lockHolder(dir)).toBeNull();
  });

  it("creates a data directory that does not exist yet", () => {
    const nested = join(dir, "a", "b");
    release = acquireDataDirLock(nested);
    expect(readFileSync(join(nested, "roadies.lock"), "utf8").trim()).toBe(String(process.pid));
  });

  it("refuses a lock held by another live process", async () => {
    const pid = await liveOtherProcess();
    writeFileSync(lockFile, `${pid}\n`);

    expect(lockHolder(dir)).toBe(pid);
    let error: unknown;
    try {
      release = acquireDataDirLock(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).message).toContain(dir);
    expect((error as DataDirLockedError).message).toContain(String(pid));
    expect((error as DataDirLockedError).pid).toBe(pid);
    expect((error as DataDirLockedError).dataDir).toBe(dir);
    // The other process's lock is left alone.
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(pid));
  });

  it("takes over a lock left by a dead process", () => {
    const deadPid = 999999;
    expect(isAlive(deadPid)).toBe(false);
    writeFileSync(lockFile, `${deadPid}\n`);
    expect(lockHolder(dir)).toBeNull();

    release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
  });

  it("takes over a lock file with garbage in it", () => {
    writeFileSync(lockFile, "not a pid\n");
    release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
  });

  it("release removes the lock file, and a second release is harmless", () => {
    const done = acquireDataDirLock(dir);
    expect(existsSync(lockFile)).toBe(true);
    done();
    expect(existsSync(lockFile)).toBe(false);
    done();
    expect(existsSync(lockFile)).toBe(false);
    // Free again for the next process.
    release = acquireDataDirLock(dir);
    expect(existsSync(lockFile)).toBe(true);
  });

  it("release does not remove a lock that another process has taken since", async () => {
    const done = acquireDataDirLock(dir);
    const pid = await liveOtherProcess();
    writeFileSync(lockFile, `${pid}\n`);
    done();
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(pid));
  });
});
