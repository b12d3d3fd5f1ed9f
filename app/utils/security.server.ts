import { json } from "@remix-run/node";
import { appOrigin, isHttps } from "./env.server";
import { isCrossSite } from "./same-origin.mjs";

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

/** See same-origin.mjs: the one rule for cross-site writes, shared with scripts/origin-guard.mjs. */
export function isCrossSiteRequest(request: Request): boolean {
  return isCrossSite(request.method, (name) => request.headers.get(name), appOrigin);
}

export function requireSameOrigin(request: Request): void {
  if (isCrossSiteRequest(request)) {
    throw json({ message: "Cross-site request refused" }, { status: 403 });
  }
}
