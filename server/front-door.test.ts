import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, trustedProxyHops } from "./client-address.mjs";
import { DATA_REQUEST_HEADER } from "./data-request.mjs";
import { ETAG_BUFFER_LIMIT, matchesIfNoneMatch } from "./etag.mjs";
import { bodyLimitFromEnv, guardRequest, type FrontDoorOptions } from "./front-door.mjs";
import { SHARED_CACHE_CONTROL } from "./http-cache.mjs";
import { isPersonalResponse } from "./security-headers.mjs";

const APP = "http://app.example";
const LIMIT = 64 * 1024;

/** What the tiny app's fixture list says; a test changes it to see a new ETag. */
let fixtureList = "Fixture list";

/** A document as entry.server.tsx sends one: a fresh nonce in its policy and its script tags, written in pieces. */
function writeDocument(res: http.ServerResponse, compressed: boolean) {
  const nonce = randomBytes(16).toString("base64");
  const html = `<!DOCTYPE html><html><head><script nonce="${nonce}">window.x=1</script></head><body><h1>${fixtureList}</h1><script nonce="${nonce}" src="/build/entry.js"></script></body></html>`;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Security-Policy", `default-src 'self'; script-src 'self' 'nonce-${nonce}'`);
  if (compressed) {
    // remix-serve compresses before the front door sees the bytes
    res.setHeader("Content-Encoding", "gzip");
    res.end(zlib.gzipSync(html));
    return;
  }
  res.write(html.slice(0, 40));
  res.write(Buffer.from(html.slice(40, 90)));
  res.end(html.slice(90));
}

/** A real http server with the front door in front of a tiny "app" that records what reached it. */
let server: http.Server;
let base: string;
const reached: { method?: string; url?: string; address?: string; dataRequest?: string; bodyBytes: number }[] = [];

beforeAll(async () => {
  const options: FrontDoorOptions = { appOrigin: APP, https: false, trustProxy: 0, bodyLimit: LIMIT };
  server = http.createServer((req, res) => {
    if (guardRequest(req, res, options)) return;
    const seen = {
      method: req.method,
      url: req.url,
      address: req.headers[CLIENT_ADDRESS_HEADER] as string,
      dataRequest: req.headers[DATA_REQUEST_HEADER] as string | undefined,
      bodyBytes: 0,
    };
    reached.push(seen);
    req.on("data", (chunk: Buffer) => (seen.bodyBytes += chunk.length));
    req.on("end", () => {
      const pathname = (req.url ?? "/").split("?")[0];
      if (pathname === "/events" || pathname === "/events/7") {
        writeDocument(res, false);
        return;
      } else if (pathname === "/shop") {
        writeDocument(res, true);
        return;
      } else if (pathname === "/api/events" || pathname === "/api/orders") {
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify([{ id: 7, title: fixtureList }]));
        return;
      } else if (pathname === "/large") {
        res.setHeader("Content-Type", "text/plain");
        const halves = Number(new URLSearchParams(req.url?.split("?")[1]).get("halves") ?? 3);
        for (let i = 0; i < halves; i++) res.write(Buffer.alloc(ETAG_BUFFER_LIMIT / 2, 97 + i));
        res.end();
        return;
      } else if (req.url === "/document") {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Security-Policy": "default-src 'self'" });
      } else if (req.url === "/redirect") {
        res.writeHead(302, { Location: "/" });
      } else if (req.url === "/sets-cookie") {
        res.setHeader("Set-Cookie", "a=b");
      }
      res.end("ok");
    });
    req.on("error", () => {});
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Raw HTTP, so the test controls every byte (methods fetch refuses, chunked bodies, lying headers). */
function raw(request: string, body?: () => AsyncIterable<Buffer>): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      const [head, ...rest] = data.split("\r\n\r\n");
      const status = Number(head.split(" ")[1]);
      if (!status) reject(new Error(`no answer: ${JSON.stringify(data.slice(0, 200))}`));
      resolve({ status, headers: head.toLowerCase(), body: rest.join("\r\n\r\n") });
    });
    socket.write(request);
    if (body) {
      void (async () => {
        try {
          for await (const chunk of body()) {
            if (socket.destroyed) return;
            socket.write(chunk);
          }
        } catch {
          /* the server hung up: that is the point */
        }
      })();
    }
  });
}

