import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The secret that signs cookies. Required when DATABASE_URL is set (several instances must share
 * it); with the embedded database a random one is made once and kept in DATA_DIR, so a laptop
 * install needs no configuration and sessions survive restarts.
 */
function loadSessionSecret(env: NodeJS.ProcessEnv): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.DATABASE_URL) {
    throw new Error("SESSION_SECRET must be set when DATABASE_URL is set (use a long random string).");
  }
  const dataDir = env.DATA_DIR || "./data";
  if (dataDir === "memory://") return randomBytes(32).toString("hex");
  const file = join(resolve(dataDir), "session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* first start */
  }
  mkdirSync(resolve(dataDir), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export const sessionSecret = loadSessionSecret(process.env);
