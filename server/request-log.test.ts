import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import client from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentRequest, logFormatFromEnv, noteSignedInUser, setRoutePatternResolver, requestContextStorage } from "./request-context.mjs";
import { beginRequest, prettyLine, routeLabel, type RequestLogOptions } from "./request-log.mjs";

/** Lines the log wrote, and the options a test server logs with (changed per test). */
const lines: string[] = [];
const options: RequestLogOptions = {
  format: "json",
  trustProxy: 0,
  staticFiles: new Set(["/favicon.svg"]),
  write: (line) => lines.push(line),
};

/** A real http server whose requests go through the request log, as the front door runs it. */
let server: http.Server;
let base: string;

beforeAll(async () => {
  setRoutePatternResolver((pathname) => (pathname.startsWith("/events/") ? "/events/:eventId" : pathname === "/" ? "/" : null));
  server = http.createServer((req, res) => {
    requestContextStorage().run(beginRequest(req, res, options), () => {
      // The "app": reads the session (a signed-in member), sees the id, answers later.
      if (req.headers.cookie?.includes("__session=")) noteSignedInUser("user-42");
      const seen = currentRequest()?.id;
      setTimeout(() => {
        if (req.url?.startsWith("/slow")) return; // never answers: the client goes away
        res.statusCode = req.url?.startsWith("/events/missing") ? 404 : 200;
        res.setHeader("Set-Cookie", "__session=abc; HttpOnly");
        res.end(`seen ${seen} ${req.headers["x-request-id"]}`);
      }, 5);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** The log line written for the next request's answer. */
async function loggedFor(path: string, init: RequestInit = {}) {
  lines.length = 0;
  const response = await fetch(`${base}${path}`, init);
  const body = await response.text();
  await waitFor(() => lines.length > 0);
  return { response, body, line: lines[0] };
}

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

describe("the request log", () => {
  it("writes one JSON line per request: time, id, method, route pattern, status, duration, and the signed-in user", async () => {
    const { response, body, line } = await loggedFor(
      `/events/17?email=fan%40example.org&code=123456&q=v2.${"n".repeat(22)}.${"s".repeat(43)}`,
      {
        headers: { Cookie: "__session=s3cret-session-value" },
      },
    );
    const entry = JSON.parse(line);
    expect(entry).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: "info",
      request_id: response.headers.get("x-request-id"),
      method: "GET",
      route: "/events/:eventId",
      status: 200,
      duration_ms: expect.any(Number),
      user_id: "user-42",
    });
    expect(entry.duration_ms).toBeGreaterThanOrEqual(4);
    // The app saw the same id in its context and in the request header.
    expect(body).toBe(`seen ${entry.request_id} ${entry.request_id}`);
    // Never the raw URL, a query value, a cookie or what the answer set.
    // (The time of day is left out: it may well hold a 17.)
    expect(line.replace(/"time":"[^"]*"/, "")).not.toMatch(/17|fan|example\.org|123456|v2\.|nnnn|s3cret|abc|__session/);
  });

  it("gives each request its own id; a client's X-Request-Id is not taken without a trusted proxy", async () => {
    const first = await loggedFor("/", { headers: { "X-Request-Id": "chosen-by-the-client" } });
    const second = await loggedFor("/");
    const ids = [first.response.headers.get("x-request-id"), second.response.headers.get("x-request-id")];
    expect(ids[0]).toMatch(/^[0-9a-f]{16}$/);
    expect(ids[1]).toMatch(/^[0-9a-f]{16}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(JSON.parse(first.line)).not.toHaveProperty("user_id");
  });

  it("behind a trusted proxy keeps the id it passed on (nginx's $request_id), if it looks like one", async () => {
    options.trustProxy = 1;
    try {
      const passed = await loggedFor("/", { headers: { "X-Request-Id": "0f1e2d3c4b5a69788796a5b4c3d2e1f0" } });
      expect(passed.response.headers.get("x-request-id")).toBe("0f1e2d3c4b5a69788796a5b4c3d2e1f0");
      expect(JSON.parse(passed.line).request_id).toBe("0f1e2d3c4b5a69788796a5b4c3d2e1f0");
      const odd = await loggedFor("/", { headers: { "X-Request-Id": 'x"\\n{"level":"forged"}' } });
      expect(odd.response.headers.get("x-request-id")).toMatch(/^[0-9a-f]{16}$/);
    } finally {
      options.trustProxy = 0;
    }
  });

  it("names a route that no pattern matches `unmatched`, files from public/ and /build/ `static`", async () => {
    expect(JSON.parse((await loggedFor("/nowhere/at/all")).line).route).toBe("unmatched");
    expect(routeLabel("/favicon.svg", options.staticFiles)).toBe("static");
    expect(routeLabel("/build/_shared/chunk-ABC.js", options.staticFiles)).toBe("static");
  });

  it("logs a request whose client went away before the answer, with the status so far", async () => {
    lines.length = 0;
    const controller = new AbortController();
    const request = fetch(`${base}/slow`, { signal: controller.signal }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await request;
    await waitFor(() => lines.length > 0);
    expect(JSON.parse(lines[0])).toMatchObject({ route: "unmatched", aborted: true });
  });

  it("counts every answer and its time by method, route pattern and status in the registry /metrics reads", async () => {
    await loggedFor("/events/missing-one");
    await loggedFor("/events/missing-two");
    // The two HTTP series alone: the registry also holds the app's own gauges once another test file
    // in this worker imported them, and their collect() reads that file's database, closed by now.
    const text = [
      await client.register.getSingleMetricAsString("roadies_http_requests_total"),
      await client.register.getSingleMetricAsString("roadies_http_request_duration_seconds"),
    ].join("\n");
    expect(text).toMatch(/^roadies_http_requests_total\{method="GET",route="\/events\/:eventId",status="404"\} 2$/m);
    expect(text).toMatch(/^roadies_http_request_duration_seconds_count\{method="GET",route="\/events\/:eventId"\} [3-9]$/m);
    expect(text).not.toContain("missing-one");
  });

  it("LOG_FORMAT=pretty: one short line for a person; anything else is refused at start", () => {
    expect(
      prettyLine({
        time: "2026-11-28T19:45:03.250Z",
        request_id: "a1b2c3d4e5f60718",
        method: "POST",
        route: "/events/:eventId",
        status: 303,
        duration_ms: 12.5,
        user_id: "u1",
      }),
    ).toBe("19:45:03.250 POST /events/:eventId 303 12.5 ms user u1 [a1b2c3d4e5f60718]");
    expect(logFormatFromEnv({})).toBe("json");
    expect(logFormatFromEnv({ LOG_FORMAT: "Pretty" })).toBe("pretty");
    expect(() => logFormatFromEnv({ LOG_FORMAT: "xml" })).toThrow('LOG_FORMAT must be json or pretty, not "xml"');
  });
});
