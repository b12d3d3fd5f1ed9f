import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import webpush, { WebPushError } from "web-push";
import { pushConfig } from "~/utils/env.server";

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and the aes128gcm payload encryption (RFC 8291), through
 * the `web-push` library: the only place that talks to the browsers' push services. A push service
 * answers 201 (or 202) when it took the message; 404 or 410 when the subscription is gone for good;
 * 429 and 5xx when it wants us to come back later; any other 4xx for a request it will never take.
 */

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
export type VapidKeys = { publicKey: string; privateKey: string };
type PushUrgency = "very-low" | "low" | "normal" | "high";
export type PushOptions = { ttlSeconds: number; urgency: PushUrgency; topic?: string };

/** Why a push could not be sent: gone (forget the subscription), permanent (do not retry) or neither (retry later). */
class PushError extends Error {
  readonly gone: boolean;
  readonly permanent: boolean;
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "PushError";
    this.gone = status === 404 || status === 410;
    this.permanent = this.gone || (status >= 400 && status < 500 && status !== 429);
  }
}

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/**
 * Addresses a push endpoint may not have: the server would otherwise post to the group's own
 * network (loopback, private, link-local, carrier-grade NAT, unique-local, multicast, reserved).
 */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  privateRanges.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const) {
  privateRanges.addSubnet(net, prefix, "ipv6");
}

function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateRanges.check(address, "ipv4");
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1], "ipv4");
  return privateRanges.check(address, "ipv6");
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

export type EndpointRefusal = "invalid" | "not-https" | "private-address" | "unresolvable";

/**
 * Why the server must not post to this endpoint, or null when it may: it must be https on a public
 * address, as a literal or as every address its name resolves to. Asked when a browser subscribes
 * and again before each send (a name may since resolve elsewhere). With PUSH_ALLOW_PRIVATE_ENDPOINTS=1
 * (tests) a loopback address, http or https, is allowed.
 */
export async function endpointRefusal(endpoint: string): Promise<EndpointRefusal | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "invalid";
  }
  if (url.username || url.password) return "invalid";
  if (pushConfig.allowPrivateEndpoints && LOOPBACK_HOSTS.has(url.hostname) && (url.protocol === "http:" || url.protocol === "https:")) {
    return null;
  }
  if (url.protocol !== "https:") return "not-https";
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host)) return isPrivateAddress(host) ? "private-address" : null;
  if (host === "localhost" || host.endsWith(".localhost")) return "private-address";
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    if (addresses.length === 0) return "unresolvable";
    return addresses.some(({ address }) => isPrivateAddress(address)) ? "private-address" : null;
  } catch {
    return "unresolvable";
  }
}

const SEND_TIMEOUT_MS = 15_000;

/**
 * Encrypts `payload` for the subscription and posts it to its push service, signed with the VAPID
 * keys. Resolves when the push service took it; throws PushError otherwise. An endpoint that is no
 * longer acceptable (endpointRefusal) is treated as gone.
 */
export async function sendPush(target: PushTarget, payload: string, options: PushOptions, keys: VapidKeys): Promise<void> {
  const refusal = await endpointRefusal(target.endpoint);
  if (refusal) throw new PushError(410, `The push endpoint is refused (${refusal})`);
  const requestOptions = {
    vapidDetails: { subject: pushConfig.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    ...(options.topic ? { topic: options.topic } : {}),
    contentEncoding: "aes128gcm" as const,
    timeout: SEND_TIMEOUT_MS,
  };
  if (new URL(target.endpoint).protocol === "http:") {
    // web-push's sendNotification always speaks https; a loopback test service (allowed above only
    // with PUSH_ALLOW_PRIVATE_ENDPOINTS=1) gets the very same request, sent here.
    const details = webpush.generateRequestDetails(target, payload, requestOptions);
    let response: Response;
    try {
      response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PushError(0, `The push service could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text().catch(() => "");
    if (response.status === 201 || response.status === 202 || response.status === 200) return;
    throw new PushError(response.status, `The push service answered ${response.status}: ${text.slice(0, 200)}`);
  }
  try {
    await webpush.sendNotification(target, payload, requestOptions);
  } catch (error) {
    if (error instanceof WebPushError) {
      throw new PushError(error.statusCode, `The push service answered ${error.statusCode}: ${String(error.body ?? "").slice(0, 200)}`);
    }
    throw new PushError(0, `The push service could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
}
