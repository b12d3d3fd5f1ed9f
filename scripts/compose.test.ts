import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import draft07 from "ajv/dist/refs/json-schema-draft-07.json";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { NGINX_PATH, nginxInstalled, nginxSkipReason, nginxTest, writeNginxPrefix } from "../e2e/support/nginx";

/**
 * compose.yaml is checked here without Docker: against the compose specification's JSON schema
 * (test/compose-spec.json, vendored from the compose-spec repository), and for what the schema
 * cannot know: the variables it reads are in .env.example, the files it mounts exist, the apps
 * trust exactly nginx, and nginx's site names the app services. nginx's own `nginx -t` checks the
 * site file compose mounts.
 */
type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  env_file?: string | string[];
};
type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> };

const composeText = readFileSync("compose.yaml", "utf8");
const compose = parse(composeText) as Compose;
const envExample = readFileSync(".env.example", "utf8");
const siteConf = readFileSync("server/nginx/compose.conf", "utf8");
const proxyConf = readFileSync("server/nginx/proxy.conf", "utf8");

function schemaValidator(): ValidateFunction {
  // strict: false: the schema uses keywords ajv does not know by default (e.g. "deprecated").
  const ajv = new Ajv({ allErrors: true, strict: false });
  // It names draft-07 by its https address; ajv knows the same meta-schema by the http one.
  ajv.addMetaSchema({ ...draft07, $id: "https://json-schema.org/draft-07/schema" });
  return ajv.compile(JSON.parse(readFileSync("test/compose-spec.json", "utf8")) as object);
}

const appServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

describe("compose.yaml", () => {
  const validate = schemaValidator();

  it("is valid by the compose specification's schema", () => {
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it("the schema check rejects a broken file (the check can fail)", () => {
    const broken = structuredClone(compose);
    (broken.services.nginx as Record<string, unknown>).ports = "80:80"; // a list, not a string
    (broken.services.postgres as Record<string, unknown>).restart_policy = "always"; // no such key
    expect(validate(broken)).toBe(false);
    const where = (validate.errors ?? []).map((error) => `${error.instancePath} ${error.params && JSON.stringify(error.params)}`);
    expect(where.join("\n")).toMatch(/\/services\/nginx\/ports/);
    expect(where.join("\n")).toMatch(/restart_policy/);
  });

  it("reads only variables that .env.example sets, and .env stays out of git and the image", () => {
    const used = new Set([...composeText.matchAll(/(?<!\$)\$\{([A-Z_][A-Z0-9_]*)/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(0);
    const documented = new Set([...envExample.matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
    for (const service of appServices.map(([, service]) => service)) expect(service.env_file).toBe(".env");
    expect(readFileSync(".gitignore", "utf8").split("\n")).toContain(".env");
    expect(readFileSync(".dockerignore", "utf8").split("\n")).toContain(".env");
  });

  it("runs two app instances on PostgreSQL behind one proxy, counting the address nginx passes", () => {
    expect(appServices.map(([name]) => name)).toEqual(["app-1", "app-2"]);
    for (const [name, service] of appServices) {
      expect(service.environment?.TRUST_PROXY, name).toBe("1");
      expect(service.environment?.DATABASE_URL, name).toMatch(
        /^postgres:\/\/\$\{POSTGRES_USER[^}]*\}:\$\{POSTGRES_PASSWORD[^}]*\}@postgres:5432\/\$\{POSTGRES_DB/,
      );
      expect(service.depends_on?.postgres?.condition, name).toBe("service_healthy");
      expect(service.healthcheck?.test.join(" "), name).toContain("/healthz");
      // Backups go to a named volume both share.
      const backupDir = service.environment?.BACKUP_DIR;
      expect(service.volumes, name).toContain(`backups:${backupDir}`);
    }
    expect(compose.services.postgres.image).toMatch(/^postgres:\d+/);
    expect(compose.services.postgres.volumes?.some((volume) => volume.startsWith("postgres-data:"))).toBe(true);
    expect(compose.services.postgres.healthcheck?.test.join(" ")).toContain("pg_isready");
    expect(Object.keys(compose.volumes ?? {})).toEqual(expect.arrayContaining(["postgres-data", "backups", "nginx-cache"]));
  });

  it("puts nginx in front of every app instance with the repository's site files, read-only", () => {
    const nginx = compose.services.nginx;
    for (const [name] of appServices) expect(nginx.depends_on?.[name]?.condition, name).toBe("service_healthy");
    const binds = (nginx.volumes ?? []).filter((volume) => volume.startsWith("./"));
    expect(binds).toContain("./server/nginx/compose.conf:/etc/nginx/conf.d/default.conf:ro");
    expect(binds).toContain("./server/nginx:/etc/nginx/roadies:ro");
    for (const bind of binds) expect(existsSync(bind.split(":")[0]), bind).toBe(true);
    expect(nginx.volumes).toContain("nginx-cache:/var/cache/nginx");
    // The upstream names exactly the app services, at the port they listen on.
    const upstream = [...siteConf.matchAll(/^\s*server\s+([\w-]+):(\d+);/gm)].map((match) => `${match[1]}:${match[2]}`);
    expect(upstream).toEqual(appServices.map(([name, service]) => `${name}:${service.environment?.PORT}`));
    expect(siteConf).toContain("include roadies/proxy.conf;");
  });

  it("the README's nginx section shows the site files as they are", () => {
    const readme = readFileSync("README.md", "utf8");
    const start = readme.indexOf("### Behind nginx");
    const section = readme.slice(start, readme.indexOf("\n## ", start));
    const blocks = [...section.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks).toEqual([proxyConf, siteConf]);
  });
});

const nginxSkipped = nginxSkipReason();
if (nginxSkipped) console.warn(`nginx -t SKIPPED: ${nginxSkipped}`);

describe.skipIf(nginxSkipped !== null)("nginx -t", () => {
  const prefixes: string[] = [];
  afterAll(async () => {
    for (const prefix of prefixes) await rm(prefix, { recursive: true, force: true });
  });

  it("accepts compose's site file (app hosts and cache path replaced for a machine without Docker)", async () => {
    expect(nginxInstalled(), `no nginx at ${NGINX_PATH}; CI installs Debian's (.ci/run)`).toBe(true);
    const prefix = await mkdtemp(join(tmpdir(), "roadies-nginx-t-"));
    prefixes.push(prefix);
    // app-1 and app-2 resolve only on compose's network, and /var/cache/nginx is the image's.
    const site = siteConf.replace(/server app-\d+:/g, "server 127.0.0.1:").replace("/var/cache/nginx/roadies", join(prefix, "cache"));
    expect(site).not.toEqual(siteConf);
    const result = await nginxTest(await writeNginxPrefix(prefix, site));
    expect(result.output).toContain("test is successful");
    expect(result.ok).toBe(true);
  });

  it("refuses a broken site file (the check can fail)", async () => {
    const prefix = await mkdtemp(join(tmpdir(), "roadies-nginx-t-"));
    prefixes.push(prefix);
    const result = await nginxTest(await writeNginxPrefix(prefix, "server { listen 127.0.0.1:1; proxy_cache nowhere; location / { } }\n"));
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/nowhere/);
  });
});
