// The catalogues' rules, shared by `npm run i18n` (compile and check) and its tests.
//
// A catalogue is one vertical's messages in one language: app/i18n/catalogues/<locale>/<vertical>.json,
// in inlang's message format (a string with {placeholders}, or a list of variants chosen by plural
// and select rules). Paraglide compiles them into app/i18n/paraglide/, one function per message.

import fs from "node:fs";
import path from "node:path";

export const I18N_DIR = "app/i18n";
export const PROJECT_DIR = `${I18N_DIR}/project.inlang`;
export const CATALOGUE_DIR = `${I18N_DIR}/catalogues`;
export const OUTPUT_DIR = `${I18N_DIR}/paraglide`;

/** The pseudo-locale tests run in: English with accents, about 40% longer, in brackets. */
export const PSEUDO_LOCALE = "en-XA";

/** @param {string} root */
export function readSettings(root) {
  return JSON.parse(fs.readFileSync(path.join(root, PROJECT_DIR, "settings.json"), "utf8"));
}

/** The verticals, in the order settings.json lists their catalogues. @param {any} settings @returns {string[]} */
export function verticalsOf(settings) {
  const patterns = [settings["plugin.inlang.messageFormat"].pathPattern].flat();
  return patterns.map((pattern) => {
    const match = /\{locale\}\/([a-z-]+)\.json$/.exec(pattern);
    if (!match) throw new Error(`settings.json: a catalogue path must end in {locale}/<vertical>.json, not ${pattern}`);
    return match[1];
  });
}

/** The message's key prefix for a vertical: `events` → `events_`, `check-in` → `check_in_`. @param {string} vertical */
export function keyPrefix(vertical) {
  return `${vertical.replaceAll("-", "_")}_`;
}

/**
 * Every catalogue of every locale settings.json names: locale → vertical → key → message.
 * @param {string} root @param {string[]} [locales]
 * @returns {Map<string, Map<string, Record<string, unknown>>>}
 */
export function readCatalogues(root, locales) {
  const settings = readSettings(root);
  const out = new Map();
  for (const locale of locales ?? settings.locales) {
    const byVertical = new Map();
    for (const vertical of verticalsOf(settings)) {
      const file = path.join(root, CATALOGUE_DIR, locale, `${vertical}.json`);
      const body = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
      byVertical.set(vertical, body);
    }
    out.set(locale, byVertical);
  }
  return out;
}

/**
 * A message's inputs: the `{name}` placeholders of a plain message, or the `input` declarations of
 * one with variants (their patterns may use only those and the `local` names declared).
 * @param {unknown} message @returns {string[]}
 */
export function inputsOf(message) {
  if (typeof message === "string") return [...placeholdersOf(message)].sort();
  if (Array.isArray(message)) {
    const names = new Set();
    for (const variant of message) {
      for (const declaration of variant.declarations ?? []) {
        const input = /^input\s+([A-Za-z_]\w*)$/.exec(declaration.trim());
        if (input) names.add(input[1]);
      }
    }
    return [...names].sort();
  }
  throw new Error("a message is a string or a list of variants");
}

/** @param {string} text */
function placeholdersOf(text) {
  const names = new Set();
  for (const match of text.matchAll(/(?<!\\)\{\s*([A-Za-z_]\w*)\s*\}/g)) names.add(match[1]);
  return names;
}

/** Every text of a message: the string, or each variant's patterns. @param {unknown} message @returns {string[]} */
export function textsOf(message) {
  if (typeof message === "string") return [message];
  if (Array.isArray(message)) return message.flatMap((variant) => Object.values(variant.match ?? {}));
  return [];
}

/**
 * What is wrong with the catalogues, one line each: a vertical's file missing in a language, a key
 * of the English catalogue missing elsewhere (or one only elsewhere), a key without its vertical's
 * prefix, placeholders that differ from English, a pattern that uses a name it does not declare.
 * @param {Map<string, Map<string, Record<string, unknown> | null>>} catalogues
 * @param {string} baseLocale
 * @returns {string[]}
 */
