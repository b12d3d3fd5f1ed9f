import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ActionFunctionArgs } from "@remix-run/node";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { seedDemoContent } from "../scripts/demo-seed";
import { users } from "../db/schema";
import { useTestDatabase } from "./db";
import { ORIGIN } from "./http";
import {
  describeValue,
  fillPattern,
  fuzzBody,
  fuzzQuery,
  paramValue,
  routeFiles,
  sourceWords,
  wellFormed,
  type FuzzBody,
  type RouteEntry,
} from "./fuzz";
import { signedInCookie } from "./session";

/** The database of the file that calls fuzzRoutes (its hooks are registered there). */
let test: ReturnType<typeof useTestDatabase>;
const ROUTES_DIR = fileURLToPath(new URL("../app/routes/", import.meta.url));
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const ACTION_RUNS = Math.max(1, Math.round(30 * SCALE));
const LOADER_RUNS = Math.max(1, Math.round(12 * SCALE));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Tables whose rows may change on a refused request, by design. */
const MAY_CHANGE_ON_4XX = new Set([
  // Refused attempts are what a rate limit counts.
  "rate_limits",
  // Each request here signs in with a fresh session row; flash messages (toasts) live in it too.
  "sessions",
]);

const MEMBER_ID = "00000000-0000-4000-8000-00000000f001";
const ADMIN_ID = "00000000-0000-4000-8000-00000000f002";
type Persona = "anonymous" | "member" | "admin" | "forged";
const PERSONAS: Persona[] = ["anonymous", "member", "admin", "forged"];
/** Cookies no page of the app ever set: garbage, an unsigned or re-signed session, a stale one. */
const FORGED_COOKIES = [
  "__session=garbage",
  "__session=",
  "__session=%00%ff",
  "__session=eyJ1c2VySWQiOiJ4In0%3D",
  "__session=eyJ1c2VySWQiOiJ4In0%3D.c2lnbmF0dXJl",
  "__session=a; __session=b",
  "theme=%E0%A4%A; __session=x",
  "en-theme=neon",
];

type RouteFunction = (args: ActionFunctionArgs) => unknown;
interface RouteModule {
  loader?: RouteFunction;
  action?: RouteFunction;
  default?: unknown;
}

/**
 * Routes that need Printify or Stripe, which the test environment does not configure: their answer
 * "not connected" is a 503 with a message (their own tests cover them with the services faked).
 */
const NEEDS_OUTSIDE_SERVICE = new Set(["api+/admin.generate-printify-pages.ts", "api+/webhooks+/printify.ts", "api+/webhooks+/stripe.ts"]);

const ROUTES: RouteEntry[] = [{ file: "../root.tsx", pattern: "/", params: [] }, ...(await routeFiles())];

