import * as z from "zod";

/**
 * The zod pieces every schema builds on, so input the database cannot take is refused at the
 * border with a clear message instead of failing in the query with a 500
 * (docs/decisions/006-bad-input-is-a-4xx.md). Shared by
 * the browser and the server.
 */

/** The largest int4, the type of every serial id and integer column. */
export const MAX_INT4 = 2_147_483_647;
export const ID_MESSAGE = `An id must be a whole number from 1 to ${MAX_INT4}`;

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
export const DATE_RANGE_MESSAGE = "Enter a date between the years 1 and 9999";

/** A date (a Date, an ISO string or a timestamp) that the database can store. */
export function storableDate(invalidMessage = "Enter a valid date and time") {
  return z.coerce.date({ error: invalidMessage }).min(MIN_DATE, { error: DATE_RANGE_MESSAGE }).max(MAX_DATE, { error: DATE_RANGE_MESSAGE });
}

const hasNul = (value: string) => value.includes("\u0000");
export const nulMessage = (label: string) => `${label} must not contain NUL characters`;

/**
 * Text for a column: NUL characters refused (PostgreSQL cannot store them), surrounding space
 * trimmed, at most `max` characters (the column's varchar length, or a sane cap for a text
 * column). Chain `.min(1, ...)` for a required field.
 */
export function text(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .refine((value) => !hasNul(value), { error: nulMessage(label), abort: true })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });
}

const URL_MESSAGE = "Enter a web address starting with http:// or https://";

/** An http(s) address of at most 2,000 characters, without NUL characters. */
export function httpUrl(label = "Web address") {
  return z
    .string({ error: URL_MESSAGE })
    .refine((value) => !hasNul(value), { error: nulMessage(label), abort: true })
    .pipe(z.url({ protocol: /^https?$/, error: URL_MESSAGE }).max(2000, { error: `${label} must be at most 2000 characters` }));
}

/** The largest amount numeric(10, 2) holds. */
const MAX_MONEY = 99_999_999.99;

/**
 * A money amount with at most two decimals from a form ("45", "45.50", "$45.50", "€45.50") or JSON (a number);
 * blank is null. `label` is the noun in the messages ("price" → "Enter a price like 45.00").
 */
export function moneyAmount(label: string) {
  const a = /^[aeiou]/i.test(label) ? "an" : "a";
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
      .number({ error: `Enter ${a} ${label} like 45.00` })
      .min(0, { error: `The ${label} cannot be negative` })
      .max(MAX_MONEY, { error: `Enter ${a} ${label} below 100,000,000` })
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
        error: `Enter ${a} ${label} with at most two decimals, like 45.50`,
      })
      .nullable(),
  );
}
