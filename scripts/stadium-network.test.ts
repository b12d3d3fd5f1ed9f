import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createLink, startStadiumRelay } from "./stadium-network.mjs";

describe("the stadium link", () => {
  it("takes each piece's serialisation time at the link's rate, then half a round trip", () => {
    // 8 kbit/s of 1,024 bits: 1,024 bytes take one second.
    const send = createLink({ kbps: 8, oneWayMs: 300 });
    expect(send(1024, 0)).toBe(1300);
  });

  it("queues pieces sent together behind each other, and an idle link starts afresh", () => {
    const send = createLink({ kbps: 8, oneWayMs: 300 });
    expect(send(1024, 0)).toBe(1300);
    expect(send(512, 0)).toBe(1800);
    expect(send(512, 10_000)).toBe(10_800);
  });
});

describe("the stadium relay", () => {
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function app(body: Buffer) {
    const server = http.createServer((_request, response) => {
      response.setHeader("Content-Length", body.length);
      response.end(body);
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    closers.push(() => new Promise((done) => server.close(done)));
    return (server.address() as AddressInfo).port;
  }

  it("gives a request the handshake's round trip, the request's and the answer's transfer time, and the answer intact", async () => {
    const body = Buffer.alloc(10 * 1024, "x");
    const relay = await startStadiumRelay(await app(body), { rttMs: 200, downKbps: 400, upKbps: 150 });
    closers.push(relay.close);
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${relay.port}/`, { headers: { Connection: "close" } });
    const received = Buffer.from(await response.arrayBuffer());
    const elapsed = Date.now() - started;
    expect(received.equals(body)).toBe(true);
    // Handshake 200 ms + request and answer 200 ms + 10 KB at 400 kbit/s 200 ms (and the headers).
    expect(elapsed).toBeGreaterThanOrEqual(600);
    expect(elapsed).toBeLessThan(1500);
  });

  it("looks the name up first, one round trip more, once the phone has forgotten it", async () => {
    const relay = await startStadiumRelay(await app(Buffer.from("ok")), { rttMs: 300, downKbps: 400, upKbps: 150 });
    closers.push(relay.close);
    const timed = async () => {
      const started = Date.now();
      await (await fetch(`http://127.0.0.1:${relay.port}/`, { headers: { Connection: "close" } })).arrayBuffer();
      return Date.now() - started;
    };
    relay.dropConnections({ forgetName: true });
    const cold = await timed();
    relay.dropConnections();
    const known = await timed();
    // Look-up, handshake, request and answer: three round trips, then two.
    expect(cold).toBeGreaterThanOrEqual(900);
    expect(known).toBeGreaterThanOrEqual(600);
    expect(known).toBeLessThan(900);
  });

  it("shares the downlink between connections, as one radio does", async () => {
    const body = Buffer.alloc(10 * 1024, "x");
    const relay = await startStadiumRelay(await app(body), { rttMs: 20, downKbps: 400, upKbps: 150 });
    closers.push(relay.close);
    const started = Date.now();
    await Promise.all(
      [1, 2, 3].map(async () => (await fetch(`http://127.0.0.1:${relay.port}/`, { headers: { Connection: "close" } })).arrayBuffer()),
    );
    // Three answers of 10 KB at 400 kbit/s: 600 ms, whichever connection carries them.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    const traffic = relay.traffic();
    expect(traffic.connections).toBe(3);
    expect(traffic.downBytes).toBeGreaterThan(3 * 10 * 1024);
    expect(traffic.downBytes).toBeLessThan(3 * 11 * 1024);
    expect(traffic.upBytes).toBeGreaterThan(0);
    expect(relay.quietFor()).toBeGreaterThanOrEqual(0);
    relay.dropConnections();
    expect(relay.traffic()).toEqual({ upBytes: 0, downBytes: 0, connections: 0 });
  });
});