interface Tally {
  "2xx": number;
  "3xx": number;
  "4xx": number;
  "5xx": number;
}
const emptyTally = (): Tally => ({ "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 });
const totals = emptyTally();
const perRoute = new Map<string, Tally>();
const byBody = new Map<string, Tally>();
const notFuzzed: string[] = [];
let tables: string[] = [];
let ids: string[] = [];

function count(map: Map<string, Tally>, key: string, status: number) {
  const tally = map.get(key) ?? emptyTally();
  const bucket = `${Math.min(5, Math.floor(status / 100))}xx` as keyof Tally;
  tally[bucket] += 1;
  map.set(key, tally);
}

/**
 * For "no row changes on a 4xx": a trigger on every watched table notes each row inserted, deleted
 * or updated to other values (and each truncate) in fuzz_changes. Cheaper than digesting every
 * row before and after each request (a query over every table, 1.5 times a request), and stricter:
 * a row added and removed again by one request counts too.
 */
async function watchTables() {
  await test.db.execute(sql.raw(`create table fuzz_changes (name text not null)`));
  await test.db.execute(
    sql.raw(`create function fuzz_note_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old::text is not distinct from new::text then return null; end if;
        insert into fuzz_changes values (tg_table_name);
        return null;
      end $$`),
  );
  for (const table of tables) {
    await test.db.execute(
      sql.raw(`create trigger fuzz_row_change after insert or update or delete on "${table}"
        for each row execute function fuzz_note_change()`),
    );
    await test.db.execute(
      sql.raw(`create trigger fuzz_truncate after truncate on "${table}" for each statement execute function fuzz_note_change()`),
    );
  }
}

/** Forgets the changes noted so far: what a request changes is noted from here on. */
async function forgetChanges() {
  await test.db.execute(sql`delete from fuzz_changes`);
}

/** The watched tables with a row changed since forgetChanges. */
async function changedTables(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(test.db, sql`select distinct name from fuzz_changes`);
  const changed = new Set(rows.map((row) => row.name));
  return tables.filter((table) => changed.has(table));
}

/** Members can delete their account and sign out: bring both personas back before each request. */
async function cookieFor(persona: Persona, forged = FORGED_COOKIES[0]): Promise<string | undefined> {
  if (persona === "anonymous") return undefined;
  if (persona === "forged") return forged;
  const id = persona === "admin" ? ADMIN_ID : MEMBER_ID;
  await test.db
    .insert(users)
    .values({ id, email: `fuzz-${persona}@example.org`, firstName: "Fuzz", lastName: persona, isAdmin: persona === "admin" })
    .onConflictDoUpdate({ target: users.id, set: { isAdmin: persona === "admin" } });
  return signedInCookie(id);
}

/** A sentence a person can read: two words, or a capitalised word. `{"status":"error"}` is not one. */
function isHumanMessage(value: string): boolean {
  // A message is short; the rest of a long string is an echo of what was sent. Unbounded, the first
  // pattern backtracks quadratically over a 1 MB run of letters (a form that keeps what was typed
  // answers it back): that held a worker at 100% CPU for 15 minutes and more (seed 2, POST
  // /admin/settings with a 1 MB slackInviteUrl).
  const trimmed = value.trim().slice(0, 1000);
  return /\p{L}{2,}\s+\p{L}{2,}/u.test(trimmed) || /^\p{Lu}\p{Ll}{3,}/u.test(trimmed);
}

function messagesIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") {
    if (isHumanMessage(value)) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) messagesIn(item, found);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      // conform's reply echoes the submitted fields under `initialValue`: not a message.
      if (key !== "initialValue") messagesIn(item, found);
    }
  }
  return found;
}

function messageOf(body: string, contentType: string): string | null {
  if (!body) return null;
  if (contentType.includes("json")) {
    try {
      // The longest: `{ title: "Error", message: "Failed to cancel signup…" }` reads as the second.
      return messagesIn(JSON.parse(body)).sort((a, b) => b.length - a.length)[0] ?? null;
    } catch {
      return null;
    }
  }
  return isHumanMessage(body) ? body.slice(0, 120) : null;
}

interface Input {
  persona: Persona;
  forged?: string;
  method: string;
  params: Record<string, string>;
  query: string;
  body?: FuzzBody;
}

const messagesSeen = new Map<string, Set<string>>();

