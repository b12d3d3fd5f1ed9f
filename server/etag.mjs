// Plain JavaScript: conditional GETs for every page, data request and JSON answer, in the front
// door (server/front-door.mjs), so no route has to compute a validator of its own.
import { createHash } from "node:crypto";
import zlib from "node:zlib";

/** Answers larger than this stream through as they come, without an ETag. */
export const ETAG_BUFFER_LIMIT = 1024 * 1024;

/** What a 304 keeps of the 200 it stands for; the rest describes a body it does not have. */
const NOT_MODIFIED_HEADERS = new Set(["etag", "cache-control", "cdn-cache-control", "vary", "date"]);

/**
 * The body as the app wrote it: remix-serve's compression runs before the front door's writes see
 * the bytes, and the hash must not depend on the encoding (a HEAD is never compressed, a GET is).
 *
 * @param {Buffer} body
 * @param {string} encoding
 * @returns {Buffer | undefined} undefined for an encoding it cannot read
 */
function decoded(body, encoding) {
  switch (encoding.trim().toLowerCase()) {
    case "":
    case "identity":
      return body;
    case "gzip":
    case "x-gzip":
      return zlib.gunzipSync(body);
    case "br":
      return zlib.brotliDecompressSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    default:
      return undefined;
  }
}

/**
 * A weak ETag for an answer's body. A document carries a fresh CSP nonce in its `nonce="…"`
 * attributes on every render; that value (read from the answer's own policy) is left out of the
 * hash, so an unchanged page keeps its ETag.
 *
 * @param {Buffer} body
 * @param {{ contentEncoding?: string, contentSecurityPolicy?: string }} [headers]
 * @returns {string | undefined}
 */
function weakEtag(body, { contentEncoding = "", contentSecurityPolicy = "" } = {}) {
  let bytes;
  try {
    bytes = decoded(body, contentEncoding);
  } catch {
    return undefined;
  }
  if (!bytes) return undefined;
  const nonce = /'nonce-([^']+)'/.exec(contentSecurityPolicy)?.[1];
  // latin1 maps each byte to one character and back, so the rest of the body hashes unchanged.
  if (nonce) bytes = Buffer.from(bytes.toString("latin1").replaceAll(nonce, ""), "latin1");
  return `W/"${createHash("sha1").update(bytes).digest("base64url")}"`;
}

/**
 * If-None-Match compares weakly: a list of tags, or `*` for any.
 *
 * @param {string | string[] | undefined} header
 * @param {string} etag
 */
export function matchesIfNoneMatch(header, etag) {
  if (!header) return false;
  const opaque = (tag) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return (Array.isArray(header) ? header.join(",") : header).split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/** @param {unknown} value */
function headerText(value) {
  return Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value);
}

/**
 * Puts writeHead's own header argument (an object, a flat [name, value…] list or [[name, value]…])
 * on the response, so the held answer can be sent later with its status alone.
 *
 * @param {import("node:http").ServerResponse} res
 * @param {unknown} headers
 */
function applyHeaderArgument(res, headers) {
  if (!headers || typeof headers !== "object") return;
  /** @type {Array<[string, unknown]>} */
  const pairs = Array.isArray(headers)
    ? Array.isArray(headers[0])
      ? headers
      : headers.flatMap((value, i) => (i % 2 === 0 ? [[value, headers[i + 1]]] : []))
    : Object.entries(headers);
  /** @type {Map<string, { name: string, values: string[] }>} */
  const grouped = new Map();
  for (const [name, value] of pairs) {
    const key = String(name).toLowerCase();
    const entry = grouped.get(key) ?? { name: String(name), values: [] };
    entry.values.push(...(Array.isArray(value) ? value.map(String) : [String(value)]));
    grouped.set(key, entry);
  }
  for (const { name, values } of grouped.values()) res.setHeader(name, values.length === 1 ? values[0] : values);
}

/**
 * The getter a property has further up the prototype chain (Node's, under Express's response).
 *
 * @param {object} object
 * @param {string} name
 */
function inheritedGetter(object, name) {
  for (let proto = Object.getPrototypeOf(object); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return descriptor.get;
  }
  return undefined;
}

/**
 * Gives a GET or HEAD answer with status 200 a weak ETag and answers a matching If-None-Match with
 * a body-less 304. The answer is held until it ends (up to `limit` bytes; past that it is sent as
 * it comes, without an ETag), so a streamed document's first byte waits for its last. Left alone:
 * answers that have an ETag already (the public folder's files), that set a cookie, that are not
 * 200, event streams (never finished), and /build/* assets (immutable, cached a year).
 *
 * Installed after the front door's secureResponse, so it is the outer layer: what it finally
 * sends (the 200 or the 304) still gets the protective and caching headers.
 *
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} [limit]
 */
