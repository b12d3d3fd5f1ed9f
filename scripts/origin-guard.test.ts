import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * A server started the way `npm start` and `npm run serve` start remix-serve (`node --import
 * ./scripts/origin-guard.mjs`), here around a bare http server: what it prints once it listens.
 */
function startOutput(env: Record<string, string>): Promise<string> {
  const child = spawn(
    process.execPath,
    ["--import", "./scripts/origin-guard.mjs", "-e", "require('node:http').createServer((_, res) => res.end()).listen(0, '127.0.0.1')"],
    // The test run's own APP_URL and PORT left out: only what the case sets.
    { env: { ...process.env, APP_URL: "", PORT: "", NODE_OPTIONS: "", ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  return new Promise((resolve, reject) => {
    const done = () => {
      child.kill();
      resolve(output);
    };
    // The server never ends by itself: once it has printed what it prints on listening (or after 8 s), stop it.
    const timer = setTimeout(done, 8_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("403")) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", reject);
  });
}

describe("start-up output", () => {
  it("names APP_URL as the one address to open, and says other host names get 403 on forms", { timeout: 15_000 }, async () => {
    const output = await startOutput({ APP_URL: "https://roadies.example.org", PORT: "4555" });
    expect(output).toContain("Open the site at https://roadies.example.org\n");
    expect(output).toMatch(/another host name for this machine\s+\(127\.0\.0\.1, its IP address or name\) gets 403 on every form/);
  });

  it("without APP_URL, names http://localhost and the port", { timeout: 15_000 }, async () => {
    const output = await startOutput({ PORT: "4556" });
    expect(output).toContain("Open the site at http://localhost:4556\n");
  });
});