async function send(entry: RouteEntry, module: RouteModule, fn: RouteFunction, input: Input, tally = true): Promise<string | null> {
  const cookie = await cookieFor(input.persona, input.forged);
  const headers = new Headers({ "Sec-Fetch-Site": "same-origin" });
  if (input.method !== "GET") headers.set("Origin", ORIGIN);
  if (cookie) headers.set("Cookie", cookie);
  if (input.body?.contentType) headers.set("Content-Type", input.body.contentType);
  const path = fillPattern(entry.pattern, input.params);
  const url = `${ORIGIN}${path}${input.query ? `?${input.query}` : ""}`;
  const request = new Request(url, { method: input.method, headers, body: input.method === "GET" ? undefined : input.body?.body });
  // What Remix hands the route: the params as decoded from the path.
  const params = Object.fromEntries(Object.entries(input.params).map(([name, value]) => [name, wellFormed(value)]));

  await forgetChanges();
  let response: Response | undefined;
  let thrown = false;
  let failure: unknown;
  try {
    const result = await fn({ request, params, context: {} });
    response =
      result instanceof Response
        ? result
        : new Response(JSON.stringify(result ?? null), { status: 200, headers: { "Content-Type": "application/json" } });
  } catch (error) {
    if (error instanceof Response) {
      response = error;
      thrown = true;
    } else {
      failure = error;
    }
  }
  const status = response?.status ?? 500;
  if (tally) {
    count(perRoute, `${input.method === "GET" ? "GET" : "POST…"} ${entry.pattern} (${entry.file})`, status);
    count(byBody, input.method === "GET" ? "query string" : (input.body?.kind ?? "none"), status);
    totals[`${Math.min(5, Math.floor(status / 100))}xx` as keyof Tally] += 1;
  }

  const who = input.persona === "forged" ? `cookie ${JSON.stringify(input.forged)}` : input.persona;
  const what = `${input.method} ${url.length > 300 ? `${url.slice(0, 300)}…` : url} as ${who}, params ${describeValue(input.params)}, body ${input.body ? `${input.body.kind}: ${input.body.describe}` : "none"}`;
  if (status === 503 && response && NEEDS_OUTSIDE_SERVICE.has(entry.file)) {
    // The test environment connects no Printify or Stripe: these routes must say so (503 with a
    // message), whatever they are sent, and change nothing. A crash is still a failure.
    const text = await response.clone().text();
    const message = messageOf(text, response.headers.get("Content-Type") ?? "");
    if (!message) return `503 without a message for ${what}: ${describeValue(text)}`;
    const changed = await changedTables();
    return changed.length > 0 ? `503 but rows changed in ${changed.join(", ")} for ${what}` : null;
  }
  if (status >= 500) {
    const text = response ? await response.text() : String(failure instanceof Error ? failure.stack : failure);
    return `${status} for ${what}: ${describeValue(text)}`;
  }
  const text = response ? await response.text() : "";
  if (status >= 400) {
    const message = messageOf(text, response?.headers.get("Content-Type") ?? "");
    // A thrown 4xx on a page is shown by the root ErrorBoundary, which words it by status.
    if (!message && !(thrown && module.default)) return `${status} without a message for ${what}: ${describeValue(text)}`;
    if (tally) {
      const seen = messagesSeen.get(entry.file) ?? new Set<string>();
      seen.add(`${status} ${(message ?? "(error boundary)").slice(0, 80)}`);
      messagesSeen.set(entry.file, seen);
    }
    const changed = await changedTables();
    if (changed.length > 0) return `${status} but rows changed in ${changed.join(", ")} for ${what}`;
  }
  return null;
}

/**
 * Bad input never gives a 500 (docs/decisions/006-bad-input-is-a-4xx.md): every loader and action in app/routes (the list
 * is read from the folder, so a new route is fuzzed without anyone adding it here) gets generated
 * malformed requests as an anonymous visitor, a member, an admin and with a forged cookie, with
 * the same-origin headers the app's own pages send. Every answer must be 2xx, 3xx or 4xx; a 4xx
 * must say what is wrong and leave every row as it was; the health check must still answer 200
 * at the end.
 *
 * The route functions are called directly, as Remix calls them; the front door in front of
 * remix-serve (method 405, cross-site 403, body size 413, headers) has its own tests in
 * server/front-door.test.ts. Scale the runs with FUZZ_SCALE=4, replay with FUZZ_SEED=<seed>.
 *
 * The routes are fuzzed in `parts` test files (app/routes/fuzz-*.db.test.ts), each taking every
 * `parts`-th route from `part` on, so the files run side by side on vitest's workers; the first also
 * checks the route table and the checks themselves.
 */
