// Loaded with `node --import` in front of remix-serve: the front door (server/front-door.mjs)
// answers every request the app must not see (an unserved method, a cross-site write, a body over
// BODY_LIMIT_BYTES) with a plain 4xx before the app runs, stamps the client address the app's
// rate limits use, and gives every response its protective headers, assets and redirects included.
// It also starts every request's log entry (server/request-log.mjs): its id, one line when done.
import { realpathSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import client from "prom-client";
import { frontDoorOptionsFromEnv, guardRequest, keepAliveSecondsFromEnv } from "../server/front-door.mjs";
import { logFormatFromEnv, requestContextStorage } from "../server/request-context.mjs";
import { beginRequest, publicFiles } from "../server/request-log.mjs";
import { startBanner } from "../server/same-origin.mjs";

let options;
let keepAliveSeconds;
let logOptions;
try {
  options = frontDoorOptionsFromEnv(process.env);
  keepAliveSeconds = keepAliveSecondsFromEnv(process.env);
  logOptions = { format: logFormatFromEnv(process.env), trustProxy: options.trustProxy, staticFiles: new Set() };
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
globalThis.__roadiesFrontDoor = true;
// The process's own figures (memory, CPU, event-loop delay) beside the app's in /metrics.
client.collectDefaultMetrics();
replaceRemixServeRequestLog();

let announced = false;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function guardedEmit(event, ...args) {
  // Once, when the server is up: the address to open, in a box that stands out of the log.
  if (event === "listening" && !announced) {
    announced = true;
    // Idle keep-alive connections stay open KEEP_ALIVE_SECONDS; a header may take a second more.
    this.keepAliveTimeout = keepAliveSeconds * 1000;
    this.headersTimeout = Math.max(this.headersTimeout, this.keepAliveTimeout + 1000);
    // remix-serve answers these from public/ itself; the log calls them `static`.
    logOptions.staticFiles = publicFiles(path.resolve("public"));
    console.log(startBanner(process.env));
  }
  if (event === "request") {
    const [req, res] = args;
    // Everything the request causes, in the app too, runs inside its context (id, who is signed in).
    return requestContextStorage().run(beginRequest(req, res, logOptions), () =>
      guardRequest(req, res, options) ? true : emit.call(this, event, ...args),
    );
  }
  return emit.call(this, event, ...args);
};

/**
 * remix-serve writes its own line per request (morgan's "tiny": method, raw URL with its query,
 * status). The front door's line replaces it: one line per request, with the route pattern and
 * never a query string. morgan is the module remix-serve requires for it; it gets a pass-through.
 */
function replaceRemixServeRequestLog() {
  const entry = process.argv[1];
  if (!entry || !path.basename(entry).startsWith("remix-serve")) return;
  const requireFromServe = createRequire(realpathSync(entry));
  const morganPath = requireFromServe.resolve("morgan");
  requireFromServe("morgan");
  requireFromServe.cache[morganPath].exports = () => (_req, _res, next) => next();
}
