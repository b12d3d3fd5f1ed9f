// Plain JavaScript so that both the app (security.server.ts) and the process-level guard
// (scripts/origin-guard.mjs, loaded before remix-serve) judge requests with the same rule.

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * True when a state-changing request comes from another site. Browsers send Origin on every
 * cross-origin request and on same-origin POST/PUT/PATCH/DELETE; Sec-Fetch-Site, where sent,
 * must say same-origin (or none: typed into the address bar). A request with neither header
 * (curl, server-to-server) carries no victim's cookies and goes on to the normal auth checks.
 *
 * @param {string | undefined} method
 * @param {(name: string) => string | null | undefined} header
 * @param {string} appOrigin e.g. "http://localhost:3000"
 * @returns {boolean}
 */
export function isCrossSite(method, header, appOrigin) {
  if (!STATE_CHANGING.has(String(method).toUpperCase())) return false;
  const fetchSite = header("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = header("origin");
  if (origin === null || origin === undefined) return false;
  return origin !== appOrigin;
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
export function appOriginFromEnv(env) {
  const url = env.APP_URL && env.APP_URL.trim() ? env.APP_URL.trim() : `http://localhost:${env.PORT || 3000}`;
  return new URL(url).origin;
}

/**
 * What the server prints once it listens: the one address the site works at. Every form post is
 * checked against it, so a browser on another name for the same machine gets 403 on each of them.
 *
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
export function startBanner(env) {
  const origin = appOriginFromEnv(env);
  const rule = "=".repeat(Math.max(60, origin.length + 24));
  return [
    "",
    rule,
    `  Open the site at ${origin}`,
    "  Use exactly this address (APP_URL): a browser on another host name for this machine",
    "  (127.0.0.1, its IP address or name) gets 403 on every form, by the same-origin check.",
    rule,
    "",
  ].join("\n");
}
