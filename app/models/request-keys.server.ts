import { and, eq, lt, sql } from "drizzle-orm";
import { json } from "@remix-run/node";
import { requestKeys } from "../../db/schema";
import type { Database } from "../../db/client";
import { db } from "~/utils/db.server";
import { getUserId } from "~/utils/session.server";
import { ONCE_KEY_BUSY, ONCE_KEY_REUSED, ONCE_KEY_TOO_LONG } from "~/utils/messages";
import { getCartId } from "./cart-cookie.server";
import { ONCE_KEY_FIELD } from "./request-keys";

/** A key's answer is replayed for a day; the periodic sweep deletes older rows. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A first request that has not stored its answer after this long has died: its key may be claimed again. */
const ABANDONED_AFTER_SECONDS = 60;
/** How long, and how often, a concurrent duplicate waits for the first request's answer. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
const MAX_KEY_LENGTH = 255;
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/**
 * The cookies an answer may set again when it is replayed: the flash toast and a guest's proof of
 * the orders this browser placed. Both only ever go back to the scope that caused them; a session
 * (sign-in) cookie is never stored or replayed.
 */
const REPLAYED_COOKIES = new Set(["__toast", "__checkout"]);

type StoredAnswer = { status: number; headers: [string, string][]; body: string | null };

type Claim =
  { kind: "mine"; id: number } | { kind: "done"; answer: StoredAnswer } | { kind: "wait" } | { kind: "again" } | { kind: "other-request" };

/**
 * The first request with this key takes its row (pending). Otherwise: the stored answer when the
 * first is done; wait while it runs; the row of a first request that died (pending for over a
 * minute) is deleted so the next try takes it; a key first used for another request is refused.
 */
