// The request log and the HTTP metrics: every request gets an id (the X-Request-Id header, and on
// an error page so a member can quote it), and when its answer is done, one line on stdout and a
// count and a latency in /metrics, both by route pattern (`/events/:id`), never the raw URL. No
// cookie, query string, sign-in code or email address is written: the line has only the fields below.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import client from "prom-client";
import { routePatternOf } from "./request-context.mjs";
import { existingMetric } from "./metric-registry.mjs";

export const REQUEST_ID_HEADER = "x-request-id";
/** An id a trusted proxy passed on (nginx's $request_id is 32 hex digits) is kept when it looks like one. */
const PASSED_ON_ID = /^[A-Za-z0-9._-]{8,128}$/;
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * The URL paths of the files remix-serve answers from public/ (before the app runs), so the log and
 * the metrics can call them `static` rather than look for a route.
 * @param {string} dir @returns {Set<string>}
 */
export function publicFiles(dir) {
  const files = new Set();
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
      files.add(`/${relative.split(path.sep).join("/")}`);
    }
  } catch {
    // No public/ (a test's bare server): nothing is static.
  }
  return files;
}

/** @param {string} pathname @param {Set<string>} staticFiles */
export function routeLabel(pathname, staticFiles) {
  if (pathname.startsWith("/build/") || staticFiles.has(pathname)) return "static";
  return routePatternOf(pathname) ?? "unmatched";
}

const requests = existingMetric(
  "roadies_http_requests_total",
  (name) =>
    new client.Counter({
      name,
      help: "HTTP requests answered, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
    }),
);
const latency = existingMetric(
  "roadies_http_request_duration_seconds",
  (name) =>
    new client.Histogram({
      name,
      help: "Time from a request's arrival to the end of its answer, by method and route pattern",
      labelNames: ["method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

/**
 * @typedef {{ format: "json" | "pretty", trustProxy: number, staticFiles: Set<string>, write?: (line: string) => void }} RequestLogOptions
 */

/**
 * Starts a request's log entry: decides its id, puts it on the request (for the app) and on the
 * answer, and writes the line when the answer is done (or the client went away first).
 *
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {RequestLogOptions} options
 * @returns {import("./request-context.mjs").RequestContext}
 */
export function beginRequest(req, res, options) {
  const passedOn = req.headers[REQUEST_ID_HEADER];
  const id =
    options.trustProxy > 0 && typeof passedOn === "string" && PASSED_ON_ID.test(passedOn) ? passedOn : randomBytes(8).toString("hex");
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader("X-Request-Id", id);
  /** @type {import("./request-context.mjs").RequestContext} */
  const context = { id, startedAt: process.hrtime.bigint(), headers: req.headers };
  const method = String(req.method).toUpperCase();
  const pathname = (req.url ?? "/").split("?")[0];
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - context.startedAt) / 1e9;
    const route = routeLabel(pathname, options.staticFiles);
    const methodLabel = METHODS.has(method) ? method : "OTHER";
    requests.inc({ method: methodLabel, route, status: String(res.statusCode) });
    latency.observe({ method: methodLabel, route }, seconds);
    const entry = {
      time: new Date().toISOString(),
      level: res.statusCode >= 500 ? "error" : "info",
      request_id: id,
      method: methodLabel,
      route,
      status: res.statusCode,
      duration_ms: Math.round(seconds * 10_000) / 10,
      ...(context.userId ? { user_id: context.userId } : {}),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    (options.write ?? writeStdout)(options.format === "pretty" ? prettyLine(entry) : JSON.stringify(entry));
  });
  return context;
}

/** @param {string} line */
function writeStdout(line) {
  process.stdout.write(`${line}\n`);
}

/**
 * @param {{ time: string, request_id: string, method: string, route: string, status: number, duration_ms: number, user_id?: string, aborted?: boolean }} entry
 */
export function prettyLine(entry) {
  const clock = entry.time.slice(11, 23);
  const user = entry.user_id ? ` user ${entry.user_id}` : "";
  const aborted = entry.aborted ? " (client went away)" : "";
  return `${clock} ${entry.method} ${entry.route} ${entry.status} ${entry.duration_ms} ms${user}${aborted} [${entry.request_id}]`;
}
