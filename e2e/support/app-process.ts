import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/** A running process and everything it has printed so far. */
export type AppProcess = { child: ChildProcess; output: () => string };

/**
 * The built app as `npm run serve` starts it, after its migrate step: remix-serve behind the front
 * door (`--import scripts/origin-guard.mjs`), with exactly `env` (nothing of the test run's own),
 * from this checkout or from a built copy of it in `cwd`.
 */
export function startBuiltApp(env: NodeJS.ProcessEnv, cwd?: string): AppProcess {
  const child = spawn(process.execPath, ["--import", "./scripts/origin-guard.mjs", "node_modules/.bin/remix-serve", "build/index.js"], {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Waits until `url` answers 200; fails with what the process said if it exits or takes a minute. */
export async function waitUntilUp(url: string, child: ChildProcess, what: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode}):\n${what()}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not come up in a minute (last status ${status}):\n${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM (the app closes its database and exits), SIGKILL if it has not within 10 s. */
export async function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