async function claim(scope: string, key: string, fingerprint: string): Promise<Claim> {
  const [mine] = await db
    .insert(requestKeys)
    .values({ scope, key, fingerprint, state: "pending" })
    .onConflictDoNothing({ target: [requestKeys.scope, requestKeys.key] })
    .returning({ id: requestKeys.id });
  if (mine) return { kind: "mine", id: mine.id };
  const [row] = await db
    .select({
      id: requestKeys.id,
      fingerprint: requestKeys.fingerprint,
      state: requestKeys.state,
      status: requestKeys.status,
      headers: requestKeys.headers,
      body: requestKeys.body,
      abandoned: sql<boolean>`${requestKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
    })
    .from(requestKeys)
    .where(and(eq(requestKeys.scope, scope), eq(requestKeys.key, key)));
  // Released (the first request failed) between the two statements: try to take it.
  if (!row) return { kind: "again" };
  if (row.fingerprint !== fingerprint) return { kind: "other-request" };
  if (row.state === "done" && row.status !== null)
    return { kind: "done", answer: { status: row.status, headers: row.headers ?? [], body: row.body } };
  if (row.abandoned) {
    await db.delete(requestKeys).where(and(eq(requestKeys.id, row.id), eq(requestKeys.state, "pending")));
    return { kind: "again" };
  }
  return { kind: "wait" };
}

async function store(id: number, answer: StoredAnswer) {
  await db
    .update(requestKeys)
    .set({ state: "done", status: answer.status, headers: answer.headers, body: answer.body })
    .where(and(eq(requestKeys.id, id), eq(requestKeys.state, "pending")));
}

async function release(id: number) {
  await db.delete(requestKeys).where(and(eq(requestKeys.id, id), eq(requestKeys.state, "pending")));
}

/** The periodic sweep's clean-up: keys older than a day are forgotten. */
export async function purgeRequestKeys(now: Date, executor: Pick<Database, "delete"> = db): Promise<number> {
  const gone = await executor
    .delete(requestKeys)
    .where(lt(requestKeys.createdAt, new Date(now.getTime() - KEEP_MS)))
    .returning({ id: requestKeys.id });
  return gone.length;
}

function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("=")).trim();
}

/** What a repeat is answered with: status, body and headers, the cookies only those safe to set again. */
async function answerOf(response: Response): Promise<StoredAnswer> {
  const headers: [string, string][] = [];
  // Iterating Headers gives each Set-Cookie on its own (the fetch standard, and Remix's polyfill).
  for (const [name, value] of response.headers) {
    if (name === "content-length") continue;
    if (name === "set-cookie" && !REPLAYED_COOKIES.has(cookieName(value))) continue;
    headers.push([name, value]);
  }
  const body = response.body ? await response.clone().text() : null;
  return { status: response.status, headers, body };
}

function replay(answer: StoredAnswer): Response {
  const headers = new Headers();
  for (const [name, value] of answer.headers) headers.append(name, value);
  const noBody = answer.status === 204 || answer.status === 304 || answer.body === null || answer.body === "";
  return new Response(noBody ? null : answer.body, { status: answer.status, headers });
}

/** A form post's fields, or null for any other body (or one the route's own read will refuse with its 400). */
async function formOf(request: Request): Promise<FormData | null> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.has(type)) return null;
  try {
    return await request.clone().formData();
  } catch {
    return null;
  }
}

/**
 * The request's key, from the Idempotency-Key header (the JSON API, or a resent form post) or the
 * form's hidden field, and the form's intent: a form resent with the header is still the same
 * request as its first post.
 */
async function keyOf(request: Request): Promise<{ key: string; intent: string | null } | null> {
  const header = request.headers.get("Idempotency-Key");
  const form = await formOf(request);
  const field = form?.get(ONCE_KEY_FIELD);
  const key = (header ?? (typeof field === "string" ? field : "")).trim();
  if (key.length > MAX_KEY_LENGTH) throw json({ message: ONCE_KEY_TOO_LONG() }, { status: 400 });
  if (!key) return null;
  const intent = form?.get("intent");
  return { key, intent: typeof intent === "string" ? intent.slice(0, 100) : null };
}

/** Whose key it is: the signed-in member, else the visitor's cart cookie; none for a visitor with neither. */
async function scopeOf(request: Request): Promise<string | null> {
  const userId = await getUserId(request);
  if (userId) return `user:${userId}`;
  const cartId = await getCartId(request, null);
  return cartId ? `anon:${cartId}` : null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runAndStore<R extends Response>(id: number, run: () => Promise<R>): Promise<R> {
  let response: Response;
  let thrown = false;
  try {
    response = await run();
  } catch (error) {
    if (!(error instanceof Response)) {
      await release(id).catch((releaseError: unknown) => console.error("Releasing a one-time key failed:", releaseError));
      throw error;
    }
    response = error;
    thrown = true;
  }
  try {
    if (response.status < 400) await store(id, await answerOf(response));
    else await release(id);
  } catch (error) {
    // The action has acted and answers; its row stays pending and is taken again after a minute.
    console.error("Storing a one-time key's answer failed:", error);
  }
  if (thrown) throw response;
  return response as R;
}

/**
 * One effect per intent. Wraps a state-changing action: the first request carrying a one-time key
 * (a form's hidden `_key`, or the API's `Idempotency-Key` header) runs `run`; a repeat with the same
 * key from the same member or visitor, one after the other or at the same time, gets the same
 * answer (status, headers, body) without running it again. A concurrent repeat waits for the first
 * (up to 10 s, then 409). Only answers under 400 are kept: a refused or failed request frees its
 * key, so the member can correct a field and send again with it. The same key on another address
 * or intent is a 422. A request with no key, or from a visitor with no session or cart cookie, just
 * runs (two strangers never share a key).
 */
export async function onceOnly<R extends Response>(request: Request, run: () => Promise<R>): Promise<R> {
  if (request.method !== "POST") return run();
  const found = await keyOf(request);
  if (!found) return run();
  const scope = await scopeOf(request);
  if (!scope) return run();
  const fingerprint = `${request.method} ${new URL(request.url).pathname}${found.intent ? ` ${found.intent}` : ""}`.slice(0, 400);

  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    const claimed = await claim(scope, found.key, fingerprint);
    switch (claimed.kind) {
      case "mine":
        return runAndStore(claimed.id, run);
      case "done":
        return replay(claimed.answer) as R;
      case "other-request":
        throw json({ message: ONCE_KEY_REUSED() }, { status: 422 });
      case "again":
        continue;
      case "wait":
        if (Date.now() >= giveUpAt) throw json({ message: ONCE_KEY_BUSY() }, { status: 409, headers: { "Retry-After": "1" } });
        await pause(POLL_MS);
    }
  }
}

/** A route's action (or an apiRoute handler) under onceOnly: `export const action = oncePerKey(act)`. */
export function oncePerKey<A extends { request: Request }, R extends Response>(act: (args: A) => Promise<R>): (args: A) => Promise<R> {
  return (args) => onceOnly(args.request, () => act(args));
}

/** A deleted account's stored answers go with it (they can hold what it posted), inside the deletion's transaction. */
export async function forgetRequestKeysOf(userId: string, executor: Pick<Database, "delete"> = db): Promise<void> {
  await executor.delete(requestKeys).where(eq(requestKeys.scope, `user:${userId}`));
}
