import { readFileSync } from "node:fs";
import fc from "fast-check";
// Remix's own route-definition helper, which remix.config.js's `routes` is called with at build time.
import { defineRoutes, type RouteManifest } from "@remix-run/dev/dist/config/routes.js";

/**
 * Pieces of the bad-input fuzz suite (test/fuzz-routes.ts, run by app/routes/fuzz-{1,2,3}.db.test.ts; docs/decisions/006-bad-input-is-a-4xx.md): the route
 * table as Remix builds it, and fast-check arbitraries
 * for malformed requests.
 */

export interface RouteEntry {
  /** The file in app/routes, e.g. "_events+/events.$eventId[.ics].ts". */
  file: string;
  /** The URL pattern, e.g. "/events/:eventId.ics", "/api/*". */
  pattern: string;
  /** The params the pattern takes, in order ("*" for a splat). */
  params: string[];
}

/**
 * Every route module with its URL pattern, read from the app's own route table: remix.config.js's
 * `routes` (remix-flat-routes over the vertical folders), so the fuzz sees exactly what Remix serves.
 * Sorted by file.
 */
export async function routeFiles(): Promise<RouteEntry[]> {
  const { default: config } = (await import("../remix.config.js")) as {
    default: { routes: (define: typeof defineRoutes) => Promise<RouteManifest> };
  };
  const manifest = await config.routes(defineRoutes);
  const patternOf = (id: string): string[] => {
    const route = manifest[id];
    if (!route) return [];
    const own = route.path ? route.path.split("/") : [];
    return [...(route.parentId && route.parentId !== "root" ? patternOf(route.parentId) : []), ...own];
  };
  return Object.values(manifest)
    .map((route) => {
      const pattern = `/${patternOf(route.id).join("/")}`;
      const params = [...pattern.matchAll(/:([A-Za-z0-9_-]+)|\*/g)].map((m) => m[1] ?? "*");
      return { file: route.file.replace(/^routes\//, ""), pattern, params };
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** The path for a pattern with its params filled in (each value URL-encoded, as a browser would). */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z0-9_-]+)|\*/g, (match, name: string | undefined) =>
    encodeURIComponent(wellFormed(params[name ?? "*"] ?? "")),
  );
}

/**
 * A lone surrogate cannot travel in a URL: a browser sends it as U+FFFD, which is what the route
 * then gets as its param.
 */
export function wellFormed(value: string): string {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/**
 * The words in a route's source that look like field names or values (intents, enum members,
 * keys): the fuzz uses them as keys and values so it gets past "unknown intent" into each branch.
 * A new field in a route is picked up without anyone listing it.
 */
export function sourceWords(path: string): string[] {
  const source = readFileSync(path, "utf8");
  const words = new Set<string>();
  for (const match of source.matchAll(/["'`]([A-Za-z][A-Za-z0-9_-]{0,30})["'`]/g)) words.add(match[1]);
  for (const match of source.matchAll(/\b([a-z][A-Za-z0-9]{1,30})\s*:/g)) words.add(match[1]);
  // A route with no words of its own still gets a few common field names.
  for (const word of ["id", "intent", "name", "email"]) words.add(word);
  return [...words].sort();
}

// ---------------------------------------------------------------------------------------------
// Values

const ONE_MB = "x".repeat(1024 * 1024);
const ONE_MB_UNICODE = "é👍".repeat(Math.floor((1024 * 1024) / 5));

const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000",
  "\uD800",
  "\uDFFF",
  "x\uDBFFy",
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "שלום",
  "👍🏽🏳️‍🌈👨‍👩‍👧",
  "e\u0301",
  "\uFEFF",
  "\u200B",
  "\uFFFF",
  "\t\r\n",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "%00",
  "%",
  "..%2F..%2Fetc%2Fpasswd",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1e309",
  "0x10",
  "1_000",
];

const ODD_NUMBERS = [
  "0",
  "-0",
  "-1",
  "-2147483648",
  "2147483647",
  "2147483648",
  "4294967296",
  "9007199254740991",
  "9007199254740992",
  "9007199254740993",
  "99999999999999999999999",
  "1.5",
  "-1.5",
  "1e3",
  "0.1",
  " 7 ",
  "07",
  "+5",
];

const ODD_DATES = [
  "-000001-01-01",
  "-000001-01-01T00:00:00Z",
  "+275760-09-13",
  "+275760-09-13T00:00:00.000Z",
  "+275761-01-01",
  "0000-01-01",
  "0000-00-00",
  "2026-02-30",
  "2026-02-29",
  "2026-13-01",
  "2026-12-32",
  "2026-06-15T25:61",
  "2030-05-01T18:00",
  "2030-05-01T18:00:00Z",
  "2030-05-01",
  "9999-12-31T23:59:59.999Z",
  "10000-01-01",
  "not a date",
  "8640000000000001",
  "-8640000000000001",
  "Tue, 31 Feb 2026 10:00:00 GMT",
];

const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 4 })
  .map((codes) => String.fromCharCode(...codes));

/** A field's value as text (forms, query strings): what a form or a hand-made request may carry. */
function textValue(words: string[], ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...words) },
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_DATES) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 1, arbitrary: loneSurrogates },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double().map(String) },
    { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 5000 }) },
    { weight: 1, arbitrary: fc.constantFrom(...words).map((word) => `${word}\u0000`) },
  );
}

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON value of any type: numbers where strings belong, arrays where objects belong, and so on. */
function jsonValue(words: string[], ids: string[]): fc.Arbitrary<JsonValue> {
  const leaf: fc.Arbitrary<JsonValue> = fc.oneof(
    { weight: 6, arbitrary: textValue(words, ids) },
    { weight: 2, arbitrary: fc.constantFrom(...ids).map(Number) },
    { weight: 2, arbitrary: fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, 1.5, Number.MIN_VALUE) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 2, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: fc.constant(null) },
  );
  return fc.oneof(
    { weight: 8, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...words), leaf, { maxKeys: 3 }) },
  );
}

