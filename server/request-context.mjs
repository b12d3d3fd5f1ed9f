// What the front door and the app know about the request being served, shared through an
// AsyncLocalStorage the front door starts for every request. The app's build bundles its own copy of
// this module, so the storage and the route-pattern resolver live on globalThis under a Symbol.for
// key: the preload's copy and the app's copy reach the same ones.
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * @typedef {{ id: string, startedAt: bigint, userId?: string, headers?: import("node:http").IncomingHttpHeaders, locale?: string }} RequestContext
 *   `headers`: the request's, for the app to choose the page's language from (its cookie and
 *   Accept-Language); `locale`: the language the app chose, once it has (the answer's Content-Language)
 */

const STORAGE = Symbol.for("roadies.request-context");
const RESOLVER = Symbol.for("roadies.route-pattern");

/** @returns {AsyncLocalStorage<RequestContext>} */
export function requestContextStorage() {
  const holder = /** @type {Record<symbol, AsyncLocalStorage<RequestContext> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[STORAGE] ??= new AsyncLocalStorage());
}

/** The request being served, when the front door runs in this process (not in tests calling a route directly). */
export function currentRequest() {
  return requestContextStorage().getStore();
}

/** Who is signed in on this request (the id from the signed session cookie), for the request log. @param {string} userId */
export function noteSignedInUser(userId) {
  const context = currentRequest();
  if (context) context.userId = userId;
}

/**
 * The app tells the front door how to turn a path into its route pattern (`/events/:id`), once it
 * has its route table. @param {(pathname: string) => string | null} resolve
 */
export function setRoutePatternResolver(resolve) {
  const holder = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
  holder[RESOLVER] = resolve;
}

/** @param {string} pathname @returns {string | null} null before the app has said, or for no route */
export function routePatternOf(pathname) {
  const holder = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
  const resolve = holder[RESOLVER];
  return typeof resolve === "function" ? resolve(pathname) : null;
}

/**
 * LOG_FORMAT: `json` (the default: one JSON object per line, for a log collector) or `pretty` (one
 * short line for a person at a laptop).
 * @param {{ LOG_FORMAT?: string }} env @returns {"json" | "pretty"}
 */
export function logFormatFromEnv(env) {
  const value = env.LOG_FORMAT?.trim().toLowerCase();
  if (!value || value === "json") return "json";
  if (value === "pretty") return "pretty";
  throw new Error(`LOG_FORMAT must be json or pretty, not "${env.LOG_FORMAT}"`);
}
