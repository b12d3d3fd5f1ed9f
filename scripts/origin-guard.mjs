// Loaded with `node --import` in front of remix-serve: the front door (server/front-door.mjs)
// answers every request the app must not see (an unserved method, a cross-site write, a body over
// BODY_LIMIT_BYTES) with a plain 4xx before the app runs, stamps the client address the app's
// rate limits use, and gives every response its protective headers, assets and redirects included.
import http from "node:http";
import { frontDoorOptionsFromEnv, guardRequest, keepAliveSecondsFromEnv } from "../server/front-door.mjs";
import { startBanner } from "../server/same-origin.mjs";

let options;
let keepAliveSeconds;
try {
  options = frontDoorOptionsFromEnv(process.env);
  keepAliveSeconds = keepAliveSecondsFromEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
globalThis.__roadiesFrontDoor = true;

let announced = false;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function guardedEmit(event, ...args) {
  // Once, when the server is up: the address to open, in a box that stands out of the log.
  if (event === "listening" && !announced) {
    announced = true;
    // Idle keep-alive connections stay open KEEP_ALIVE_SECONDS; a header may take a second more.
    this.keepAliveTimeout = keepAliveSeconds * 1000;
    this.headersTimeout = Math.max(this.headersTimeout, this.keepAliveTimeout + 1000);
    console.log(startBanner(process.env));
  }
  if (event === "request") {
    const [req, res] = args;
    if (guardRequest(req, res, options)) return true;
  }
  return emit.call(this, event, ...args);
};
