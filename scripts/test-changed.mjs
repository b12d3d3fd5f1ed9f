// `npm run test:changed`: the quick loop while working on a change. Typecheck and lint, then only the
// tests the change can affect: vitest's `--changed` (test files that import a changed file, directly
// or not) on PGlite and, with TEST_DATABASE_URL, on PostgreSQL; and Playwright's `--only-changed`
// (specs that changed or import a changed support file), after a build, only when there is one.
// `npm test` is still what CI runs.
//
// The change is measured against TEST_CHANGED_BASE, else origin/main, else main's merge-base with
// HEAD (on main itself without a remote: HEAD, so the uncommitted work is the change).
import { spawn, spawnSync } from "node:child_process";

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

// Typecheck (one process, incremental) runs beside lint and the tests: the machine has two cores.
const typecheck = run("typecheck", "npx", ["tsc", "--noEmit"]);
const checks = (async () => {
  const codes = [];
  if (lintable.length > 0) {
    codes.push(
      await run("eslint", "npx", [
        "eslint",
        "--max-warnings",
        "0",
        "--cache",
        "--cache-location",
        "node_modules/.cache/eslint/",
        ...lintable,
      ]),
    );
  }
  codes.push(await run("prettier", "npx", ["prettier", "--check", "--ignore-unknown", ...changed]));
  if (sources.length > 0) {
    codes.push(
      await run("dependency-cruiser", "npx", ["depcruise", "--config", ".dependency-cruiser.cjs", "--output-type", "err", ...sources]),
    );
  }
  codes.push(await run("knip", "npx", ["knip"]));
  // One vitest run for both databases: their files share the workers.
  const projects = process.env.TEST_DATABASE_URL ? ["--project", "pglite", "--project", "postgres"] : ["--project", "pglite"];
  codes.push(await run("vitest", "npx", ["vitest", "run", ...projects, "--changed", base, "--passWithNoTests"]));
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

const codes = [await typecheck, ...(await checks)];
console.log("\n== test:changed (wall clock)");
for (const row of rows) console.log(`  ${row.name.padEnd(22)} ${row.seconds.toFixed(1).padStart(6)} s  ${row.ok ? "ok" : "failed"}`);
console.log(`  ${"total".padEnd(22)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
