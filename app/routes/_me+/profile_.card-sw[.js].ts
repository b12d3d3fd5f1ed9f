import { memberCardWorkerSource } from "~/routes/_me+/__card-worker.server";
import { applySecurityHeaders } from "~/utils/security.server";

/**
 * GET /profile/card-sw.js: the member card's former service worker, now a stub that unregisters
 * itself (reasons in __card-worker.server.ts), so phones that have it move over to /sw.js. It keeps
 * the policy its predecessor ran under. `no-cache`: browsers check for a new worker anyway; this
 * keeps any cache in between from holding the old one.
 */
export function loader() {
  const headers = applySecurityHeaders(new Headers());
  headers.set("Content-Type", "text/javascript; charset=utf-8");
  headers.set("Content-Security-Policy", "default-src 'none'; connect-src 'self'");
  headers.set("Cache-Control", "no-cache");
  return new Response(memberCardWorkerSource, { headers });
}