export function fuzzRoutes(part: number, parts: number) {
  // A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
  test = useTestDatabase();
  const mine = ROUTES.map((entry, index) => ({ entry, index })).filter(({ index }) => index % parts === part);

  beforeAll(async () => {
    const rows = await queryRows<{ table_name: string }>(
      test.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    tables = rows.map((row) => row.table_name).filter((table) => !MAY_CHANGE_ON_4XX.has(table));
    await watchTables();
  });

  beforeEach(async () => {
    // Each route starts from the demo data, so there are real ids to aim at.
    await seedDemoContent(test.db);
    await cookieFor("member");
    await cookieFor("admin");
    const rows = await queryRows<{ id: string }>(
      test.db,
      sql`
      select id::text from events union select id::text from products union select id::text from volunteer_opportunities
      union select id::text from volunteer_signups union select id::text from ticket_listings union select id::text from orders
      union select id::text from users union select id::text from shift_templates`,
    );
    ids = rows.map((row) => row.id);
  });

  afterAll(() => {
    const sent = totals["2xx"] + totals["3xx"] + totals["4xx"] + totals["5xx"];
    const lines = [
      `Fuzz (seed ${SEED}): ${sent} requests; 2xx ${totals["2xx"]}, 3xx ${totals["3xx"]}, 4xx ${totals["4xx"]}, 5xx ${totals["5xx"]}`,
      `Routes fuzzed (part ${part + 1} of ${parts}): ${mine.length - notFuzzed.length} of ${mine.length} modules${notFuzzed.length ? ` (no loader or action: ${notFuzzed.join(", ")})` : ""}`,
      "By body:",
      ...[...byBody].map(([kind, t]) => `  ${kind}: ${t["2xx"]}/${t["3xx"]}/${t["4xx"]}/${t["5xx"]}`),
      "By route (2xx/3xx/4xx/5xx):",
      ...[...perRoute].map(([route, t]) => `  ${route}: ${t["2xx"]}/${t["3xx"]}/${t["4xx"]}/${t["5xx"]}`),
    ];
    if (process.env.FUZZ_VERBOSE) {
      lines.push("4xx messages by route:", ...[...messagesSeen].map(([file, seen]) => `  ${file}: ${[...seen].join(" | ")}`));
    }
    console.log(lines.join("\n"));
  });

  if (part === 0) {
    describe("the route table", () => {
      it("is the route table Remix builds from app/routes", () => {
        const patterns = new Map(ROUTES.map((route) => [route.file, route.pattern]));
        expect(patterns.get("_site+/_index.tsx")).toBe("/");
        expect(patterns.get("_site+/$.tsx")).toBe("/*");
        expect(patterns.get("api+/$.ts")).toBe("/api/*");
        expect(patterns.get("_events+/events.$eventId[.ics].ts")).toBe("/events/:eventId.ics");
        expect(patterns.get("_events+/events[.ics].ts")).toBe("/events.ics");
        // The event's page and its .ics are two routes; the fuzz fills :eventId with seeded and odd ids.
        expect(patterns.get("_events+/events.$eventId.tsx")).toBe("/events/:eventId");
        expect(patterns.get("admin+/events.$eventId.edit.tsx")).toBe("/admin/events/:eventId/edit");
        expect(patterns.get("admin+/events._index.tsx")).toBe("/admin/events");
        expect(fillPattern("/events/:eventId.ics", { eventId: "7 /" })).toBe("/events/7%20%2F.ics");
        expect(ROUTES.length).toBeGreaterThan(40);
      });
    });

    describe("the checks of each answer", () => {
      const entry: RouteEntry = { file: "self-test", pattern: "/self-test", params: [] };
      const input: Input = {
        persona: "member",
        method: "POST",
        params: {},
        query: "",
        body: { kind: "json", contentType: "application/json", body: "{}", describe: "{}" },
      };
      const check = (fn: RouteFunction, module: RouteModule = {}) => send(entry, module, fn, input, false);

      it("fail on a 5xx, a thrown error, a 4xx without a message and a 4xx that changed rows", async () => {
        expect(await check(() => new Response("oops", { status: 500 }))).toMatch(/^500 for POST/);
        expect(await check(() => Promise.reject(new TypeError("boom")))).toMatch(/^500 for .*TypeError: boom/);
        expect(await check(() => new Response(null, { status: 400 }))).toMatch(/^400 without a message/);
        expect(await check(() => Response.json({ status: "error" }, { status: 400 }))).toMatch(/^400 without a message/);
        const changesARow = async () => {
          await test.db
            .update(users)
            .set({ firstName: "Changed" })
            .where(sql`${users.id} = ${MEMBER_ID}`);
          return Response.json({ message: "Invalid input" }, { status: 400 });
        };
        expect(await check(changesARow)).toMatch(/^400 but rows changed in users/);
      });

      it("pass a 4xx with a message, a conform reply, a thrown 4xx on a page and any 2xx or 3xx", async () => {
        expect(await check(() => Response.json({ message: "Not Found" }, { status: 404 }))).toBeNull();
        expect(
          await check(() => Response.json({ result: { status: "error", error: { title: ["Title is required"] } } }, { status: 400 })),
        ).toBeNull();
        expect(await check(() => Promise.reject(new Response(null, { status: 404 })), { default: () => null })).toBeNull();
        expect(await check(() => new Response(null, { status: 302, headers: { Location: "/" } }))).toBeNull();
        expect(await check(() => ({ plain: "data" }))).toBeNull();
      });
    });
  }

  describe("malformed requests never get a 5xx", () => {
    mine.forEach(({ entry, index }) => {
      it(`${entry.pattern} (${entry.file})`, { timeout: 120_000 }, async () => {
        const module = (await import(/* @vite-ignore */ join(ROUTES_DIR, entry.file))) as RouteModule;
        if (!module.loader && !module.action) {
          notFuzzed.push(entry.file);
          return;
        }
        const words = sourceWords(join(ROUTES_DIR, entry.file));
        const failures: string[] = [];
        const params = fc.record(Object.fromEntries(entry.params.map((name) => [name, paramValue(ids)])));
        const persona = fc.constantFrom(...PERSONAS);
        const forged = fc.constantFrom(...FORGED_COOKIES);

        for (const [kind, fn] of [
          ["loader", module.loader],
          ["action", module.action],
        ] as const) {
          if (!fn) continue;
          const input: fc.Arbitrary<Input> =
            kind === "loader"
              ? fc.record({ persona, forged, method: fc.constant("GET"), params, query: fuzzQuery(words, ids) })
              : fc.record({
                  persona,
                  forged,
                  method: fc.constantFrom("POST", "POST", "POST", "PUT", "PATCH", "DELETE"),
                  params,
                  query: fc.oneof({ weight: 4, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fuzzQuery(words, ids) }),
                  body: fuzzBody(words, ids),
                });
          await fc.assert(
            fc.asyncProperty(input, async (value) => {
              const failure = await send(entry, module, fn, value);
              if (failure) failures.push(failure);
            }),
            { numRuns: kind === "loader" ? LOADER_RUNS : ACTION_RUNS, seed: SEED + index, endOnFailure: true },
          );
        }
        expect(failures.slice(0, 5), `${failures.length} bad answers`).toEqual([]);
      });
    });

    it("leaves the server healthy", async () => {
      const { loader } = (await import("../app/routes/_site+/healthz")) as { loader: () => Promise<Response> };
      const response = await loader();
      expect(response.status).toBe(200);
      const sent = totals["2xx"] + totals["3xx"] + totals["4xx"] + totals["5xx"];
      // At least 1,000 requests in all: each part its share, by its number of routes.
      expect(sent).toBeGreaterThanOrEqual(Math.floor((1000 * Math.min(1, SCALE) * mine.length) / ROUTES.length));
    });
  });
}
