import { spawn } from "node:child_process";
import http from "node:http";
import { describe, expect, it } from "vitest";

/**
 * A server started the way `npm start` and `npm run serve` start remix-serve (`node --import
 * ./scripts/origin-guard.mjs`), here around a bare http server listening on `port` (0: any free one).
 */
function startGuarded(env: Record<string, string>, port = 0) {
  return spawn(
    process.execPath,
    [
      "--import",
      "./scripts/origin-guard.mjs",
      "-e",
      `require('node:http').createServer((_, res) => res.end('ok')).listen(${port}, '127.0.0.1')`,
    ],
    // The test run's own APP_URL and PORT left out: only what the case sets.
    { env: { ...process.env, APP_URL: "", PORT: "", NODE_OPTIONS: "", ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
}

/** What a guarded server prints once it listens, or before it exits on a refused setting. */
function startOutput(env: Record<string, string>): Promise<string> {
  const child = startGuarded(env);
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
    // A refused setting ends the process: what it printed is all there is.
    child.on("exit", () => {
      clearTimeout(timer);
      resolve(output);
    });
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

/** A guarded bare server on `port`: the Keep-Alive header of its answer to one keep-alive request. */
async function keepAliveHeader(port: number, env: Record<string, string>): Promise<string | undefined> {
  const child = startGuarded({ APP_URL: `http://127.0.0.1:${port}`, PORT: String(port), ...env }, port);
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("Open the site")) resolve();
      });
      child.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
    });
    const agent = new http.Agent({ keepAlive: true });
    try {
      return await new Promise<string | undefined>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
            res.resume();
            res.on("end", () => {
              const header = res.headers["keep-alive"];
              resolve(Array.isArray(header) ? header.join(", ") : header);
            });
          })
          .on("error", reject);
      });
    } finally {
      agent.destroy();
    }
  } finally {
    child.kill();
  }
}

describe("keep-alive", () => {
  it(
    "holds an idle connection 65 s by default (past a proxy's 60 s), KEEP_ALIVE_SECONDS when set; Node's own is 5 s",
    { timeout: 20_000 },
    async () => {
      expect(await keepAliveHeader(4561, {})).toBe("timeout=65");
      expect(await keepAliveHeader(4562, { KEEP_ALIVE_SECONDS: "120" })).toBe("timeout=120");
    },
  );

  it("refuses a KEEP_ALIVE_SECONDS that is not a whole number of seconds, with the reason", { timeout: 15_000 }, async () => {
    const output = await startOutput({ KEEP_ALIVE_SECONDS: "soon", PORT: "4563" });
    expect(output).toContain('KEEP_ALIVE_SECONDS must be a whole number of seconds from 1 to 3600, not "soon"');
  });
});
