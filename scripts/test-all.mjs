// `npm test`: every check CI runs, each step timed (typecheck and lint side by side, the rest one
// after another). Ends with a table of the steps' wall times and the ten slowest test files of
// vitest and of Playwright, so a slower suite shows where its minutes went. The app is built once,
// for the e2e suite and the budgets alike.
//
// .ci/run passes the time its own steps took (npm ci) in TEST_TIMINGS_BEFORE as "name=seconds;…".
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = new URL("..", import.meta.url).pathname;
const REPORTS = join(ROOT, ".test-timings");
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

/** @type {{ step: string, seconds: number, status: string }[]} */
const rows = (process.env.TEST_TIMINGS_BEFORE ?? "")
  .split(";")
  .filter(Boolean)
  .map((pair) => {
    const [step, seconds] = pair.split("=");
    return { step, seconds: Number(seconds), status: "ok" };
  });

/** Each step's wall time is its own; steps run side by side overlap, so the total is the run's. */
const runStarted = performance.now();
const secondsBefore = rows.reduce((sum, row) => sum + row.seconds, 0);

/**
 * Steps that do not need each other, run at once (typecheck and lint: each leaves a core idle
 * most of its time). Their output is held and printed whole, one step after the other.
 */
async function together(steps) {
  const results = await Promise.all(
    steps.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = performance.now();
          const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code, signal) => {
            resolve({ name, code: code ?? signal, seconds: (performance.now() - started) / 1000, output: Buffer.concat(output) });
          });
        }),
    ),
  );
  const others = results.map((result) => result.name);
  for (const result of results) {
    console.log(`\n== ${result.name} (beside ${others.filter((name) => name !== result.name).join(", ")})`);
    process.stdout.write(result.output);
    rows.push({ step: result.name, seconds: result.seconds, status: result.code === 0 ? "ok" : `failed (${result.code})` });
  }
  const failed = results.find((result) => result.code !== 0);
  if (failed) finish(typeof failed.code === "number" ? failed.code : 1);
}

function step(name, command, args, env = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = (performance.now() - started) / 1000;
  const ok = result.status === 0;
  rows.push({ step: name, seconds, status: ok ? "ok" : `failed (${result.status ?? result.signal})` });
  if (!ok) finish(result.status ?? 1);
}

function slowestVitest(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  return report.testResults.map((r) => ({ file: relative(ROOT, r.name), seconds: (r.endTime - r.startTime) / 1000 }));
}

function slowestPlaywright(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const key = `${spec.file} (${test.projectName})`;
          perFile.set(key, (perFile.get(key) ?? 0) + result.duration / 1000);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...perFile].map(([name, seconds]) => ({ file: `e2e/${name}`, seconds }));
}

function printTop(title, entries) {
  if (entries.length === 0) return;
  console.log(`\n${title}`);
  for (const { file, seconds } of entries.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
  }
}

function finish(code) {
  const total = secondsBefore + (performance.now() - runStarted) / 1000;
  const width = Math.max(...rows.map((row) => row.step.length), 5);
  console.log("\n== Timings (wall clock)");
  for (const row of rows) {
    console.log(`  ${row.step.padEnd(width)}  ${row.seconds.toFixed(1).padStart(7)} s  ${row.status}`);
  }
  console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(7)} s  (typecheck and lint side by side)`);
  try {
    reports();
  } catch (error) {
    // The timings are a report: one that cannot be read never fails the run.
    console.log(`\n(the test reports could not be read: ${error instanceof Error ? error.message : error})`);
  }
  process.exit(code);
}

function reports() {
  printTop("Ten slowest vitest files, PGlite (file's wall time)", slowestVitest(join(REPORTS, "vitest-pglite.json")));
  printTop("Ten slowest vitest files, PostgreSQL (file's wall time)", slowestVitest(join(REPORTS, "vitest-postgres.json")));
  printTop("Ten slowest Playwright files (sum of their tests' durations)", slowestPlaywright(join(REPORTS, "playwright.json")));
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const project of ["pglite", "postgres"]) {
    const file = join(REPORTS, `vitest-${project}.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  }
  const e2e = join(REPORTS, "playwright.json");
  if (existsSync(e2e)) {
    const { stats } = JSON.parse(readFileSync(e2e, "utf8"));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  }
  // The closing line: every test of vitest (both databases) and Playwright.
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

const vitest = (project) => [
  "vitest",
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(REPORTS, `vitest-${project}.json`)}`,
];

step("Dockerfile check", "npm", ["run", "--silent", "check:dockerfile"]);
await together([
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
]);
step("vitest on PGlite", "npx", vitest("pglite"));
if (process.env.TEST_DATABASE_URL) step("vitest on PostgreSQL", "npx", vitest("postgres"));
step("build", "npm", ["run", "--silent", "build"]);
step("Playwright", "node", ["scripts/e2e.mjs", "--reporter=list,json"], {
  E2E_SKIP_BUILD: "1",
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS, "playwright.json"),
});
step("budgets", "npm", ["run", "--silent", "budgets"], { BUDGETS_SKIP_BUILD: "1" });
finish(0);
