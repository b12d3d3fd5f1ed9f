// `npm run test:changed`: the quick loop while working on a change. Typecheck and lint beside only
// the tests the change can affect: vitest's `--changed` (test files that import a changed file,
// directly or not) on PGlite, and Playwright's `--only-changed` (specs that changed or import a
// changed support file), after a build, only when there is one. The PostgreSQL half of vitest runs
// too (with TEST_DATABASE_URL set) when the change touches db/ or the test set-up, or with
// `--postgres`; `npm test` is what CI runs, both databases always.
//
// The change is measured against TEST_CHANGED_BASE, else origin/main, else main's merge-base with
// HEAD (on main itself without a remote: HEAD, so the uncommitted work is the change).
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";

const ROOT = new URL("..", import.meta.url).pathname;

function git(args) {
  const result = spawnSync("git", args, { cwd: ROOT, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

function baseRef() {
  if (process.env.TEST_CHANGED_BASE) return process.env.TEST_CHANGED_BASE;
  if (git(["rev-parse", "--verify", "--quiet", "origin/main"])) return "origin/main";
  return git(["merge-base", "main", "HEAD"]) ?? "HEAD";
}

const base = baseRef();
// Files changed since the base, committed or not, and new files not yet added.
const changed = [
  ...new Set([
    ...(git(["diff", "--name-only", "--diff-filter=ACMR", base]) ?? "").split("\n"),
    ...(git(["ls-files", "--others", "--exclude-standard"]) ?? "").split("\n"),
  ]),
].filter(Boolean);

const rows = [];
/** Runs a command; resolves with its exit code, and records the step's wall time. */
function run(name, command, args, env = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("close", (code) => {
      rows.push({ name, seconds: (performance.now() - started) / 1000, ok: code === 0 });
      resolve(code ?? 1);
    });
  });
}

const started = performance.now();
console.log(`test:changed against ${base}: ${changed.length} changed file(s)`);
if (changed.length === 0) {
  console.log("Nothing changed: nothing to test.");
  process.exit(0);
}

const lintable = changed.filter((file) => /\.(c|m)?(j|t)sx?$/.test(file));
const sources = changed.filter((file) => /^(app|db|server|scripts|test|e2e)\//.test(file) && /\.(c|m)?(j|t)sx?$/.test(file));

// Two lanes at once, one per core: typecheck then the linters, beside the tests. The tests are the
// longer lane, so the checks run at a lower priority (`nice`): they take what the tests leave.
const lowPriority = (name, command, args) =>
  process.platform === "win32" ? run(name, command, args) : run(name, "nice", ["-n", "10", command, ...args]);
const checks = (async () => {
  const codes = [await lowPriority("typecheck", "npx", ["tsc", "--noEmit"])];
  if (lintable.length > 0) {
    codes.push(
      await lowPriority("eslint", "npx", [
        "eslint",
        "--max-warnings",
        "0",
        // The compiled catalogues (app/i18n/paraglide) change with every new message and are ignored by the config.
        "--no-warn-ignored",
        "--cache",
        "--cache-location",
        "node_modules/.cache/eslint/",
        ...lintable,
      ]),
    );
  }
  codes.push(await lowPriority("prettier", "npx", ["prettier", "--check", "--cache", "--ignore-unknown", ...changed]));
  if (sources.length > 0) {
    codes.push(
      await lowPriority("dependency-cruiser", "npx", [
        "depcruise",
        "--config",
        ".dependency-cruiser.cjs",
        "--output-type",
        "err",
        ...sources,
      ]),
    );
  }
  codes.push(await lowPriority("knip", "npx", ["knip"]));
  return codes;
})();
const tests = (async () => {
  const codes = [];
  // The change's test files on PGlite, and on PostgreSQL when asked for or when the database layer
  // changed: the same engine, but another server (its own connections, locks and timing). A model's
  // one-line change reaches 41 files: 87 s on PGlite alone, 161 s with PostgreSQL's 41 as well.
  const postgres =
    Boolean(process.env.TEST_DATABASE_URL) &&
    (process.argv.includes("--postgres") || changed.some((file) => /^(db\/|test\/(db|postgres-))/.test(file)));
  const projects = postgres ? ["--project", "pglite", "--project", "postgres"] : ["--project", "pglite"];
  if (process.env.TEST_DATABASE_URL && !postgres) console.log("vitest on PGlite only (--postgres adds PostgreSQL)");
  // One worker per core: the linters' lane has the other half of the machine in turns.
  codes.push(
    await run("vitest", "npx", [
      "vitest",
      "run",
      ...projects,
      "--changed",
      base,
      "--passWithNoTests",
      "--maxWorkers",
      String(availableParallelism()),
    ]),
  );
  // Playwright only when a spec (or what specs import) changed: list first, build only then.
  const listed = spawnSync("npx", ["playwright", "test", "--list", `--only-changed=${base}`], { cwd: ROOT, encoding: "utf8" });
  const specs = /Total: (\d+) tests?/.exec(listed.stdout ?? "");
  if (specs && Number(specs[1]) > 0) {
    codes.push(await run("Playwright", "node", ["scripts/e2e.mjs", `--only-changed=${base}`]));
  } else {
    console.log("\nNo Playwright spec is affected by the change.");
  }
  return codes;
})();

const codes = [...(await checks), ...(await tests)];
console.log("\n== test:changed (wall clock)");
for (const row of rows) console.log(`  ${row.name.padEnd(22)} ${row.seconds.toFixed(1).padStart(6)} s  ${row.ok ? "ok" : "failed"}`);
console.log(`  ${"total".padEnd(22)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
