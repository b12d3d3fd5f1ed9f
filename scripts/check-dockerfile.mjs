#!/usr/bin/env node
// Static check of the Dockerfile, run first by `npm test` (hadolint is not packaged in Debian, and
// no Docker engine is needed). It proves what can be proved without building the image:
//  - every base image is pinned to a tag or digest (a stage name, `scratch` and ARGs excepted);
//  - every COPY/ADD source taken from the build context exists and is not excluded by .dockerignore;
//  - `npm ci` (never `npm install`) runs only after package-lock.json is in the stage, and with the
//    npm that package.json's "packageManager" names (the one that writes the lock) when it names one;
//  - every `npm run X` / `npm start` in RUN, CMD, ENTRYPOINT and HEALTHCHECK names a script of
//    package.json, and the final stage has a CMD or ENTRYPOINT;
//  - the files the final stage's command runs (e.g. scripts/setup-db.ts and everything it imports)
//    are copied into the final stage at the same place, and when the image drops devDependencies,
//    every package they import and every command the npm script calls comes from `dependencies`.
//
// Usage: node scripts/check-dockerfile.mjs [project root]   (exit 1 and one line per problem)

import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const posix = path.posix;

/**
 * @typedef {{ line: number, keyword: string, args: string }} Instruction
 * @typedef {{ repoPrefix: string, imagePath: string }} Mount  repo path (file or folder, "" is the
 *   whole context) present in the image at imagePath
 * @typedef {{ name: string | null, line: number, base: string, workdir: string, mounts: Mount[],
 *   env: Record<string, string>, cmd: string | null, entrypoint: string | null, cmdLine: number,
 *   npmPinned: boolean }} Stage
 */

/**
 * Splits a Dockerfile into instructions, joining backslash continuations and dropping comments.
 * @param {string} text
 * @returns {Instruction[]}
 */
export function parseDockerfile(text) {
  /** @type {Instruction[]} */
  const out = [];
  const lines = text.split(/\r?\n/);
  let buf = "";
  let start = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*#/.test(line) || (!buf && /^\s*$/.test(line))) continue;
    if (!buf) start = i + 1;
    if (/\\\s*$/.test(line)) {
      buf += line.replace(/\\\s*$/, " ");
      continue;
    }
    buf += line;
    push();
  }
  if (buf.trim()) push();
  return out;

  function push() {
    const m = /^\s*(\S+)\s*([\s\S]*)$/.exec(buf);
    if (m) out.push({ line: start, keyword: m[1].toUpperCase(), args: m[2].trim() });
    buf = "";
  }
}

/**
 * Separates leading `--flag=value` options from the rest of an instruction's arguments.
 * @param {string} args
 * @returns {{ flags: Record<string, string>, rest: string }}
 */
function takeFlags(args) {
  /** @type {Record<string, string>} */
  const flags = {};
  let rest = args;
  for (let m; (m = /^--([\w-]+)(?:=(\S*))?\s*/.exec(rest));) {
    flags[m[1]] = m[2] ?? "";
    rest = rest.slice(m[0].length);
  }
  return { flags, rest };
}

/**
 * Exec form (JSON array) or shell form, as a list of words and as one command line.
 * @param {string} rest
 * @returns {{ words: string[], text: string, exec: boolean }}
 */
function commandOf(rest) {
  if (rest.startsWith("[")) {
    try {
      const words = JSON.parse(rest);
      if (Array.isArray(words)) return { words: words.map(String), text: words.join(" "), exec: true };
    } catch {
      // not JSON: Docker runs it in a shell too
    }
  }
  return { words: rest.split(/\s+/).filter(Boolean), text: rest, exec: false };
}

/**
 * A .dockerignore as a predicate on context-relative paths (the last matching rule wins; a rule
 * that matches a folder covers everything under it; `!` re-includes; `**` spans folders).
 * @param {string} text
 * @returns {(relPath: string) => boolean}
 */
export function dockerignoreMatcher(text) {
  const rules = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const negate = l.startsWith("!");
      let p = negate ? l.slice(1).trim() : l;
      p = posix.normalize(p).replace(/^\/+/, "").replace(/\/+$/, "");
      return { negate, re: globToRegExp(p) };
    });
  return (relPath) => {
    const clean = posix
      .normalize(relPath)
      .replace(/^(\.\/)+/, "")
      .replace(/\/+$/, "");
    if (clean === "" || clean === ".") return false;
    const parts = clean.split("/");
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join("/"));
    let ignored = false;
    for (const rule of rules) {
      if (candidates.some((c) => rule.re.test(c))) ignored = !rule.negate;
    }
    return ignored;
  };
}

