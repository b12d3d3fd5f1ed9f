// The front door: runs in front of remix-serve for every request (scripts/origin-guard.mjs
// loads it with `node --import`), before a byte of the body is read. Plain JavaScript so the
// preload can use it without a build, and so its tests can drive a real http server.
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, trustedProxyHops } from "./client-address.mjs";
import { markDataRequest } from "./data-request.mjs";
import { conditionalGet } from "./etag.mjs";
import { cachePolicyFor, mergeVary } from "./http-cache.mjs";
import { currentRequest } from "./request-context.mjs";
import { appOriginFromEnv, isCrossSite } from "./same-origin.mjs";
import { baselineSecurityHeaders } from "./security-headers.mjs";

/** What the app answers; anything else (TRACE, CONNECT, OPTIONS, WebDAV…) is a 405. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * @param {{ BODY_LIMIT_BYTES?: string }} env
 * @returns {number}
 */
export function bodyLimitFromEnv(env) {
  const value = env.BODY_LIMIT_BYTES?.trim();
  if (!value) return DEFAULT_BODY_LIMIT;
  const bytes = Number(value);
  if (!Number.isInteger(bytes) || bytes < 1024) {
    throw new Error(`BODY_LIMIT_BYTES must be a whole number of bytes, at least 1024, not "${value}"`);
  }
  return bytes;
}

export const DEFAULT_KEEP_ALIVE_SECONDS = 65;

/**
 * How long the server keeps an idle keep-alive connection open. Node's own 5 s is shorter than a
 * proxy's or a client's pool holds its connections (60 s is common): a request sent on a connection
 * in the moment the server closes it fails with ECONNRESET (Playwright's request client did, in e2e).
 *
 * @param {{ KEEP_ALIVE_SECONDS?: string }} env
 * @returns {number} seconds
 */
export function keepAliveSecondsFromEnv(env) {
  const value = env.KEEP_ALIVE_SECONDS?.trim();
  if (!value) return DEFAULT_KEEP_ALIVE_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw new Error(`KEEP_ALIVE_SECONDS must be a whole number of seconds from 1 to 3600, not "${value}"`);
  }
  return seconds;
}

