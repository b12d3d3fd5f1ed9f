import { spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, trustedProxyHops } from "./client-address.mjs";
import { DATA_REQUEST_HEADER } from "./data-request.mjs";
import { bodyLimitFromEnv, guardRequest, type FrontDoorOptions } from "./front-door.mjs";
import { isPersonalResponse } from "./security-headers.mjs";

const APP = "http://app.example";
const LIMIT = 64 * 1024;

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
      if (req.url === "/document") {
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
    expect((await fetch(`${base}/events`)).headers.get("cache-control")).toBeNull();
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
