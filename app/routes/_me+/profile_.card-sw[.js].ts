import { memberCardWorkerSource } from "~/routes/_me+/__card-worker.server";
import { applySecurityHeaders } from "~/utils/security.server";

/**
 * GET /profile/card-sw.js: the member card's service worker (source and reasons in
 * __card-worker.server.ts). A route rather than a file in public/ for its headers: a worker
 * runs under the Content-Security-Policy of its own script, and the one every non-document answer
 * gets (default-src 'none') would forbid it the fetches it exists to make, so it gets its own
 * (same-origin fetches only, nothing else). `no-cache`: browsers check for a new worker anyway,
 * this keeps any cache in between from holding an old one.
 */
export function loader() {
  const headers = applySecurityHeaders(new Headers());
  headers.set("Content-Type", "text/javascript; charset=utf-8");
  headers.set("Content-Security-Policy", "default-src 'none'; connect-src 'self'");
  headers.set("Cache-Control", "no-cache");
  return new Response(memberCardWorkerSource, { headers });
}
