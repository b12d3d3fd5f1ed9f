// Plain JavaScript: the app (security.server.ts, documents and data) and the front door
// (scripts/origin-guard.mjs, every other response: assets, redirects, refusals) set the same
// protective headers from this one list.

/**
 * The headers every response carries. `Content-Security-Policy` here is the locked-down one for
 * anything that is not a document; documents get a nonce-based policy from entry.server.tsx.
 *
 * @param {{ https: boolean }} options
 * @returns {Array<[string, string]>}
 */
export function baselineSecurityHeaders({ https }) {
  const headers = [
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    // The camera for our own pages only: the door's and the merch table's scanners. Not per page:
    // a Permissions-Policy holds for the document first loaded, and the door is reached by a
    // client-side link (the event page, My Volunteer Shifts); the browser still asks the user.
    ["Permissions-Policy", "camera=(self), microphone=(), geolocation=(), payment=(), usb=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/**
 * Pages that show one member's own data. Their answers must never be stored by a browser or a
 * shared cache, whoever asks (a signed-out visit gets a sign-in notice, which is no better cached).
 */
const PERSONAL_PATHS = [
  "/profile",
  "/admin",
  "/dashboard",
  "/email-settings",
  "/privacy-settings",
  "/order-tracking",
  "/volunteer-shifts",
  "/shop/cart",
  // Every API answer, except the public reads asked without a session or cart (server/http-cache.mjs).
  "/api/",
];

/**
 * Whether the request carries a visitor's own state: a member's session, or a guest's cart (its
 * count is in the nav of every page, and it is the scope of the guest's one-time form keys, so a
 * page served to another holder of the same cookie from a shared cache could replay a used key).
 *
 * @param {string | undefined} cookieHeader
 * @returns {boolean}
 */
export function hasPersonalCookie(cookieHeader) {
  return Boolean(cookieHeader && /(?:^|;\s*)(?:__session|__cart)=/.test(cookieHeader));
}

/**
 * `private, no-store` for a response that is personal: a personal page, any answer to a request
 * that carries the member's session or a guest's cart, or one that sets a cookie. Assets keep their own caching.
 *
 * @param {string} pathname
 * @param {string | undefined} cookieHeader
 * @param {boolean} setsCookie
 * @returns {boolean}
 */
export function isPersonalResponse(pathname, cookieHeader, setsCookie) {
  if (pathname.startsWith("/build/")) return false;
  if (setsCookie || hasPersonalCookie(cookieHeader)) return true;
  return PERSONAL_PATHS.some((path) =>
    path.endsWith("/") ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`),
  );
}