/** @param {string} glob */
function globToRegExp(glob) {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      i++;
      if (glob[i + 1] === "/") {
        i++;
        re += "(?:.*/)?";
      } else re += ".*";
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "[") {
      const end = glob.indexOf("]", i);
      if (end === -1) re += "\\[";
      else {
        re +=
          "[" +
          glob
            .slice(i + 1, end)
            .replace(/^!/, "^")
            .replace(/\\/g, "\\\\") +
          "]";
        i = end;
      }
    } else re += c.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  return new RegExp("^" + re + "$");
}

/**
 * Checks the Dockerfile of a project. Returns one message per problem (empty when all is well).
 * @param {{ root: string, dockerfile?: string }} options
 * @returns {{ problems: string[], traced: string[] }}
 */
export function checkDockerfile({ root, dockerfile = "Dockerfile" }) {
  /** @type {string[]} */
  const problems = [];
  const dfPath = path.join(root, dockerfile);
  if (!fs.existsSync(dfPath)) return { problems: [`${dockerfile} not found`], traced: [] };
  const instructions = parseDockerfile(fs.readFileSync(dfPath, "utf8"));
  const ignorePath = path.join(root, ".dockerignore");
  const isIgnored = dockerignoreMatcher(fs.existsSync(ignorePath) ? fs.readFileSync(ignorePath, "utf8") : "");
  const pkg = readJson(path.join(root, "package.json"));
  if (!pkg) return { problems: ["package.json not found or not valid JSON"], traced: [] };
  /** @type {Record<string, string>} */
  const scripts = pkg.scripts ?? {};
  /** @type {string | null} */
  const packageManager =
    typeof pkg.packageManager === "string" && pkg.packageManager.startsWith("npm@") ? pkg.packageManager.replace(/\+.*$/, "") : null;
  const report = (/** @type {number} */ line, /** @type {string} */ msg) => problems.push(`${dockerfile}:${line}: ${msg}`);
  const exists = (/** @type {string} */ rel) => fs.existsSync(path.join(root, rel));

  /** @type {Stage[]} */
  const stages = [];
  /** @type {Stage | null} */
  let stage = null;
  /** @type {Record<string, string>} */
  const args = {};
  let omitsDev = false;

  for (const ins of instructions) {
    const { keyword, line } = ins;
    if (keyword === "ARG" && !stage) {
      const [k, v = ""] = ins.args.split("=");
      args[k.trim()] = v.trim();
      continue;
    }
    if (keyword === "FROM") {
      const { rest } = takeFlags(ins.args);
      const m = /^(\S+)(?:\s+as\s+(\S+))?\s*$/i.exec(rest);
      if (!m) {
        report(line, `cannot read FROM ${ins.args}`);
        continue;
      }
      const image = m[1];
      const parent = stages.find((s) => s.name !== null && s.name.toLowerCase() === image.toLowerCase());
      if (!parent && image !== "scratch" && !image.includes("$")) {
        const lastPart = image.split("/").pop() ?? image;
        const tag = lastPart.includes(":") ? lastPart.split(":").pop() : undefined;
        if (!image.includes("@sha256:") && (!tag || tag === "latest")) {
          report(line, `base image ${image} is not pinned to a tag or digest`);
        }
      }
      stage = {
        name: m[2] ?? null,
        line,
        base: image,
        workdir: parent ? parent.workdir : "/",
        mounts: parent ? [...parent.mounts] : [],
        env: parent ? { ...parent.env } : {},
        cmd: parent ? parent.cmd : null,
        entrypoint: parent ? parent.entrypoint : null,
        cmdLine: parent ? parent.cmdLine : 0,
        npmPinned: parent ? parent.npmPinned : false,
      };
      stages.push(stage);
      continue;
    }
    if (!stage) {
      report(line, `${keyword} before the first FROM`);
      continue;
    }
    const current = stage;
    switch (keyword) {
      case "WORKDIR":
        current.workdir = posix.resolve(current.workdir, ins.args.replace(/^["']|["']$/g, ""));
        break;
      case "ENV": {
        for (const m of ins.args.matchAll(/([\w.-]+)=("[^"]*"|'[^']*'|\S*)/g)) {
          current.env[m[1]] = m[2].replace(/^["']|["']$/g, "");
        }
        break;
      }
      case "COPY":
      case "ADD": {
        const { flags, rest } = takeFlags(ins.args);
        const { words } = commandOf(rest);
        if (words.length < 2) {
          report(line, `${keyword} needs a source and a destination`);
          break;
        }
        const dest = words[words.length - 1];
        const destAbs = posix.resolve(current.workdir, dest);
        const destIsDir = dest.endsWith("/") || words.length > 2;
        const sources = words.slice(0, -1);
        if (flags.from !== undefined) {
          const from =
            stages.find((s) => s.name !== null && s.name.toLowerCase() === flags.from.toLowerCase()) ??
            (/^\d+$/.test(flags.from) ? stages[Number(flags.from)] : undefined);
          if (!from) {
            if (!/[:/@]/.test(flags.from)) report(line, `COPY --from=${flags.from}: no earlier stage has that name`);
            break;
          }
          for (const src of sources) {
            const srcAbs = posix.resolve(from.workdir, src);
            for (const m of from.mounts) {
              const under = relUnder(m.imagePath, srcAbs);
              if (under === null) continue;
              current.mounts.push({
                repoPrefix: joinRel(m.repoPrefix, under),
                imagePath: destIsDir && !isDirIn(from, srcAbs) ? posix.join(destAbs, posix.basename(srcAbs)) : destAbs,
              });
            }
            // Mounts below the source folder (e.g. `COPY app/utils ...` then `--from` of /app).
            for (const m of from.mounts) {
              const below = relUnder(srcAbs, m.imagePath);
              if (below === null || below === "") continue;
              current.mounts.push({ repoPrefix: m.repoPrefix, imagePath: posix.join(destAbs, below) });
            }
          }
          break;
        }
        for (const src of sources) {
          if (/^[a-z]+:\/\//i.test(src)) {
            if (keyword === "ADD") report(line, `ADD of a URL (${src}): fetch it in a RUN step with a checksum instead`);
            continue;
          }
          const rel = posix.normalize(src).replace(/^\/+/, "").replace(/\/+$/, "") || ".";
          if (rel === ".." || rel.startsWith("../")) {
            report(line, `${keyword} source ${src} is outside the build context`);
            continue;
          }
          const matches = /[*?[]/.test(rel) ? expandGlob(root, rel) : exists(rel) ? [rel] : [];
          if (matches.length === 0) {
            report(line, `${keyword} source ${src} does not exist in the repository`);
            continue;
          }
          const kept = matches.filter((m) => !isIgnored(m));
          if (kept.length === 0) {
            report(line, `${keyword} source ${src} is excluded by .dockerignore`);
            continue;
          }
          for (const m of kept) {
            const isDir = m === "." || fs.statSync(path.join(root, m)).isDirectory();
            current.mounts.push({
              repoPrefix: m === "." ? "" : m,
              imagePath: isDir || !destIsDir ? destAbs : posix.join(destAbs, posix.basename(m)),
            });
          }
        }
        break;
      }
      case "RUN": {
        const { rest } = takeFlags(ins.args);
        const { text } = commandOf(rest);
        if (/\bnpm\s+(?:install|i|add)\b(?![^&;|]*\s(?:-g|--global)\b)/.test(text)) {
          report(line, "RUN npm install: use `npm ci`, which installs exactly what package-lock.json pins");
        }
        if (/\bnpm\s+ci\b/.test(text) && !present(current, posix.join(current.workdir, "package-lock.json"))) {
          report(line, "npm ci runs before package-lock.json is copied into the stage");
        }
        const installsNpm = /\bnpm\s+(?:install|i)\s+(?:-g|--global)\b[^&;|]*(?:packageManager|\bnpm@)/.test(text);
        if (packageManager && /\bnpm\s+(?:ci|prune)\b/.test(text)) {
          const pinnedBefore =
            current.npmPinned ||
            (installsNpm && text.search(/\bnpm\s+(?:install|i)\s+(?:-g|--global)/) < text.search(/\bnpm\s+(?:ci|prune)\b/));
          if (!pinnedBefore) {
            report(
              line,
              `npm ci/prune with the image's own npm: install ${packageManager} (package.json "packageManager", the npm that writes the lock) first`,
            );
          }
        }
        if (installsNpm) {
          const spec = /\bnpm@[\w.^~<>=-]+/.exec(text)?.[0];
          if (spec && packageManager && spec !== packageManager)
            report(line, `installs ${spec}, but package.json's "packageManager" is ${packageManager}`);
          current.npmPinned = true;
        }
        if (
          /--omit[= ]dev\b|--production\b|--only[= ]prod/.test(text) ||
          (/\bnpm\s+ci\b/.test(text) && current.env.NODE_ENV === "production")
        ) {
          omitsDev = true;
        }
        checkNpmScripts(text, line);
        break;
      }
      case "CMD":
      case "ENTRYPOINT": {
        const { text } = commandOf(ins.args);
        if (keyword === "CMD") current.cmd = text;
        else current.entrypoint = text;
        current.cmdLine = line;
        checkNpmScripts(text, line);
        break;
      }
      case "HEALTHCHECK": {
        const { rest } = takeFlags(ins.args);
        const m = /^CMD\s+([\s\S]*)$/i.exec(rest);
        if (m) checkNpmScripts(commandOf(m[1]).text, line);
        break;
      }
      default:
        break;
    }
  }

  if (stages.length === 0) {
    problems.push(`${dockerfile}: no FROM`);
    return { problems, traced: [] };
  }
  const final = stages[stages.length - 1];
  const command = [final.entrypoint, final.cmd].filter(Boolean).join(" ");
  if (!command) {
    report(final.line, "the final stage has no CMD or ENTRYPOINT");
    return { problems, traced: [] };
  }
  const traced = traceRuntime(final, command);
  return { problems, traced };

  /**
   * @param {string} text
   * @param {number} line
   */
  function checkNpmScripts(text, line) {
    for (const name of npmScriptsIn(text)) {
      if (!(name in scripts)) report(line, `npm script "${name}" is not in package.json`);
    }
  }

  /**
   * The files the final command runs, traced through their imports.
   * @param {Stage} final
   * @param {string} command
   */
  function traceRuntime(final, command) {
    const wd = final.workdir;
    // Expand `npm run X` / `npm start` into the script bodies (one level of nesting is enough here,
    // but follow them all).
    /** @type {string[]} */
    const bodies = [command];
    /** @type {Set<string>} */
    const seenScripts = new Set();
    for (let i = 0; i < bodies.length; i++) {
      for (const name of npmScriptsIn(bodies[i])) {
        if (seenScripts.has(name) || !(name in scripts)) continue;
        seenScripts.add(name);
        bodies.push(scripts[name]);
        if (!present(final, posix.join(wd, "package.json"))) {
          report(final.cmdLine, `the final stage runs npm script "${name}" but has no package.json in ${wd}`);
        }
      }
    }
    const deps = new Set(Object.keys(pkg.dependencies ?? {}));
    const devDeps = new Set(Object.keys(pkg.devDependencies ?? {}));
    const bins = binsOf(root, [...deps, ...devDeps]);
    /** @type {Set<string>} */
    const entries = new Set();
    for (const body of bodies.slice(1)) {
      for (const segment of body.split(/&&|\|\||;|\|/)) {
        const words = shellWords(segment);
        /** @type {string[]} */
        const assigned = [];
        while (words.length && (/^[A-Za-z_]\w*=/.test(words[0]) || words[0] === "exec")) {
          const w = /** @type {string} */ (words.shift());
          if (w !== "exec") assigned.push(...w.slice(w.indexOf("=") + 1).split(/\s+/));
        }
        const cmd = words[0];
        if (cmd && bins && !SHELL_AND_NODE.has(cmd)) {
          const owner = bins.get(cmd);
          if (!owner) report(final.cmdLine, `command "${cmd}" of the image's npm scripts is not a bin of any dependency`);
          else if (omitsDev && !deps.has(owner)) {
            report(final.cmdLine, `command "${cmd}" comes from ${owner}, a devDependency the image does not install`);
          }
        }
        for (const w of [...assigned, ...words]) {
          const m = /^(?:--(?:import|require)=)?["']?(\.{0,2}\/?[\w@./-]+\.(?:[cm]?[jt]sx?))["']?$/.exec(w);
          if (!m) continue;
          const rel = posix.normalize(m[1]);
          if (exists(rel) && fs.statSync(path.join(root, rel)).isFile() && !isIgnored(rel)) entries.add(rel);
          else if (!present(final, posix.resolve(wd, rel))) {
            // Not a source file (e.g. ./build/index.js, made by the build stage): it must at least be copied in.
            report(final.cmdLine, `${rel} is run by the image's command but nothing is copied to ${posix.resolve(wd, rel)}`);
          }
        }
      }
    }
    const aliases = tsconfigAliases(root);
    /** @type {Set<string>} */
    const traced = new Set();
    const queue = [...entries];
    while (queue.length) {
      const file = /** @type {string} */ (queue.shift());
      if (traced.has(file)) continue;
      traced.add(file);
      if (isIgnored(file) || !present(final, posix.join(wd, file))) {
        report(final.cmdLine, `${file} is run by the image's command but is not in the final stage at ${posix.join(wd, file)}`);
      }
      const source = fs.readFileSync(path.join(root, file), "utf8");
      for (const spec of importsOf(source)) {
        if (spec.startsWith("node:") || builtinModules.includes(spec) || spec.startsWith("#")) continue;
        const alias = aliases.find((a) => spec.startsWith(a.prefix));
        if (alias) {
          if (isIgnored("tsconfig.json") || !present(final, posix.join(wd, "tsconfig.json"))) {
            report(final.cmdLine, `${file} imports "${spec}" through a tsconfig path alias, but tsconfig.json is not in the final stage`);
          }
          const target = resolveFile(root, posix.join(alias.target, spec.slice(alias.prefix.length)));
          if (target) queue.push(target);
          else report(final.cmdLine, `${file} imports "${spec}", which does not resolve to a file`);
          continue;
        }
        if (spec.startsWith(".")) {
          const target = resolveFile(root, posix.join(posix.dirname(file), spec));
          if (target) queue.push(target);
          else report(final.cmdLine, `${file} imports "${spec}", which does not resolve to a file`);
          continue;
        }
        const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0];
        if (deps.has(name)) continue;
        if (!omitsDev) continue;
        report(
          final.cmdLine,
          devDeps.has(name)
            ? `${file} imports ${name}, a devDependency the image does not install`
            : `${file} imports ${name}, which is not a dependency in package.json`,
        );
      }
    }
    return [...traced];
  }
}

/**
 * Shell words of a simple command, quotes removed (no expansion).
 * @param {string} text
 * @returns {string[]}
 */
function shellWords(text) {
  return [...text.matchAll(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g)].map((m) => m[0].replace(/"([^"]*)"|'([^']*)'/g, "$1$2"));
}

const SHELL_AND_NODE = new Set([
  "node",
  "npm",
  "npx",
  "exec",
  "env",
  "cd",
  "echo",
  "test",
  "true",
  "false",
  "sh",
  "bash",
  "[",
  "set",
  "export",
]);

/**
 * `npm run X`, `npm run-script X`, `npm start|test|stop|restart` in a command line.
 * @param {string} text
 * @returns {string[]}
 */
export function npmScriptsIn(text) {
  /** @type {string[]} */
  const names = [];
  for (const m of text.matchAll(
    /\bnpm\s+(?:--?[\w-]+(?:=\S+)?\s+)*(run-script|run|rum|urn|start|test|t|tst|stop|restart)\b(?:\s+(?:--?[\w-]+(?:=\S+)?\s+)*([\w:.@/-]+))?/g,
  )) {
    const verb = m[1];
    if (["run", "run-script", "rum", "urn"].includes(verb)) {
      if (m[2]) names.push(m[2]);
    } else names.push({ t: "test", tst: "test" }[verb] ?? verb);
  }
  return names;
}

/**
 * Module specifiers a source file loads at run time (type-only imports left out).
 * @param {string} source
 * @returns {string[]}
 */
export function importsOf(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
  /** @type {string[]} */
  const specs = [];
  for (const m of code.matchAll(/(?:^|[;\n}])\s*(import|export)\s+(?:(type)\s+)?(?:([\w$*\s,{}]*?)\s*from\s*)?["']([^"'\n]+)["']/g)) {
    if (m[2]) continue;
    const clause = (m[3] ?? "").trim();
    const braces = /^\{([\s\S]*)\}$/.exec(clause);
    if (braces) {
      const items = braces[1]
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      if (items.length > 0 && items.every((s) => s.startsWith("type "))) continue;
    }
    specs.push(m[4]);
  }
  for (const m of code.matchAll(/\b(?:import|require)\(\s*["']([^"'\n]+)["']\s*\)/g)) specs.push(m[1]);
  return specs;
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * Path of `child` relative to `parent` when it is the same or under it, else null.
 * @param {string} parent
 * @param {string} child
 */
function relUnder(parent, child) {
  if (child === parent) return "";
  const p = parent.endsWith("/") ? parent : parent + "/";
  return child.startsWith(p) ? child.slice(p.length) : null;
}

/** @param {string} a @param {string} b */
function joinRel(a, b) {
  return [a, b].filter(Boolean).join("/");
}

/**
 * Whether a repository file or folder is in a stage at an image path.
 * @param {Stage} stage
 * @param {string} imagePath
 */
function present(stage, imagePath) {
  return stage.mounts.some((m) => relUnder(m.imagePath, imagePath) !== null);
}

/**
 * Whether an image path is a folder mounted from the repository (a folder copy, not a file).
 * @param {Stage} stage
 * @param {string} imagePath
 */
function isDirIn(stage, imagePath) {
  return stage.mounts.some((m) => relUnder(imagePath, m.imagePath) !== null);
}

/**
 * Context-relative paths matching a glob (wildcards in the last segment).
 * @param {string} root
 * @param {string} rel
 */
function expandGlob(root, rel) {
  const dir = posix.dirname(rel);
  const re = globToRegExp(posix.basename(rel));
  const abs = path.join(root, dir);
  if (/[*?[]/.test(dir) || !fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((n) => re.test(n))
    .map((n) => (dir === "." ? n : posix.join(dir, n)));
}

/**
 * The repository file an import resolves to (TypeScript's .js → .ts convention included).
 * @param {string} root
 * @param {string} rel
 * @returns {string | null}
 */
function resolveFile(root, rel) {
  const base = posix.normalize(rel);
  const candidates = [base, ...[".ts", ".tsx", ".mjs", ".js", ".cjs", ".mts", ".json"].map((e) => base + e)];
  if (/\.[cm]?js$/.test(base)) candidates.push(base.replace(/js$/, "ts"), base.replace(/\.js$/, ".tsx"));
  candidates.push(...["index.ts", "index.tsx", "index.mjs", "index.js"].map((i) => posix.join(base, i)));
  for (const c of candidates) {
    const abs = path.join(root, c);
    if (fs.existsSync(abs) && fs.statSync(abs).isFile()) return c;
  }
  return null;
}

/**
 * `compilerOptions.paths` of tsconfig.json as prefix → folder (only `prefix/*` → `folder/*`).
 * @param {string} root
 * @returns {{ prefix: string, target: string }[]}
 */
function tsconfigAliases(root) {
  const config = readJson(path.join(root, "tsconfig.json"));
  const paths = config?.compilerOptions?.paths ?? {};
  const baseUrl = config?.compilerOptions?.baseUrl ?? ".";
  return Object.entries(paths)
    .filter(([k, v]) => k.endsWith("/*") && Array.isArray(v) && typeof v[0] === "string" && v[0].endsWith("/*"))
    .map(([k, v]) => ({ prefix: k.slice(0, -1), target: posix.normalize(posix.join(baseUrl, v[0].slice(0, -2))) }));
}

/**
 * Command name → the package (of those given) that provides it, read from node_modules; null when
 * the packages are not installed.
 * @param {string} root
 * @param {string[]} names
 * @returns {Map<string, string> | null}
 */
function binsOf(root, names) {
  if (!fs.existsSync(path.join(root, "node_modules"))) return null;
  /** @type {Map<string, string>} */
  const bins = new Map();
  for (const name of names) {
    const manifest = readJson(path.join(root, "node_modules", name, "package.json"));
    if (!manifest) continue;
    const bin = manifest.bin;
    if (typeof bin === "string") bins.set(name.split("/").pop() ?? name, name);
    else if (bin && typeof bin === "object") for (const b of Object.keys(bin)) if (!bins.has(b)) bins.set(b, name);
  }
  return bins;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  const { problems, traced } = checkDockerfile({ root });
  if (problems.length) {
    for (const p of problems) console.error(p);
    console.error(`check-dockerfile: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`check-dockerfile: Dockerfile OK (${traced.length} files the image runs traced: ${traced.join(", ")})`);
}
