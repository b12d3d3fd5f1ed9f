import { execFile } from "node:child_process";
import { cp, mkdtemp, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** What `remix build` and the server need of the checkout (public/build is rebuilt). */
const COPIED = [
  "app",
  "db",
  "server",
  "scripts",
  "public",
  "remix.config.js",
  "package.json",
  "tsconfig.json",
  "tailwind.config.ts",
  "postcss.config.js",
  "remix.env.d.ts",
];

/**
 * A copy of this checkout whose catalogues are compiled with the pseudo-locale en-XA added (every
 * English text accented, about 40% longer, in ⟦brackets⟧), then built. The checkout's own compiled
 * catalogues and build are left alone; the pseudo-locale never ships.
 */
export async function buildPseudoApp(): Promise<string> {
  const root = resolve(".");
  const dir = await mkdtemp(join(tmpdir(), "roadies-pseudo-"));
  for (const entry of COPIED) {
    await cp(join(root, entry), join(dir, entry), {
      recursive: true,
      filter: (source) => !source.startsWith(join(root, "public", "build")),
    });
  }
  await symlink(join(root, "node_modules"), join(dir, "node_modules"));
  await run(process.execPath, ["scripts/i18n.mjs", "--pseudo", dir], { cwd: root });
  await run(process.execPath, [join(root, "node_modules/@remix-run/dev/dist/cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production" },
  });
  return dir;
}
