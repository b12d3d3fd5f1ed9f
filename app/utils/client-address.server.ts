import { CLIENT_ADDRESS_HEADER } from "../../server/client-address.mjs";

declare global {
  // Set by the front door (scripts/origin-guard.mjs) when it runs in this process.
  var __roadiesFrontDoor: boolean | undefined;
}

/**
 * The client address the front door decided on (socket peer, or X-Forwarded-For within
 * TRUST_PROXY hops). It overwrites the header on every request, so a client cannot choose it;
 * without the front door in this process (tests calling a route directly) nobody vouches for the
 * header and every request counts as one unknown client.
 */
export function clientAddress(request: Request): string {
  if (!globalThis.__roadiesFrontDoor) return "unknown";
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
