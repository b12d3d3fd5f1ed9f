import { siteWorkerSource } from "./__site-worker.server";
import { branding } from "~/utils/branding.server";
import { applySecurityHeaders } from "~/utils/security.server";

/**
 * GET /sw.js: the site's service worker (source and reasons in __site-worker.server.ts), at the
 * site's root so its scope is every page. A route rather than a file in public/ for its headers: a
 * worker runs under the Content-Security-Policy of its own script, and the one every non-document
 * answer gets (default-src 'none') would forbid it the fetches it exists to make, so it gets its
 * own (same-origin fetches only). `no-cache`: browsers check for a new worker anyway; this keeps
 * any cache in between from holding an old one.
 */
export function loader() {
  const headers = applySecurityHeaders(new Headers());
  headers.set("Content-Type", "text/javascript; charset=utf-8");
  headers.set("Content-Security-Policy", "default-src 'none'; connect-src 'self'");
  headers.set("Cache-Control", "no-cache");
  return new Response(siteWorkerSource({ groupName: branding.groupName, timeZone: branding.timeZone }), { headers });
}