describe("the front door", () => {
  it("answers TRACE, CONNECT-like and unknown methods with 405 and an Allow header, before the app", async () => {
    for (const method of ["TRACE", "OPTIONS", "PROPFIND"]) {
      const before = reached.length;
      const answer = await raw(`${method} /events HTTP/1.1\r\nHost: app.example\r\nConnection: close\r\n\r\n`);
      expect(answer.status, method).toBe(405);
      expect(answer.headers).toContain("allow: get, head, post, put, patch, delete");
      expect(JSON.parse(answer.body).message).toBe(`The method ${method} is not allowed here.`);
      expect(reached.length).toBe(before);
    }
  });

  it("refuses a body whose Content-Length is over the limit with 413 without reading it", async () => {
    const before = reached.length;
    const fifty = 50 * 1024 * 1024;
    const answer = await raw(
      `POST /api/login HTTP/1.1\r\nHost: app.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${fifty}\r\n\r\n`,
      async function* () {
        for (let i = 0; i < 50; i++) yield Buffer.alloc(1024 * 1024, 97);
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe("The request is too large: at most 64 KB may be sent here.");
    expect(reached.length).toBe(before);
  });

  it("lets the 413 reach a client that is still sending (Node's http client in another process, 24 tries), then closes", async () => {
    // In another process: in this one the client's writes and the server's reads take turns on one
    // event loop, and the reset a destroyed socket draws never shows.
    const client = `
      import http from "node:http";
      const body = Buffer.alloc(2 * 1024 * 1024, 97);
      const outcomes = [];
      for (let i = 0; i < 24; i++) {
        outcomes.push(await new Promise((resolve) => {
          const request = http.request(process.argv[1], { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": body.length } });
          request.on("response", (response) => {
            let text = "";
            response.on("data", (chunk) => (text += chunk));
            response.on("end", () => resolve(response.statusCode + " " + JSON.parse(text).message));
            response.on("error", (error) => resolve(error.code));
          });
          request.on("error", (error) => resolve(error.code));
          request.end(body);
        }));
      }
      console.log(JSON.stringify(outcomes));
    `;
    const before = reached.length;
    const child = spawn(process.execPath, ["--input-type=module", "-e", client, `${base}/api/analytics`], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await once(child, "exit");
    const outcomes = JSON.parse(output) as string[];
    expect(outcomes).toHaveLength(24);
    expect(new Set(outcomes)).toEqual(new Set(["413 The request is too large: at most 64 KB may be sent here."]));
    expect(reached.length).toBe(before);
  });

  it("cuts off a chunked body at the limit with 413", async () => {
    const answer = await raw(
      "POST /api/analytics HTTP/1.1\r\nHost: app.example\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
      async function* () {
        for (let i = 0; i < 200; i++) {
          const chunk = Buffer.alloc(4096, 97);
          yield Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        yield Buffer.from("0\r\n\r\n");
      },
    );
    expect(answer.status).toBe(413);
    const last = reached.at(-1)!;
    expect(last.url).toBe("/api/analytics");
    expect(last.bodyBytes).toBeLessThanOrEqual(LIMIT);
  });

  it("lets a body within the limit through whole", async () => {
    const response = await fetch(`${base}/api/login`, { method: "POST", body: "x".repeat(LIMIT) });
    expect(response.status).toBe(200);
    expect(reached.at(-1)!.bodyBytes).toBe(LIMIT);
  });

  it("refuses a cross-site write with 403, with the security headers", async () => {
    const response = await fetch(`${base}/events`, { method: "POST", headers: { Origin: "https://evil.example" }, body: "a=1" });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("overwrites a client-supplied address header with the socket's address", async () => {
    await fetch(`${base}/whoami`, { headers: { [CLIENT_ADDRESS_HEADER]: "6.6.6.6", "X-Forwarded-For": "7.7.7.7" } });
    expect(reached.at(-1)!.address).toBe("127.0.0.1");
  });

  it("gives redirects and plain answers the protective headers, and keeps a document's own CSP", async () => {
    const redirect = await fetch(`${base}/redirect`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("x-content-type-options")).toBe("nosniff");
    expect(redirect.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(redirect.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const document = await fetch(`${base}/document`);
    expect(document.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(document.headers.get("x-frame-options")).toBe("DENY");
  });

  it("marks personal answers private, no-store and leaves public ones alone", async () => {
    expect((await fetch(`${base}/profile`)).headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${base}/admin/events`)).headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${base}/events`, { headers: { Cookie: "theme=dark; __session=abc" } })).headers.get("cache-control")).toBe(
      "private, no-store",
    );
    expect((await fetch(`${base}/sets-cookie`)).headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${base}/whoami`)).headers.get("cache-control")).toBeNull();
  });
});

describe("conditional requests", () => {
  const etagOf = async (path: string, init?: RequestInit) => (await fetch(`${base}${path}`, init)).headers.get("etag");

  it("gives a 200 GET a weak ETag and answers a matching If-None-Match with a 304 without a body or a CSP", async () => {
    const first = await fetch(`${base}/api/events`);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(await first.json()).toEqual([{ id: 7, title: "Fixture list" }]);
    const answer = await raw(`GET /api/events HTTP/1.1\r\nHost: app.example\r\nIf-None-Match: ${etag}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(304);
    expect(answer.body).toBe("");
    expect(answer.headers).toContain(`etag: ${etag.toLowerCase()}`);
    expect(answer.headers).not.toContain("content-security-policy");
    expect(answer.headers).not.toContain("content-type");
    expect(answer.headers).not.toContain("content-length");
    expect(answer.headers).not.toContain("x-frame-options");
    // a list, another tag, and *
    expect((await fetch(`${base}/api/events`, { headers: { "If-None-Match": `W/"other", ${etag}` } })).status).toBe(304);
    expect((await fetch(`${base}/api/events`, { headers: { "If-None-Match": `W/"other"` } })).status).toBe(200);
    expect((await fetch(`${base}/api/events`, { headers: { "If-None-Match": "*" } })).status).toBe(304);
    expect(await etagOf("/api/events", { method: "HEAD" })).toBe(etag);
  });

  it("gives a changed body a new ETag, and the old one a 200 with the new body", async () => {
    const before = (await etagOf("/api/events"))!;
    fixtureList = "Fixture list (kickoff moved)";
    try {
      const after = await fetch(`${base}/api/events`, { headers: { "If-None-Match": before } });
      expect(after.status).toBe(200);
      expect(after.headers.get("etag")).not.toBe(before);
      expect(await after.json()).toEqual([{ id: 7, title: "Fixture list (kickoff moved)" }]);
    } finally {
      fixtureList = "Fixture list";
    }
  });

  it("leaves a document's fresh nonce out of its ETag, and its 304 carries no policy with a new nonce", async () => {
    const first = await fetch(`${base}/events`);
    const second = await fetch(`${base}/events`);
    const nonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)![1];
    expect(nonce(first)).not.toBe(nonce(second));
    expect(await second.text()).toContain(`<script nonce="${nonce(second)}">`);
    expect(first.headers.get("etag")).toBeTruthy();
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    const repeat = await fetch(`${base}/events`, { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get("content-security-policy")).toBeNull();
    expect(repeat.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
  });

  it("hashes what the app wrote, not its compression", async () => {
    const first = await fetch(`${base}/shop`);
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(await first.text()).toContain("<h1>Fixture list</h1>");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect(await etagOf("/shop")).toBe(etag);
    expect((await fetch(`${base}/shop`, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("sends an answer over the buffer limit whole, as it comes, without an ETag", async () => {
    expect(await etagOf("/large?halves=2")).toBeTruthy();
    const response = await fetch(`${base}/large?halves=3`);
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBeNull();
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe((ETAG_BUFFER_LIMIT / 2) * 3);
    expect([body[0], body[ETAG_BUFFER_LIMIT / 2], body.at(-1)]).toEqual([97, 98, 99]);
  });

  it("gives no ETag to an answer that sets a cookie, to a POST, or to anything but a 200", async () => {
    expect(await etagOf("/whoami")).toBeTruthy();
    expect(await etagOf("/sets-cookie")).toBeNull();
    expect(await etagOf("/api/events", { method: "POST", headers: { Origin: APP }, body: "{}" })).toBeNull();
    expect(await etagOf("/redirect", { redirect: "manual" })).toBeNull();
    expect(await etagOf("/build/entry.js")).toBeNull();
  });

  it("compares If-None-Match weakly, across a list, and with *", () => {
    expect(matchesIfNoneMatch('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch(' W/"b" , W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch("*", 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"a"')).toBe(false);
  });
});

describe("shared caches", () => {
  const cacheOf = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, init);
    return {
      cacheControl: response.headers.get("cache-control"),
      cdnCacheControl: response.headers.get("cdn-cache-control"),
      vary: response.headers.get("vary"),
    };
  };

  it("may keep the public pages and API reads asked without a session, varying on Cookie, Accept-Language and Accept-Encoding; only a CDN serves them stale", async () => {
    for (const path of [
      "/",
      "/events",
      "/events/7",
      "/shop",
      "/shop/3",
      "/volunteer",
      "/tickets",
      "/api/events",
      "/api/events/7",
      "/api/products",
      "/api/products/3",
      "/api/volunteer-opportunities",
      "/events?_data=routes%2F_events%2B%2Fevents._index",
    ]) {
      const { cacheControl, cdnCacheControl, vary } = await cacheOf(path, { headers: { Cookie: "theme-preference=dark" } });
      // No stale-while-revalidate for the browser: Chromium would show the last visit's copy.
      expect(cacheControl, path).toBe("public, max-age=0, s-maxage=30");
      expect(cdnCacheControl, path).toBe("max-age=30, stale-while-revalidate=300");
      expect(vary, path).toBe("Cookie, Accept-Language, Accept-Encoding");
    }
  });

  it("keeps them private, no-store with a session or cart cookie, when they set a cookie, and for anything personal", async () => {
    for (const path of ["/events", "/api/events", "/shop/3"]) {
      expect((await cacheOf(path)).cacheControl, path).toBe(SHARED_CACHE_CONTROL);
      expect((await cacheOf(path, { headers: { Cookie: "theme-preference=dark; __session=abc" } })).cacheControl, path).toBe(
        "private, no-store",
      );
      // a guest's cart: its count is in the nav, and it scopes the guest's one-time form keys
      expect((await cacheOf(path, { headers: { Cookie: "__cart=abc" } })).cacheControl, path).toBe("private, no-store");
    }
    expect((await cacheOf("/sets-cookie")).cacheControl).toBe("private, no-store");
    for (const path of ["/api/orders", "/shop/cart", "/profile", "/api/events/7/rsvp"]) {
      expect((await cacheOf(path)).cacheControl, path).toBe("private, no-store");
    }
    expect((await cacheOf("/shop/checkout")).cacheControl).toBeNull();
    // a write to a public path is not a public read
    expect((await cacheOf("/api/events", { method: "POST", headers: { Origin: APP }, body: "{}" })).cacheControl).toBe("private, no-store");
  });
});

describe("Remix data requests", () => {
  it("are marked for the app (Remix strips ?_data before an action runs); a client's own mark is removed", async () => {
    await fetch(`${base}/tickets/1/close?_data=routes%2F_tickets%2B%2Ftickets.%24listingId.close`, {
      method: "POST",
      headers: { Origin: "http://app.example" },
    });
    expect(reached.at(-1)).toMatchObject({
      url: "/tickets/1/close?_data=routes%2F_tickets%2B%2Ftickets.%24listingId.close",
      dataRequest: "1",
    });
    await fetch(`${base}/tickets/1/close`, { method: "POST", headers: { Origin: "http://app.example", [DATA_REQUEST_HEADER]: "1" } });
    expect(reached.at(-1)).toMatchObject({ url: "/tickets/1/close", dataRequest: undefined });
    await fetch(`${base}/events?data=1`, { headers: { [DATA_REQUEST_HEADER]: "1" } });
    expect(reached.at(-1)?.dataRequest).toBeUndefined();
  });
});

describe("which client address counts", () => {
  it("trusts no X-Forwarded-For by default", () => {
    expect(clientAddressFrom("::ffff:10.0.0.5", "1.2.3.4", 0)).toBe("10.0.0.5");
  });

  it("takes the entry that many hops from the right with TRUST_PROXY", () => {
    // client 203.0.113.7 → proxy A (appends 203.0.113.7) → proxy B (appends A's address) → app
    expect(clientAddressFrom("10.0.0.2", "spoofed, 203.0.113.7, 10.0.0.1", 2)).toBe("203.0.113.7");
    expect(clientAddressFrom("10.0.0.1", "spoofed, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientAddressFrom("10.0.0.1", ["a, b", "203.0.113.7"], 1)).toBe("203.0.113.7");
    // fewer entries than promised hops: the leftmost there is
    expect(clientAddressFrom("10.0.0.1", "203.0.113.7", 5)).toBe("203.0.113.7");
    expect(clientAddressFrom("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
    expect(clientAddressFrom("10.0.0.1", "[2001:db8::1]:4711", 1)).toBe("2001:db8::1");
  });

  it("refuses a TRUST_PROXY that is not a hop count", () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops("2")).toBe(2);
    expect(() => trustedProxyHops("true")).toThrow(/TRUST_PROXY/);
    expect(() => trustedProxyHops("-1")).toThrow(/TRUST_PROXY/);
  });
});

describe("settings and rules", () => {
  it("reads BODY_LIMIT_BYTES with a 1 MB default", () => {
    expect(bodyLimitFromEnv({})).toBe(1024 * 1024);
    expect(bodyLimitFromEnv({ BODY_LIMIT_BYTES: "2097152" })).toBe(2097152);
    expect(() => bodyLimitFromEnv({ BODY_LIMIT_BYTES: "lots" })).toThrow(/BODY_LIMIT_BYTES/);
  });

  it("never marks build assets personal", () => {
    expect(isPersonalResponse("/build/root-abc.js", "__session=abc", false)).toBe(false);
    expect(isPersonalResponse("/profiles-are-not-profile", undefined, false)).toBe(false);
    expect(isPersonalResponse("/email-settings", undefined, false)).toBe(true);
  });
});
