import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A browser push service on loopback, for tests: it hands out subscriptions as a browser would
 * (a P-256 key pair and a 16-byte auth secret per subscription, an endpoint on this server), takes
 * what the app posts to an endpoint, checks the VAPID signature (RFC 8292) and decrypts the body
 * (RFC 8291, aes128gcm) with the subscription's private key. The checks use node:crypto only, not
 * the library the app sends with, so a mistake in the sender cannot hide in the check.
 *
 * `answer(endpoint, status)` makes an endpoint answer 404, 410, 429 or 500 from then on.
 */

type ReceivedPush = {
  /** The endpoint's id (the subscription). */
  id: string;
  /** The decrypted payload, as text. */
  text: string;
  ttl: number | null;
  urgency: string | null;
  topic: string | null;
  /** The VAPID JWT's claims: aud, exp, sub. */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the request was signed with (base64url). */
  vapidKey: string;
};

export type BrowserSubscription = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

const b64url = (buffer: Buffer) => buffer.toString("base64url");

export type PushService = {
  origin: string;
  /** A new subscription, as `PushSubscription.toJSON()` gives it. */
  subscription(): BrowserSubscription;
  received: ReceivedPush[];
  /** Requests refused: a bad signature or body (the reason), answered 400/401/403. */
  refused: string[];
  answer(endpoint: string, status: number): void;
  /** Resolves once `count` pushes have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

type Keys = { ecdh: ECDH; publicKey: Buffer; auth: Buffer };

/** The VAPID header: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 over the push service's origin. */
function checkVapid(authorization: string | undefined, origin: string): { claims: ReceivedPush["claims"]; key: string } | string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) return "no VAPID Authorization header";
  const [, token, key] = match;
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return "the JWT is not three parts";
  const head = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string; typ?: string };
  if (head.alg !== "ES256") return `the JWT's alg is ${head.alg}, not ES256`;
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) return "k is not an uncompressed P-256 point";
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return "the JWT's signature does not verify with k";
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as ReceivedPush["claims"];
  if (claims.aud !== origin) return `the JWT's aud is ${claims.aud}, not ${origin}`;
  const now = Math.floor(Date.now() / 1000);
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) return "the JWT's exp is not within the next 24 hours";
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) return "the JWT's sub is not a mailto: or https: contact";
  return { claims, key };
}

/** RFC 8291 §3.4 / RFC 8188: one aes128gcm record, the sender's public key as its key id. */
function decrypt(body: Buffer, keys: Keys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("the last record has no 0x02 delimiter");
  return padded.subarray(0, end).toString("utf8");
}

export async function startPushService(): Promise<PushService> {
  const subscriptions = new Map<string, Keys>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters: (() => void)[] = [];
  let origin = "";

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? "")?.[1];
      const keys = id ? subscriptions.get(id) : undefined;
      const refuse = (status: number, reason: string) => {
        refused.push(reason);
        response.writeHead(status).end(reason);
      };
      if (request.method !== "POST" || !id || !keys) return refuse(404, `no subscription at ${request.method} ${request.url}`);
      const configured = answers.get(`${origin}/push/${id}`);
      if (configured) return void response.writeHead(configured).end();
      const vapid = checkVapid(request.headers.authorization, origin);
      if (typeof vapid === "string") return refuse(403, vapid);
      if (request.headers["content-encoding"] !== "aes128gcm")
        return refuse(400, `Content-Encoding is ${request.headers["content-encoding"]}`);
      let text: string;
      try {
        text = decrypt(Buffer.concat(chunks), keys);
      } catch (error) {
        return refuse(400, `the body does not decrypt: ${error instanceof Error ? error.message : String(error)}`);
      }
      const header = (name: string) => (typeof request.headers[name] === "string" ? (request.headers[name] as string) : null);
      received.push({
        id,
        text,
        ttl: header("ttl") === null ? null : Number(header("ttl")),
        urgency: header("urgency"),
        topic: header("topic"),
        claims: vapid.claims,
        vapidKey: vapid.key,
      });
      response.writeHead(201, { Location: `${origin}/message/${received.length}` }).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscription() {
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(12).toString("base64url");
      subscriptions.set(id, { ecdh, publicKey, auth });
      return { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64url(publicKey), auth: b64url(auth) } };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`waited for ${count} pushes, ${received.length} came (refused: ${refused.join("; ")})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
