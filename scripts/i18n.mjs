#!/usr/bin/env node
// The catalogues (app/i18n/catalogues/<locale>/<vertical>.json) compiled by Paraglide into
// app/i18n/paraglide/, which is committed: the app, its tests and its type check need no build step
// first. Decision 008 says why Paraglide and what it costs.
//
//   npm run i18n            compile after changing a catalogue
//   npm run i18n -- --check (part of `npm run lint`) fail on a key missing in a language or unused
//                           in the code, placeholders that differ between languages, a key without
//                           its vertical's prefix, or a compiled output older than the catalogues
//   npm run i18n -- --pseudo <dir>   compile into <dir> (a copy of the app) with the pseudo-locale
//                           en-XA added, for the e2e run that looks for untranslated text

import { compile } from "@inlang/paraglide-js";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  CATALOGUE_DIR,
  OUTPUT_DIR,
  PROJECT_DIR,
  PSEUDO_LOCALE,
  catalogueProblems,
  pseudoCatalogue,
  readCatalogues,
  readSettings,
  sourceFiles,
  usedKeys,
  verticalsOf,
} from "./i18n-lib.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** One set of options for every compile, so the check compares like with like. */
const OPTIONS = {
  // The app sets the locale itself (app/i18n/locale.*): the request's on the server, the page's in
  // the browser. Paraglide's own detection is not used.
  strategy: ["globalVariable", "baseLocale"],
  // One module per message: esbuild then puts each message in the chunk of the pages that call it
  // ("locale-modules" gathered every browser-side message into one chunk every page loaded: 2.7 KB
  // on every page for the admin's messages alone).
  outputStructure: "message-modules",
  disableAsyncLocalStorage: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  includeEslintDisableComment: true,
  isServer: "typeof window === 'undefined'",
};

/** @param {string} projectRoot @param {string} outdir */
async function compileInto(projectRoot, outdir) {
  await compile({ ...OPTIONS, project: path.join(projectRoot, PROJECT_DIR), outdir });
}

/** @param {string} dir @returns {Map<string, string>} */
function readTree(dir) {
  const files = new Map();
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(dir, full), fs.readFileSync(full, "utf8"));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files;
}

async function check() {
  const settings = readSettings(root);
  const problems = catalogueProblems(readCatalogues(root), settings.baseLocale);

  const sources = sourceFiles(root, ["app", "server", "scripts"]).map((file) => fs.readFileSync(file, "utf8"));
  const used = usedKeys(sources);
  for (const [vertical, messages] of readCatalogues(root, [settings.baseLocale]).get(settings.baseLocale) ?? []) {
    for (const key of Object.keys(messages ?? {})) {
      if (key !== "$schema" && !used.has(key)) problems.push(`${settings.baseLocale}/${vertical}.json: "${key}" is not used by the code`);
    }
  }

  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), "roadies-i18n-"));
  try {
    await compileInto(root, fresh);
    const expected = readTree(fresh);
    const actual = readTree(path.join(root, OUTPUT_DIR));
    const stale = [...new Set([...expected.keys(), ...actual.keys()])].filter((file) => expected.get(file) !== actual.get(file));
    if (stale.length > 0) problems.push(`${OUTPUT_DIR} is not compiled from the catalogues (${stale.join(", ")}): run npm run i18n`);
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }

  if (problems.length > 0) {
    console.error(`Catalogues (${CATALOGUE_DIR}):\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    process.exit(1);
  }
  const count = [...(readCatalogues(root, [settings.baseLocale]).get(settings.baseLocale)?.values() ?? [])].reduce(
    (sum, messages) => sum + Object.keys(messages ?? {}).length,
    0,
  );
  console.log(`Catalogues: ${count} messages in ${settings.locales.join(", ")}, all present and used.`);
}

/** @param {string} target a copy of the project (its app/ at least) to compile with the pseudo-locale */
async function pseudo(target) {
  const settings = readSettings(root);
  const english = readCatalogues(root, [settings.baseLocale]).get(settings.baseLocale);
  const pseudoSettings = { ...settings, locales: [...settings.locales, PSEUDO_LOCALE] };
  // The plugin module path is relative to the project's folder: point it at this checkout's.
  pseudoSettings.modules = settings.modules.map((/** @type {string} */ module) =>
    path.relative(path.join(target, PROJECT_DIR, ".."), path.resolve(root, PROJECT_DIR, "..", module)),
  );
  fs.mkdirSync(path.join(target, PROJECT_DIR), { recursive: true });
  fs.writeFileSync(path.join(target, PROJECT_DIR, "settings.json"), JSON.stringify(pseudoSettings, null, 2));
  for (const locale of settings.locales) {
    fs.cpSync(path.join(root, CATALOGUE_DIR, locale), path.join(target, CATALOGUE_DIR, locale), { recursive: true });
  }
  fs.mkdirSync(path.join(target, CATALOGUE_DIR, PSEUDO_LOCALE), { recursive: true });
  for (const vertical of verticalsOf(settings)) {
    const messages = english?.get(vertical) ?? {};
    fs.writeFileSync(
      path.join(target, CATALOGUE_DIR, PSEUDO_LOCALE, `${vertical}.json`),
      JSON.stringify(pseudoCatalogue(messages), null, 2),
    );
  }
  await compileInto(target, path.join(target, OUTPUT_DIR));
}

const args = process.argv.slice(2);
if (args[0] === "--check") await check();
else if (args[0] === "--pseudo" && args[1]) await pseudo(path.resolve(args[1]));
else if (args.length === 0) await compileInto(root, path.join(root, OUTPUT_DIR));
else {
  console.error("usage: npm run i18n [-- --check | --pseudo <dir>]");
  process.exit(2);
}
// Done. The compiler's inlang/lix SDK leaves 30-second timers behind (17 per compile, set from its
// wasm), which kept every run, the lint's check and the pseudo-locale e2e's compile alike, waiting
// 29 s after its work had ended (4.6 s).
process.exit(0);
