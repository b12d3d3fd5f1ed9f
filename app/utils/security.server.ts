import { json } from "@remix-run/node";
import { appOrigin, isHttps } from "./env.server";

/** Content-Security-Policy for a document; scripts run only with this request's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers every response of ours carries, documents, data and JSON alike. */
export function applySecurityHeaders(headers: Headers, options: { nonce?: string } = {}): Headers {
  headers.set(
    "Content-Security-Policy",
    options.nonce ? contentSecurityPolicy(options.nonce) : "default-src 'none'; frame-ancestors 'none'",
  );
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (isHttps) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return headers;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses a state-changing request that does not come from our own origin. Browsers send Origin
 * on every cross-origin request and on same-origin POST/PUT/PATCH/DELETE; Sec-Fetch-Site, where
 * sent, must say same-origin. A request with neither header (curl, server-to-server) carries no
 * browser cookies of a victim, so it is let through to the normal authentication checks.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  return origin !== appOrigin;
}

export function requireSameOrigin(request: Request): void {
  if (isCrossSiteRequest(request)) {
    throw json({ message: "Cross-site request refused" }, { status: 403 });
  }
}
