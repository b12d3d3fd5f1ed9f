// Plain JavaScript: the front door (server/front-door.mjs) decides here which answers a shared
// cache (a CDN, nginx in front) may keep, and which are one member's alone.
import { hasPersonalCookie, isPersonalResponse } from "./security-headers.mjs";

/**
 * For anonymous answers of the public pages and the public API.
 * - `max-age=0`: a browser asks again on each visit, which the ETag makes a body-less 304 when
 *   nothing changed, so a supporter who just RSVPed never looks at an old copy of their own doing.
 *   No `stale-while-revalidate` here: a browser applies it to its own cache too (Chromium does),
 *   and would show the copy of the last visit (an old kickoff time) for five minutes.
 * - `s-maxage=30`: a shared cache answers for 30 s without asking. Places left and RSVP counts
 *   shown to anonymous visitors may lag by that much (a member's or a guest shopper's answers are
 *   never cached: their session or cart cookie makes them personal), and at a match-day crowd it turns thousands of
 *   identical renders a second into one per page every 30 s.
 */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=30";

/**
 * The same for a CDN alone (`CDN-Cache-Control`, RFC 9213: browsers and other caches ignore it):
 * 30 s fresh, and for five minutes after that the CDN still answers at once with its copy while one
 * request fetches the new one, so no visitor waits on the refresh and the app never sees a stampede
 * when a popular page expires. nginx does the same by its own settings (README, "Behind nginx").
 */
export const SHARED_CDN_CACHE_CONTROL = "max-age=30, stale-while-revalidate=300";

/**
 * What changes these answers besides the URL: the theme and language cookies change the HTML (and
 * any other cookie might, so the whole header counts), a visitor without a language cookie gets the
 * language their Accept-Language picks among the group's, and the body's encoding follows
 * Accept-Encoding.
 */
const SHARED_CACHE_VARY = ["Cookie", "Accept-Language", "Accept-Encoding"];

/**
 * The pages and API reads that are the same for every anonymous visitor. One segment after a list
 * is an item (`/events/12`, `/shop/3`); the shop's cart and checkout are personal pages, never items.
 */
const SHARED_PATHS = [
  /^\/$/,
  /^\/events(?:\/[^/]+)?$/,
  /^\/shop(?:\/(?!cart$|checkout$)[^/]+)?$/,
  /^\/volunteer$/,
  /^\/tickets$/,
  /^\/api\/events(?:\/[^/]+)?$/,
  /^\/api\/products(?:\/[^/]+)?$/,
  /^\/api\/volunteer-opportunities(?:\/[^/]+)?$/,
];

/** @param {string} pathname */
function isSharedPath(pathname) {
  return SHARED_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * @typedef {{ method: string, pathname: string, status: number, cookieHeader: string | undefined, setsCookie: boolean }} CacheQuestion
 * @typedef {{ cacheControl: string, cdnCacheControl?: string, vary?: string[] }} CachePolicy
 */

/**
 * The Cache-Control the front door gives an answer that has none of its own: shared-cacheable for
 * a public read asked without a session or cart cookie and setting none (200, or the 304 that refreshes
 * it), `private, no-store` for anything personal, nothing otherwise (assets keep their own).
 *
 * @param {CacheQuestion} question
 * @returns {CachePolicy | null}
 */
export function cachePolicyFor({ method, pathname, status, cookieHeader, setsCookie }) {
  if (pathname.startsWith("/build/")) return null;
  const read = method === "GET" || method === "HEAD";
  const anonymous = !setsCookie && !hasPersonalCookie(cookieHeader);
  if (read && anonymous && (status === 200 || status === 304) && isSharedPath(pathname)) {
    return { cacheControl: SHARED_CACHE_CONTROL, cdnCacheControl: SHARED_CDN_CACHE_CONTROL, vary: SHARED_CACHE_VARY };
  }
  return isPersonalResponse(pathname, cookieHeader, setsCookie) ? { cacheControl: "private, no-store" } : null;
}

/**
 * A Vary header holding the names it had and those added, each once.
 *
 * @param {number | string | string[] | undefined} current
 * @param {string[]} names
 * @returns {string}
 */
export function mergeVary(current, names) {
  const present = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (present.includes("*")) return "*";
  const lower = new Set(present.map((name) => name.toLowerCase()));
  return [...present, ...names.filter((name) => !lower.has(name.toLowerCase()))].join(", ");
}