const EMAILS = [
  "fan@example.org",
  "admin@example.org",
  "not-an-email",
  "a@b",
  "@example.org",
  "fan@exa\u0000mple.org",
  `${"a".repeat(320)}@example.org`,
];

/**
 * A field and a value that suits its name (a date for `date`, an id for `eventId`, an email for
 * `email`), or any value: near-misses get past the first check into the deeper ones.
 */
function field(words: string[], ids: string[]): fc.Arbitrary<[string, string]> {
  const any = textValue(words, ids);
  return fieldName(words).chain((key) => {
    const name = key.toLowerCase();
    const suited = /date|from|to$|at$|expir|start|end/.test(name)
      ? fc.constantFrom(...ODD_DATES)
      : /id$|ids$/.test(name)
        ? fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...ODD_NUMBERS))
        : /email/.test(name)
          ? fc.constantFrom(...EMAILS)
          : /count|quantity|qty|price|amount|limit|page|spots|capacity|number/.test(name)
            ? fc.constantFrom(...ODD_NUMBERS)
            : fc.constantFrom(...words);
    return fc.tuple(fc.constant(key), fc.oneof({ weight: 3, arbitrary: suited }, { weight: 2, arbitrary: any }));
  });
}

/** Field names: the route's own words most of the time, anything some of the time. */
function fieldName(words: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...words) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "", "\u0000", "a[b]", "x.y") },
  );
}

// ---------------------------------------------------------------------------------------------
// Bodies

export interface FuzzBody {
  kind: string;
  contentType?: string;
  body?: BodyInit;
  /** A short description for failure reports. */
  describe: string;
}

const short = (value: unknown) => {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
};

const INVALID_JSON = [
  '{"a":',
  "{'a':1}",
  "{a:1}",
  "[1,2,",
  '"unterminated',
  "\u0000",
  "nul\u0000l",
  "{}}",
  "NaN",
  "undefined",
  "\uFEFF{}",
  '{"a":1}garbage',
];
const XML = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><event><title>&e;</title></event>';

