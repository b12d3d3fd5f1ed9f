import { json } from "@remix-run/node";
import { appOrigin, isHttps, oidcConfig } from "./env.server";
import { isCrossSite } from "../../server/same-origin.mjs";
import { baselineSecurityHeaders } from "../../server/security-headers.mjs";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * Where a form post may end up. A plain form that sends an anonymous visitor to sign in (RSVP
 * without JavaScript) redirects on to the OpenID provider, and Chromium applies form-action to
 * every redirect of a form submission: the provider's origin must be allowed, or the sign-in
 * stops on a blocked page.
 */
const formActionSources = ["'self'", ...(oidcConfig ? [new URL(oidcConfig.issuer).origin] : [])];

/** The provider's sign-in page may live on another origin than its issuer (it is discovered). */
export function allowFormActionOrigin(url: string) {
  const origin = new URL(url).origin;
  if (!formActionSources.includes(origin)) formActionSources.push(origin);
}

/** Content-Security-Policy for a document; scripts run only with this request's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `form-action ${formActionSources.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Headers every response of ours carries (the list is shared with the front door, which adds
 * whatever a response still lacks); a document's CSP carries this request's nonce.
 */
export function applySecurityHeaders(headers: Headers, options: { nonce?: string } = {}): Headers {
  for (const [name, value] of baselineSecurityHeaders({ https: isHttps })) headers.set(name, value);
  if (options.nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(options.nonce));
  return headers;
}

/** See same-origin.mjs: the one rule for cross-site writes, shared with the front door. */
function isCrossSiteRequest(request: Request): boolean {
  return isCrossSite(request.method, (name) => request.headers.get(name), appOrigin);
}

export function requireSameOrigin(request: Request): void {
  if (isCrossSiteRequest(request)) {
    throw json({ message: m.auth_api_cross_site() }, { status: 403 });
  }
}
