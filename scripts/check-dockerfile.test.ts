import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { checkDockerfile, dockerignoreMatcher, importsOf, npmScriptsIn, parseDockerfile } from "./check-dockerfile.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const GOOD_DOCKERFILE = `# syntax=docker/dockerfile:1
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/package.json ./package.json
HEALTHCHECK CMD node -e "process.exit(0)"
CMD ["npm", "run", "serve"]
`;

const PACKAGE = {
  name: "fixture",
  scripts: { build: "echo build", serve: 'NODE_OPTIONS="--import ./server/guard.mjs" node server/main.mjs && exec node ./build/index.js' },
  dependencies: { lib: "1.0.0" },
  devDependencies: { devlib: "1.0.0" },
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A throw-away project: a good one, with `changes` applied (null deletes a file). */
function project(changes: Record<string, string | null> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "check-dockerfile-"));
  dirs.push(root);
  const files: Record<string, string | null> = {
    Dockerfile: GOOD_DOCKERFILE,
    ".dockerignore": "node_modules\nbuild\n.git\n",
    "package.json": JSON.stringify(PACKAGE),
    "package-lock.json": "{}",
    "server/main.mjs":
      'import lib from "lib";\nimport { helper } from "./helper.mjs";\nimport fs from "node:fs";\nconsole.log(lib, helper, fs);\n',
    "server/helper.mjs": "export const helper = 1;\n",
    "server/guard.mjs": 'import { helper } from "./helper.mjs";\nexport default helper;\n',
    ...changes,
  };
  for (const [name, text] of Object.entries(files)) {
    if (text === null) continue;
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

const problemsOf = (changes: Record<string, string | null> = {}) => checkDockerfile({ root: project(changes) }).problems;
const withDockerfile = (edit: (text: string) => string) => problemsOf({ Dockerfile: edit(GOOD_DOCKERFILE) });

describe("checkDockerfile on fixtures", () => {
  it("passes a good Dockerfile and traces what its command runs", () => {
    const root = project();
    const { problems, traced } = checkDockerfile({ root });
    expect(problems).toEqual([]);
    expect(traced.sort()).toEqual(["server/guard.mjs", "server/helper.mjs", "server/main.mjs"]);
  });

  it("flags a COPY source missing from the repository", () => {
    expect(problemsOf({ "package-lock.json": null })).toEqual([
      "Dockerfile:4: COPY source package-lock.json does not exist in the repository",
      "Dockerfile:5: npm ci runs before package-lock.json is copied into the stage",
    ]);
  });

  it("flags a COPY source excluded by .dockerignore", () => {
    expect(problemsOf({ ".dockerignore": "node_modules\n*.json\n!package.json\n" })).toEqual([
      "Dockerfile:4: COPY source package-lock.json is excluded by .dockerignore",
      "Dockerfile:5: npm ci runs before package-lock.json is copied into the stage",
    ]);
  });

  it("flags npm scripts that package.json does not have", () => {
    expect(withDockerfile((d) => d.replace('"run", "serve"', '"run", "serv"').replace("npm run build", "npm start"))).toEqual([
      'Dockerfile:9: npm script "start" is not in package.json',
      'Dockerfile:18: npm script "serv" is not in package.json',
    ]);
  });

  it("flags base images without a tag, or with latest", () => {
    expect(
      withDockerfile((d) =>
        d
          .replace("FROM node:20-bookworm-slim AS deps", "FROM node AS deps")
          .replace("FROM node:20-bookworm-slim\n", "FROM docker.io/library/node:latest\n"),
      ),
    ).toEqual([
      "Dockerfile:2: base image node is not pinned to a tag or digest",
      "Dockerfile:11: base image docker.io/library/node:latest is not pinned to a tag or digest",
    ]);
    expect(withDockerfile((d) => d.replace("FROM node:20-bookworm-slim\n", "FROM node@sha256:0123abcd\n"))).toEqual([]);
  });

  it("flags npm install where npm ci belongs", () => {
    expect(withDockerfile((d) => d.replace("RUN npm ci", "RUN npm install"))).toEqual([
      "Dockerfile:5: RUN npm install: use `npm ci`, which installs exactly what package-lock.json pins",
    ]);
    expect(withDockerfile((d) => d.replace("RUN npm ci", "RUN npm ci && npm install -g npm@10"))).toEqual([]);
  });

  it("wants the npm of package.json's packageManager before npm ci and npm prune", () => {
    const pinned = JSON.stringify({ ...PACKAGE, packageManager: "npm@11.19.1" });
    expect(problemsOf({ "package.json": pinned })).toEqual([
      'Dockerfile:5: npm ci/prune with the image\'s own npm: install npm@11.19.1 (package.json "packageManager", the npm that writes the lock) first',
      'Dockerfile:9: npm ci/prune with the image\'s own npm: install npm@11.19.1 (package.json "packageManager", the npm that writes the lock) first',
    ]);
    const fromPackageJson = GOOD_DOCKERFILE.replace(
      "RUN npm ci",
      `RUN npm install -g "$(node -p "require('./package.json').packageManager")" && npm ci`,
    );
    expect(problemsOf({ "package.json": pinned, Dockerfile: fromPackageJson })).toEqual([]);
    expect(
      problemsOf({ "package.json": pinned, Dockerfile: GOOD_DOCKERFILE.replace("RUN npm ci", "RUN npm i -g npm@11.19.1 && npm ci") }),
    ).toEqual([]);
    expect(
      problemsOf({
        "package.json": pinned,
        Dockerfile: GOOD_DOCKERFILE.replace("RUN npm ci", "RUN npm install --global npm@10 && npm ci"),
      }),
    ).toEqual(['Dockerfile:5: installs npm@10, but package.json\'s "packageManager" is npm@11.19.1']);
  });

  it("flags a file the command runs that is not copied into the final stage", () => {
    expect(
      withDockerfile((d) => d.replace("COPY --from=build /app/server ./server\n", "COPY --from=build /app/server/main.mjs ./server/\n")),
    ).toEqual([
      "Dockerfile:18: server/guard.mjs is run by the image's command but is not in the final stage at /app/server/guard.mjs",
      "Dockerfile:18: server/helper.mjs is run by the image's command but is not in the final stage at /app/server/helper.mjs",
    ]);
  });

  it("flags a file the command runs that .dockerignore keeps out of the context", () => {
    expect(problemsOf({ ".dockerignore": "node_modules\nbuild\nserver/helper.mjs\n" })).toEqual([
      "Dockerfile:18: server/helper.mjs is run by the image's command but is not in the final stage at /app/server/helper.mjs",
    ]);
  });

  it("flags a devDependency imported at run time when the image drops devDependencies", () => {
    const main =
      'import lib from "lib";\nimport dev from "devlib/sub";\nimport { type Only } from "typesonly";\nexport { lib, dev };\nexport type { Only };\n';
    expect(problemsOf({ "server/main.mjs": main })).toEqual([
      "Dockerfile:18: server/main.mjs imports devlib, a devDependency the image does not install",
    ]);
    // Without a prune the devDependencies are in the image.
    expect(problemsOf({ "server/main.mjs": main, Dockerfile: GOOD_DOCKERFILE.replace(" && npm prune --omit=dev", "") })).toEqual([]);
  });

  it("flags an import that does not resolve, and a stage name that does not exist", () => {
    expect(problemsOf({ "server/helper.mjs": 'export { x as helper } from "./missing.mjs";\n' })).toEqual([
      'Dockerfile:18: server/helper.mjs imports "./missing.mjs", which does not resolve to a file',
    ]);
    expect(withDockerfile((d) => d.replace("--from=build /app/build", "--from=bulid /app/build"))).toEqual([
      "Dockerfile:14: COPY --from=bulid: no earlier stage has that name",
      "Dockerfile:18: build/index.js is run by the image's command but nothing is copied to /app/build/index.js",
    ]);
  });

  it("flags a build output the command runs that is not copied into the final stage", () => {
    expect(withDockerfile((d) => d.replace("COPY --from=build /app/build ./build\n", ""))).toEqual([
      "Dockerfile:17: build/index.js is run by the image's command but nothing is copied to /app/build/index.js",
    ]);
  });

  it("flags a command of the npm script that only a devDependency provides", () => {
    const pkg = { ...PACKAGE, scripts: { ...PACKAGE.scripts, serve: "devtool migrate && libtool serve" } };
    const modules = {
      "node_modules/lib/package.json": JSON.stringify({ name: "lib", bin: { libtool: "cli.js" } }),
      "node_modules/devlib/package.json": JSON.stringify({ name: "devlib", bin: { devtool: "cli.js" } }),
    };
    expect(problemsOf({ "package.json": JSON.stringify(pkg), ...modules })).toEqual([
      'Dockerfile:18: command "devtool" comes from devlib, a devDependency the image does not install',
    ]);
    const unknown = { ...PACKAGE, scripts: { ...PACKAGE.scripts, serve: "nothere" } };
    expect(problemsOf({ "package.json": JSON.stringify(unknown), ...modules })).toEqual([
      'Dockerfile:18: command "nothere" of the image\'s npm scripts is not a bin of any dependency',
    ]);
  });

  it("flags a final stage without a command", () => {
    expect(withDockerfile((d) => d.replace('CMD ["npm", "run", "serve"]\n', ""))).toEqual([
      "Dockerfile:11: the final stage has no CMD or ENTRYPOINT",
    ]);
  });
});

describe("the parts", () => {
  it("parses continuations and comments", () => {
    const ins = parseDockerfile("# c\nFROM a:1\nRUN one \\\n  # inner comment\n  two\n\nCMD x\n");
    expect(ins).toEqual([
      { line: 2, keyword: "FROM", args: "a:1" },
      { line: 3, keyword: "RUN", args: "one    two" },
      { line: 7, keyword: "CMD", args: "x" },
    ]);
  });

  it("matches .dockerignore rules like Docker", () => {
    const ignored = dockerignoreMatcher("node_modules\n/build\n**/*.log\ndocs\n!docs/keep.md\n");
    expect(ignored("node_modules/x/index.js")).toBe(true);
    expect(ignored("build/index.js")).toBe(true);
    expect(ignored("a/b/c.log")).toBe(true);
    expect(ignored("docs/other.md")).toBe(true);
    expect(ignored("docs/keep.md")).toBe(false);
    expect(ignored("app/build.ts")).toBe(false);
  });

  it("finds npm scripts and run-time imports", () => {
    expect(npmScriptsIn("npm ci && npm run build && npm --silent run db:migrate; npm start; npm test")).toEqual([
      "build",
      "db:migrate",
      "start",
      "test",
    ]);
    expect(
      importsOf(
        'import a from "a";\nimport type { B } from "b";\n// import c from "c";\nconst d = await import("./d.mjs");\nexport * from "./e";\n',
      ),
    ).toEqual(["a", "./e", "./d.mjs"]);
  });
});

describe("the project's own Dockerfile", () => {
  it("passes the check", () => {
    const { problems, traced } = checkDockerfile({ root: repoRoot });
    expect(problems).toEqual([]);
    expect(traced).toContain("scripts/setup-db.ts");
  });
});
