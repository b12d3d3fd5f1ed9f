// Runs the Playwright suite against a fresh build in the system Chromium. Without a Chromium the
// suite is skipped with a loud notice, unless E2E_REQUIRED=1 makes that a failure.
import { spawnSync } from "node:child_process";
import { accessSync, constants, rmSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
let found = true;
try {
  accessSync(chromium, constants.X_OK);
} catch {
  found = false;
}

if (!found) {
  const banner = "!".repeat(78);
  console.error(`\n${banner}\n!! e2e SKIPPED: no Chromium at ${chromium}.`);
  console.error("!! Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.");
  console.error(`${banner}\n`);
  process.exit(process.env.E2E_REQUIRED === "1" ? 1 : 0);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

rmSync("e2e/.tmp", { recursive: true, force: true });
// E2E_SKIP_BUILD=1 (npm test, which builds once for the e2e suite and the budgets) uses the current build.
if (process.env.E2E_SKIP_BUILD !== "1") run("npm", ["run", "build"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