/** A meeting's uploaded paper: a PDF of at most 5 MB, with the form around it. */
export const MEETING_DOCUMENT_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * The largest body a request to this path may carry. A route that needs more than the one limit
 * (an upload, a provider's webhook) gets its own line here, so the rule stays in one place.
 *
 * @param {string} pathname
 * @param {number} limit
 */
export function bodyLimitFor(pathname, limit) {
  if (/^\/admin\/meetings\/\d{1,10}\/documents$/.test(pathname)) return Math.max(limit, MEETING_DOCUMENT_BODY_LIMIT);
  return limit;
}

/**
 * @typedef {{ appOrigin: string, https: boolean, trustProxy: number, bodyLimit: number }} FrontDoorOptions
 */

/** @param {NodeJS.ProcessEnv} env @returns {FrontDoorOptions} */
export function frontDoorOptionsFromEnv(env) {
  const appOrigin = appOriginFromEnv(env);
  return {
    appOrigin,
    https: appOrigin.startsWith("https:"),
    trustProxy: trustedProxyHops(env.TRUST_PROXY),
    bodyLimit: bodyLimitFromEnv(env),
  };
}

/**
 * Every response leaves with the protective headers (those the app already set win: a
 * document's nonce-based CSP) and, unless the app chose its own, the Cache-Control of
 * server/http-cache.mjs: shared-cacheable for an anonymous public read, `private, no-store` when
 * personal.
 *
 * A 304 gets only the caching headers. The browser merges a 304's headers onto its stored copy:
 * a document's policy with this request's nonce would land on HTML whose inline scripts carry the
 * old one, and block them. So a 304 carries no Content-Security-Policy at all (the stored one stays).
 *
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {FrontDoorOptions} options
 */
export function secureResponse(req, res, options) {
  const writeHead = res.writeHead;
  const pathname = (req.url ?? "/").split("?")[0];
  res.writeHead = function securedWriteHead(...args) {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    const givenHeaders = args.find((arg) => arg && typeof arg === "object");
    const given = headerNames(givenHeaders);
    const has = (name) => res.hasHeader(name) || given.has(name.toLowerCase());
    if (status === 304) {
      res.removeHeader("Content-Security-Policy");
      if (given.has("content-security-policy")) args = args.map((arg) => (arg === givenHeaders ? withoutPolicy(arg) : arg));
    } else {
      for (const [name, value] of baselineSecurityHeaders({ https: options.https })) {
        if (!has(name)) res.setHeader(name, value);
      }
    }
    // The language the app wrote this answer in, when it wrote any words (app/i18n/locale.server.ts).
    const locale = currentRequest()?.locale;
    if (locale && !has("Content-Language")) res.setHeader("Content-Language", locale);
    const policy = has("Cache-Control")
      ? null
      : cachePolicyFor({
          method: String(req.method).toUpperCase(),
          pathname,
          status,
          cookieHeader: req.headers.cookie,
          setsCookie: has("Set-Cookie"),
        });
    if (policy) {
      res.setHeader("Cache-Control", policy.cacheControl);
      if (policy.cdnCacheControl) res.setHeader("CDN-Cache-Control", policy.cdnCacheControl);
      if (policy.vary) res.setHeader("Vary", mergeVary(res.getHeader("Vary"), policy.vary));
    }
    return writeHead.apply(this, args);
  };
}

/** writeHead's header argument without a Content-Security-Policy. @param {object} headers */
function withoutPolicy(headers) {
  const keep = (name) => String(name).toLowerCase() !== "content-security-policy";
  if (!Array.isArray(headers)) return Object.fromEntries(Object.entries(headers).filter(([name]) => keep(name)));
  if (Array.isArray(headers[0])) return headers.filter(([name]) => keep(name));
  return headers.flatMap((value, i) => (i % 2 === 0 && keep(value) ? [value, headers[i + 1]] : []));
}

/** @param {unknown} headers @returns {Set<string>} */
function headerNames(headers) {
  if (!headers) return new Set();
  if (Array.isArray(headers)) {
    // writeHead's flat [name, value, name, value…] or [[name, value]…] forms
    const names = Array.isArray(headers[0]) ? headers.map((pair) => pair[0]) : headers.filter((_, i) => i % 2 === 0);
    return new Set(names.map((name) => String(name).toLowerCase()));
  }
  return new Set(Object.keys(headers).map((name) => name.toLowerCase()));
}

/**
 * Decides on a request before the app sees it. Returns true when it has answered (and the app
 * must not run); otherwise it has stamped the client address on the request and guards its size.
 *
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {FrontDoorOptions} options
 * @returns {boolean}
 */
export function guardRequest(req, res, options) {
  secureResponse(req, res, options);
  // After secureResponse, so the 200 or 304 it finally sends still passes through it.
  conditionalGet(req, res);
  const method = String(req.method).toUpperCase();
  if (!SERVED_METHODS.includes(method)) {
    refuse(req, res, 405, `The method ${method} is not allowed here.`, { Allow: SERVED_METHODS.join(", ") });
    return true;
  }
  const header = (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  if (isCrossSite(method, header, options.appOrigin)) {
    refuse(req, res, 403, "Cross-site request refused");
    return true;
  }
  // Whatever a client put in this header is overwritten: only the front door may say who it is.
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(req.socket.remoteAddress, req.headers["x-forwarded-for"], options.trustProxy);
  // Likewise whether this is one of Remix's data requests (its `?_data` is gone by the time an action runs).
  markDataRequest(req);
  return guardBodySize(req, res, bodyLimitFor((req.url ?? "/").split("?")[0], options.bodyLimit));
}

/**
 * Refuses a body over the limit with 413 before it is read: at once when Content-Length says
 * so, and for a chunked body the moment the bytes received pass the limit.
 */
function guardBodySize(req, res, limit) {
  const tooLarge = `The request is too large: at most ${formatBytes(limit)} may be sent here.`;
  const declared = req.headers["content-length"];
  if (declared !== undefined) {
    if (Number(declared) > limit) {
      refuse(req, res, 413, tooLarge);
      return true;
    }
    return false;
  }
  if (!req.headers["transfer-encoding"]) return false;
  let received = 0;
  const push = req.push;
  req.push = function countedPush(chunk, encoding) {
    if (chunk !== null && chunk !== undefined) {
      received += chunk.length;
      if (received > limit) {
        req.push = () => false;
        refuse(req, res, 413, tooLarge);
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  return false;
}

/** How long, and for how many bytes, a refused request's body is read and dropped before the connection closes. */
export const LINGER_MS = 10_000;
export const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * A plain JSON refusal that closes the connection, so an unread body is never parsed. The close
 * lingers: a client still sending its body would meet a reset (and lose the answer already in its
 * buffer) if the socket were destroyed at once, so the rest of the body is read and dropped, up to
 * LINGER_BYTES or LINGER_MS, and the connection ends when the client has finished or those run out.
 */
function refuse(req, res, status, message, extraHeaders = {}) {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  lingerOnClose(req.socket);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
    ...extraHeaders,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Node's server ends a `Connection: close` answer with socket.destroySoon(): the socket is
 * destroyed once the answer is written, and bytes the client is still sending then draw a reset.
 * Here it only half-closes (the answer and our FIN go out), keeps reading and dropping, and
 * destroys the socket when the client ends its side, or after LINGER_MS or LINGER_BYTES.
 *
 * The byte count listens from the refusal on: a 'data' listener added then also takes the socket
 * back from the parser's direct reads, which stop once the answer is finished.
 *
 * @param {import("node:net").Socket} socket
 */
function lingerOnClose(socket) {
  let drained = 0;
  const close = () => socket.destroy();
  socket.on("data", (chunk) => {
    drained += chunk.length;
    if (drained > LINGER_BYTES) close();
  });
  socket.destroySoon = function lingeringClose() {
    if (socket.destroyed) return;
    if (socket.writable) socket.end();
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    socket.once("end", close);
    socket.once("close", () => clearTimeout(timer));
    socket.resume();
  };
}

function formatBytes(bytes) {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}