export function catalogueProblems(catalogues, baseLocale) {
  const problems = [];
  const base = catalogues.get(baseLocale);
  if (!base) return [`no catalogues for the base language ${baseLocale}`];
  for (const [locale, byVertical] of catalogues) {
    for (const [vertical, messages] of byVertical) {
      const file = `${locale}/${vertical}.json`;
      if (messages === null) {
        problems.push(`${file}: missing (every language has a catalogue for every vertical)`);
        continue;
      }
      const baseMessages = base.get(vertical) ?? {};
      for (const [key, message] of Object.entries(messages)) {
        if (key === "$schema") continue;
        if (!key.startsWith(keyPrefix(vertical))) problems.push(`${file}: "${key}" must start with ${keyPrefix(vertical)}`);
        if (locale !== baseLocale && !(key in baseMessages)) {
          problems.push(`${file}: "${key}" is not in ${baseLocale}/${vertical}.json`);
          continue;
        }
        let inputs;
        try {
          inputs = inputsOf(message);
        } catch (error) {
          problems.push(`${file}: "${key}": ${/** @type {Error} */ (error).message}`);
          continue;
        }
        if (locale !== baseLocale) {
          const expected = inputsOf(baseMessages[key]);
          if (expected.join(",") !== inputs.join(",")) {
            problems.push(`${file}: "${key}" has {${inputs.join("}, {")}} but ${baseLocale} has {${expected.join("}, {")}}`);
          }
        }
        if (Array.isArray(message)) {
          const declared = new Set();
          for (const variant of message) {
            for (const declaration of variant.declarations ?? []) {
              const name = /^(?:input|local)\s+([A-Za-z_]\w*)/.exec(declaration.trim());
              if (name) declared.add(name[1]);
            }
          }
          for (const text of textsOf(message)) {
            for (const name of placeholdersOf(text)) {
              if (!declared.has(name)) problems.push(`${file}: "${key}" uses {${name}}, which it does not declare`);
            }
          }
        }
      }
      if (locale !== baseLocale) {
        for (const key of Object.keys(baseMessages)) {
          if (key !== "$schema" && !(key in messages))
            problems.push(`${file}: "${key}" is missing (it is in ${baseLocale}/${vertical}.json)`);
        }
      }
    }
  }
  return problems;
}

/**
 * The keys the code calls: `m.events_going(` (the one way a message is used; a key built at run
 * time would hide from this check and from the compiler, so there is none).
 * @param {Iterable<string>} sources
 */
export function usedKeys(sources) {
  const used = new Set();
  for (const source of sources) {
    for (const match of source.matchAll(/(?<![\w.$])m\.([a-z][a-z0-9_]*)\b/g)) used.add(match[1]);
  }
  return used;
}

/** Every .ts/.tsx/.mjs file under the given folders, the compiled catalogues excepted. @param {string} root @param {string[]} folders */
export function sourceFiles(root, folders) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === "node_modules" || full === path.join(root, OUTPUT_DIR)) continue;
        walk(full);
      } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        out.push(full);
      }
    }
  };
  for (const folder of folders) {
    const dir = path.join(root, folder);
    if (fs.existsSync(dir)) walk(dir);
  }
  return out;
}

const ACCENTED = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][index],
  ]),
);

/**
 * A text in the pseudo-locale: every letter accented (so a text left in English stands out), the
 * placeholders kept, and padded to about 140% of its length inside brackets (so a label that
 * cannot grow shows it). @param {string} text
 */
export function pseudoText(text) {
  let out = "";
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === "\\" && index + 1 < text.length) {
      out += char + text[index + 1];
      index += 1;
      continue;
    }
    if (char === "{") depth += 1;
    if (char === "}") depth -= 1;
    out += depth === 0 && char !== "}" ? (ACCENTED[char] ?? char) : char;
  }
  if (!text.trim()) return text;
  const visible = text.replace(/\{[^}]*\}/g, "").length;
  // In words of up to six dots: a longer language has more and longer words, not one endless word
  // (which no layout could wrap).
  const dots = Math.max(1, Math.round(visible * 0.4) - 2);
  const padding =
    dots <= 6
      ? "·".repeat(dots)
      : ` ${Array.from({ length: Math.ceil(dots / 6) }, (_, i) => "·".repeat(Math.min(6, dots - i * 6))).join(" ")}`;
  return `⟦${out}${padding}⟧`;
}

/** A whole catalogue in the pseudo-locale. @param {Record<string, unknown>} messages */
export function pseudoCatalogue(messages) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message === "string") out[key] = pseudoText(message);
    else if (Array.isArray(message)) {
      out[key] = message.map((variant) => ({
        ...variant,
        match: Object.fromEntries(Object.entries(variant.match ?? {}).map(([when, text]) => [when, pseudoText(String(text))])),
      }));
    } else out[key] = message;
  }
  return out;
}
