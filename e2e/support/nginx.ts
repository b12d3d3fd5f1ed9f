import { execFile } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

/**
 * A real nginx for the tests (Debian's package: .ci/run installs it), run as an ordinary process
 * from a prefix directory of its own: its pid file, logs, temporary files and cache all live there,
 * so neither root nor /etc/nginx is needed. The site files of server/nginx/ are linked in as
 * `roadies/`, where compose.yaml mounts them in the official image (/etc/nginx/roadies), so their
 * `include roadies/proxy.conf` resolves the same way in both.
 */
export const NGINX_PATH = process.env.NGINX_PATH || "/usr/sbin/nginx";

/** In CI (or with E2E_REQUIRED=1) a missing nginx fails the tests that need it; elsewhere they skip. */
export const NGINX_REQUIRED = Boolean(process.env.CI) || process.env.E2E_REQUIRED === "1";

export function nginxInstalled(): boolean {
  try {
    accessSync(NGINX_PATH, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Why a test needing nginx is skipped here (null: it runs, or fails for want of nginx in CI). */
export function nginxSkipReason(): string | null {
  if (nginxInstalled() || NGINX_REQUIRED) return null;
  return `no nginx at ${NGINX_PATH}: install Debian's nginx (apt-get install nginx) or set NGINX_PATH`;
}

/**
 * Writes `prefix/nginx.conf`, a top-level configuration around `site` (the text of an http-level
 * site file, written as prefix/site.conf), and links server/nginx/ in as prefix/roadies. Returns
 * the arguments that run nginx on it (add `-t` to only check it).
 */
export async function writeNginxPrefix(prefix: string, site: string): Promise<string[]> {
  const dir = resolve(prefix);
  await mkdir(dir, { recursive: true });
  await symlink(resolve("server/nginx"), join(dir, "roadies"));
  await writeFile(join(dir, "site.conf"), site);
  // As root, nginx would hand its workers to `nobody`, who cannot enter a private temp directory.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  await writeFile(
    join(dir, "nginx.conf"),
    `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client-body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include site.conf;
}
`,
  );
  return ["-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];
}

/** `nginx -t` on a prefix written by writeNginxPrefix: its exit status and what it said. */
export async function nginxTest(args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stderr } = await promisify(execFile)(NGINX_PATH, ["-t", ...args]);
    return { ok: true, output: stderr };
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    return { ok: false, output: failed.stderr || failed.message };
  }
}
