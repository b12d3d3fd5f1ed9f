import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const env = {
  NODE_ENV: "test" as const,
  SESSION_SECRET: "test-session-secret-that-is-long-enough-0123456789",
  APP_URL: "http://localhost:3000",
};
// Set on each project: a project does not inherit the root's test options, so these were never
// applied and every test ran with vitest's 5 s default (the start-up tests, which spawn a process
// each, timed out under load).
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
/**
 * A worker runs file after file and keeps node_modules loaded (Remix, drizzle, PGlite, msw):
 * loading them again for each file was two thirds of a run. test/fresh-modules.ts, the first set-up
 * file, gives every file fresh app modules, mocks and stubbed env, as isolation did.
 */
const shared = { ...timeouts, isolate: false };

/**
 * Every test runs on the embedded PGlite (in memory, a fresh database per file, emptied before
 * each test). When TEST_DATABASE_URL is set, the database tests (*.db.test.ts) run a second time
 * on a real PostgreSQL, each file in a throw-away database of its own.
 */
const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { alias },
    test: {
      name: "pglite",
      ...shared,
      include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
      env: { ...env, DATA_DIR: "memory://" },
      globalSetup: ["test/pglite-global-setup.ts"],
      setupFiles: ["test/fresh-modules.ts", "test/pglite-setup.ts"],
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    resolve: { alias },
    test: {
      name: "postgres",
      ...shared,
      include: ["app/**/*.db.test.ts", "db/**/*.db.test.ts"],
      env: { ...env, DATA_DIR: "memory://" },
      globalSetup: ["test/postgres-global-setup.ts"],
      setupFiles: ["test/fresh-modules.ts", "test/postgres-setup.ts"],
    },
  });
}

export default defineConfig({
  test: {
    // vitest's default in run mode is one core less than the machine has: one worker on CI's two
    // cores. The files wait on the database as much as they compute; on two cores, PGlite's files
    // took 383 s with one worker, 202 s with two, 159 s with three, 168 s with four; PostgreSQL's
    // 146 s with two, 126 s with three, 111 s with four. Three, one pool for both projects, so
    // npm run test:changed runs their files at once.
    maxWorkers: availableParallelism() + 1,
    projects,
  },
});