/** Any kind of body an action may get: forms, JSON, not-JSON, XML, nothing, a mislabelled body. */
export function fuzzBody(words: string[], ids: string[]): fc.Arbitrary<FuzzBody> {
  const fields = fc.array(field(words, ids), { maxLength: 8 });
  const numeric = (value: string) => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);
  const jsonObject = fc.oneof(
    fc.dictionary(fieldName(words), jsonValue(words, ids), { maxKeys: 8 }),
    // The same near-misses as the forms, some ids and numbers as JSON numbers.
    fc
      .tuple(fields, fc.boolean())
      .map(
        ([pairs, asNumbers]) =>
          Object.fromEntries(pairs.map(([key, value]) => [key, asNumbers ? numeric(value) : value])) as { [key: string]: JsonValue },
      ),
  );

  const urlencoded = fields.map((pairs): FuzzBody => {
    const body = new URLSearchParams(pairs).toString();
    return { kind: "urlencoded", contentType: "application/x-www-form-urlencoded;charset=UTF-8", body, describe: short(pairs) };
  });
  const multipart = fc.tuple(fields, fc.boolean()).map(([pairs, withFile]): FuzzBody => {
    const form = new FormData();
    for (const [key, value] of pairs) form.append(key, value);
    if (withFile && pairs.length > 0) form.append(pairs[0][0], new Blob(["\u0000binary"], { type: "application/octet-stream" }), "x.bin");
    // Content-Type (with the boundary) comes from the FormData itself.
    return { kind: "multipart", body: form, describe: `${short(pairs)}${withFile ? " + file" : ""}` };
  });
  const json = fc
    .oneof({ weight: 6, arbitrary: jsonObject as fc.Arbitrary<JsonValue> }, { weight: 1, arbitrary: jsonValue(words, ids) })
    .map((value): FuzzBody => ({ kind: "json", contentType: "application/json", body: JSON.stringify(value), describe: short(value) }));
  const invalidJson = fc
    .constantFrom(...INVALID_JSON)
    .map((body): FuzzBody => ({ kind: "invalid json", contentType: "application/json", body, describe: short(body) }));
  const odd = fc.constantFrom<FuzzBody>(
    { kind: "empty", describe: "no body, no Content-Type" },
    { kind: "empty", contentType: "application/json", body: "", describe: "empty JSON" },
    { kind: "empty", contentType: "application/x-www-form-urlencoded", body: "", describe: "empty form" },
    { kind: "xml", contentType: "application/xml", body: XML, describe: "XML with an external entity" },
    { kind: "text", contentType: "text/plain", body: "intent=rsvp&eventId=1", describe: "text/plain" },
    { kind: "wrong type", contentType: "application/json", body: "intent=rsvp&eventId=1", describe: "a form labelled JSON" },
    { kind: "wrong type", contentType: "application/x-www-form-urlencoded", body: '{"intent":"rsvp"}', describe: "JSON labelled a form" },
    { kind: "wrong type", contentType: "multipart/form-data", body: "a=1", describe: "multipart without a boundary" },
    {
      kind: "wrong type",
      contentType: "multipart/form-data; boundary=XyZ",
      body: '--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nrsv',
      describe: "truncated multipart",
    },
    {
      kind: "wrong type",
      contentType: "application/x-www-form-urlencoded",
      body: "%E0%A4%A=%ZZ&&==&a=%00",
      describe: "malformed percent-encoding",
    },
    { kind: "wrong type", contentType: "application/octet-stream", body: "\u0000\u0001\u0002", describe: "octet-stream" },
    { kind: "wrong type", contentType: "foo", body: "bar", describe: "Content-Type foo" },
    { kind: "wrong type", contentType: "application/json; charset=utf-16", body: '{"a":1}', describe: "JSON claiming UTF-16" },
  );
  // 1 MB values, sparingly: each is read, validated and (if it gets through) stored.
  const big = fc
    .tuple(fieldName(words), fc.constantFrom(ONE_MB, ONE_MB_UNICODE), fc.constantFrom("urlencoded", "json", "multipart"), fields)
    .map(([key, value, kind, rest]): FuzzBody => {
      const describe = `${short(rest)} + ${key}=<${value.length} chars>`;
      if (kind === "json")
        return {
          kind: "1 MB",
          contentType: "application/json",
          body: JSON.stringify({ ...Object.fromEntries(rest), [key]: value }),
          describe,
        };
      if (kind === "urlencoded") {
        const body = new URLSearchParams([...rest, [key, value]]).toString();
        return { kind: "1 MB", contentType: "application/x-www-form-urlencoded", body, describe };
      }
      const form = new FormData();
      for (const [k, v] of [...rest, [key, value]]) form.append(k, v);
      return { kind: "1 MB", body: form, describe };
    });
  return fc.oneof(
    { weight: 1, arbitrary: big },
    { weight: 4, arbitrary: urlencoded },
    { weight: 2, arbitrary: multipart },
    { weight: 4, arbitrary: json },
    { weight: 1, arbitrary: invalidJson },
    { weight: 2, arbitrary: odd },
  );
}

/** A query string: generated pairs, or a raw one with broken percent-encoding. */
export function fuzzQuery(words: string[], ids: string[]): fc.Arbitrary<string> {
  const pairs = fc
    .array(
      field(words, ids).filter(([, value]) => value.length < 10_000),
      { maxLength: 6 },
    )
    .map((list) => new URLSearchParams(list).toString());
  const raw = fc.constantFrom(
    "%",
    "%ZZ",
    "a=%E0%A4%A",
    "a=%00",
    "&&&",
    "=",
    "a=1&a=2&a=3",
    "page=-1",
    "page=99999999999999999999",
    "limit=0",
    "from=2026-02-30&to=-000001-01-01",
  );
  return fc.oneof({ weight: 5, arbitrary: pairs }, { weight: 1, arbitrary: raw });
}

/** A param value for a path: a real id most of the time, then unknown, odd and malformed ones. */
export function paramValue(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "999999",
        "0",
        "-1",
        "2147483647",
        "2147483648",
        "9007199254740993",
        "1.5",
        "1e3",
        " 1",
        "abc",
        "",
        "\u0000",
        "1\u0000",
        "👍",
        "\uD800",
        "..",
        "%",
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );
}

export { short as describeValue };
