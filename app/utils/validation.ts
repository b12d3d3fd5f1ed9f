import * as z from "zod";
import * as m from "../i18n/paraglide/messages/_index.js";

/**
 * The zod pieces every schema builds on, so input the database cannot take is refused at the
 * border with a clear message instead of failing in the query with a 500
 * (docs/decisions/006-bad-input-is-a-4xx.md). Shared by
 * the browser and the server.
 */

/** The largest int4, the type of every serial id and integer column. */
export const MAX_INT4 = 2_147_483_647;
export const ID_MESSAGE = () => m.common_id_invalid({ max: MAX_INT4 });

/**
 * A database id from a path, a form or JSON: a whole number from 1 to 2147483647. A string of
 * digits (paths, forms) counts as its number; a JSON number is taken as it is.
 */
export const idSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d{1,20}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: ID_MESSAGE }).int({ error: ID_MESSAGE }).min(1, { error: ID_MESSAGE }).max(MAX_INT4, { error: ID_MESSAGE }),
);

/** The id, or null when the value is not one (so the caller answers 404 or 400). */
export function parseId(value: unknown): number | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * PostgreSQL's timestamptz runs from 4713 BC to AD 294276, but a JavaScript date outside years
 * 1–9999 is written with a sign and six digits ("-000001-…", "+275760-…"), which it refuses.
 * Years 1 to 9999 cover any real match or shift.
 */
const MIN_DATE = new Date("0001-01-01T00:00:00.000Z");
const MAX_DATE = new Date("9999-12-31T23:59:59.999Z");
export const DATE_RANGE_MESSAGE = () => m.common_date_range();

/** A date (a Date, an ISO string or a timestamp) that the database can store. */
export function storableDate(invalidMessage: string | (() => string) = m.common_date_invalid) {
  return z.coerce.date({ error: invalidMessage }).min(MIN_DATE, { error: DATE_RANGE_MESSAGE }).max(MAX_DATE, { error: DATE_RANGE_MESSAGE });
}

const hasNul = (value: string) => value.includes("\u0000");

/** C0 control characters and DEL: never in a name, an email or an address; PostgreSQL refuses U+0000 in text. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
export const hasControlCharacter = (value: string) => CONTROL_CHARACTER.test(value);
export const controlCharactersToSpaces = (value: string) => value.replace(new RegExp(CONTROL_CHARACTER.source, "g"), " ");

/**
 * A field's name in the messages about it: a message function (so it is written in the language of
 * the request that is validated, not the one that built the schema), or a plain string.
 */
export type Label = string | (() => string);
const labelText = (label: Label) => (typeof label === "function" ? label() : label);

export const nulMessage = (label: Label) => m.common_field_nul({ label: labelText(label) });

/**
 * Text for a column: NUL characters refused (PostgreSQL cannot store them), surrounding space
 * trimmed, at most `max` characters (the column's varchar length, or a sane cap for a text
 * column). Chain `.min(1, ...)` for a required field.
 */
export function text(label: Label, max: number) {
  return z
    .string({ error: () => m.common_field_required({ label: labelText(label) }) })
    .refine((value) => !hasNul(value), { error: () => nulMessage(label), abort: true })
    .trim()
    .max(max, { error: () => m.common_field_too_long({ label: labelText(label), max }) });
}

const URL_MESSAGE = () => m.common_url_invalid();

/** An http(s) address of at most 2,000 characters, without NUL characters. */
export function httpUrl(label: Label = m.common_url_label) {
  return z
    .string({ error: URL_MESSAGE })
    .refine((value) => !hasNul(value), { error: () => nulMessage(label), abort: true })
    .pipe(
      z
        .url({ protocol: /^https?$/, error: URL_MESSAGE })
        .max(2000, { error: () => m.common_field_too_long({ label: labelText(label), max: 2000 }) }),
    );
}

/** The largest amount numeric(10, 2) holds. */
const MAX_MONEY = 99_999_999.99;

/**
 * A money amount with at most two decimals from a form ("45", "45.50", "$45.50", "€45.50") or JSON (a number);
 * blank is null. `label` is the noun in the messages ("price" → "Enter a price like 45.00").
 */
export function moneyAmount(label: Label) {
  // English writes "an amount", "a price"; the catalogues choose by it (other languages ignore it).
  const words = () => {
    const noun = labelText(label);
    return { label: noun, vowel: /^[aeiou]/i.test(noun) ? "yes" : "no" };
  };
  return z.preprocess(
    (value) => {
      if (value === undefined || (typeof value === "string" && value.trim() === "")) return null;
      if (typeof value === "string") {
        // A leading currency sign ($, €, £…) is what people type; the amount is the number after it.
        const trimmed = value.trim().replace(/^\p{Sc}\s*/u, "");
        return /^-?(\d+(\.\d+)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : trimmed;
      }
      return value;
    },
    z
      .number({ error: () => m.common_money_invalid(words()) })
      .min(0, { error: () => m.common_money_negative({ label: words().label }) })
      .max(MAX_MONEY, { error: () => m.common_money_too_large(words()) })
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
        error: () => m.common_money_decimals(words()),
      })
      .nullable(),
  );
}