export function conditionalGet(req, res, limit = ETAG_BUFFER_LIMIT) {
  const method = String(req.method).toUpperCase();
  if (method !== "GET" && method !== "HEAD") return;
  if ((req.url ?? "/").startsWith("/build/")) return;

  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  /** "open": the head is not decided yet; "holding": the answer is buffered; "through": sent as written. */
  let state = "open";
  let status = 200;
  /** @type {Buffer[]} */
  let held = [];
  let size = 0;

  // Whoever asks (compression, a refusal) learns that the head is decided while it is held.
  const headersSent = inheritedGetter(res, "headersSent");
  Object.defineProperty(res, "headersSent", {
    configurable: true,
    get() {
      return state === "holding" || Boolean(headersSent?.call(this));
    },
  });

  /** @param {string} name @param {unknown} given */
  const headerOf = (name, given) => {
    if (given && typeof given === "object" && !Array.isArray(given)) {
      const key = Object.keys(given).find((key) => key.toLowerCase() === name);
      if (key) return headerText(/** @type {Record<string, unknown>} */ (given)[key]);
    }
    if (Array.isArray(given)) {
      const pairs = Array.isArray(given[0]) ? given : given.flatMap((value, i) => (i % 2 === 0 ? [[value, given[i + 1]]] : []));
      const found = pairs.filter((pair) => String(pair[0]).toLowerCase() === name).map((pair) => String(pair[1]));
      if (found.length > 0) return found.join(", ");
    }
    return headerText(res.getHeader(name));
  };

  const release = () => {
    state = "through";
    writeHead.call(res, status);
    let flowing = true;
    for (const chunk of held) flowing = write.call(res, chunk);
    held = [];
    return flowing;
  };

  res.writeHead = /** @type {typeof res.writeHead} */ (
    function conditionalWriteHead(statusCode, ...rest) {
      if (state === "holding") return this;
      if (state === "through") return writeHead.call(this, statusCode, ...rest);
      const given = rest.find((arg) => arg && typeof arg === "object");
      const eligible =
        statusCode === 200 &&
        !headerOf("etag", given) &&
        !headerOf("set-cookie", given) &&
        !/text\/event-stream/i.test(headerOf("content-type", given));
      if (!eligible) {
        state = "through";
        return writeHead.call(this, statusCode, ...rest);
      }
      state = "holding";
      status = statusCode;
      if (typeof rest[0] === "string") res.statusMessage = rest[0];
      applyHeaderArgument(res, given);
      return this;
    }
  );

  res.write = /** @type {typeof res.write} */ (
    function conditionalWrite(chunk, encoding, callback) {
      if (state === "open") this.writeHead(this.statusCode);
      if (state !== "holding") return write.call(this, chunk, encoding, callback);
      if (typeof encoding === "function") callback = encoding;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      held.push(buffer);
      size += buffer.length;
      const flowing = size > limit ? release() : true;
      if (typeof callback === "function") process.nextTick(callback);
      return flowing;
    }
  );

  res.end = /** @type {typeof res.end} */ (
    function conditionalEnd(chunk, encoding, callback) {
      if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
      else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
      if (state === "open") this.writeHead(this.statusCode);
      if (state !== "holding") return end.call(this, chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding ?? "utf8");
        held.push(buffer);
        size += buffer.length;
      }
      if (size > limit) {
        release();
        return end.call(this, undefined, undefined, callback);
      }
      const body = Buffer.concat(held);
      held = [];
      // Remix answers a HEAD without its body: nothing to hash, and no length to state.
      const headOnly = method === "HEAD" && body.length === 0;
      const etag = headOnly
        ? undefined
        : weakEtag(body, {
            contentEncoding: headerText(res.getHeader("content-encoding")),
            contentSecurityPolicy: headerText(res.getHeader("content-security-policy")),
          });
      state = "through";
      if (etag && matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
        for (const name of res.getHeaderNames()) if (!NOT_MODIFIED_HEADERS.has(name)) res.removeHeader(name);
        res.setHeader("ETag", etag);
        writeHead.call(res, 304);
        return end.call(this, undefined, undefined, callback);
      }
      if (etag) res.setHeader("ETag", etag);
      if (!headOnly && !res.hasHeader("content-length") && !res.hasHeader("transfer-encoding"))
        res.setHeader("Content-Length", body.length);
      writeHead.call(res, status);
      return end.call(this, body, undefined, callback);
    }
  );
}
