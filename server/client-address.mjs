// Plain JavaScript so that the front door (scripts/origin-guard.mjs, loaded before remix-serve)
// and the app's tests share one rule for which client address counts.

/** The request header the front door overwrites with the address it decided on. */
export const CLIENT_ADDRESS_HEADER = "x-roadies-client-address";

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the app. 0 (the default) trusts no
 * X-Forwarded-For at all: the socket's peer is the client.
 *
 * @param {string | undefined} value
 * @returns {number}
 */
export function trustedProxyHops(value) {
  if (value === undefined || value.trim() === "") return 0;
  const hops = Number(value.trim());
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY must be a whole number of proxy hops from 0 to 10, not "${value}"`);
  }
  return hops;
}

/**
 * The client's address. Each trusted proxy appends the address it received the request from to
 * X-Forwarded-For, so with `hops` proxies the client is the entry that many places from the right
 * of [...X-Forwarded-For, socket peer]; whatever stands further left was written by the client
 * and proves nothing. A chain shorter than promised yields its leftmost entry.
 *
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} hops
 * @returns {string}
 */
export function clientAddressFrom(socketAddress, forwardedFor, hops) {
  const peer = normalize(socketAddress) || "unknown";
  if (hops === 0) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [
    ...header
      .split(",")
      .map((entry) => normalize(entry))
      .filter(Boolean),
    peer,
  ];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/** "::ffff:203.0.113.9" and "203.0.113.9" are one client; ports and brackets are not part of it. */
function normalize(value) {
  let address = String(value ?? "").trim();
  if (address.startsWith("[")) address = address.slice(1, address.indexOf("]") > 0 ? address.indexOf("]") : undefined);
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  if (address.toLowerCase().startsWith("::ffff:") && address.includes(".")) address = address.slice(7);
  return address.slice(0, 64);
}
