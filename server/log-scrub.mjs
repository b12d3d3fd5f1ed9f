// The request log (remix-serve's, one line per request with its URL) never holds a member card's
// token: a query value shaped like one (the card's 'v2.' token, a legacy printed card's, or a
// verify link ending in either) is written as '[card]'. The app itself sends card tokens only in
// POST bodies; this covers a token typed or pasted into a GET search, or an old bookmark.

/** A card token's shapes (app/models/member-card-token.server.ts): 'v2.' nonce '.' signature, or a legacy payload '.' signature. */
const CARD_TOKEN = /(?:^|[/=\s])(?:v2\.[A-Za-z0-9_-]{16,64}|[A-Za-z0-9_-]{4,172})\.[A-Za-z0-9_-]{43}(?:$|[\s?#&])/;

/** Whether a (decoded) value holds something shaped like a member card's token. @param {string} value */
export function looksLikeCardToken(value) {
  return CARD_TOKEN.test(value);
}

/**
 * The URL with every query value that looks like a card token replaced by '[card]'; anything else
 * as it came (a URL with nothing to scrub is returned unchanged, byte for byte).
 * @param {string} url a request's path and query, e.g. /events/1/pickup?q=v2.abc…
 */
export function scrubCardTokens(url) {
  const at = url.indexOf("?");
  if (at === -1) return url;
  let changed = false;
  const parts = url
    .slice(at + 1)
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      if (eq === -1) return part;
      let value;
      try {
        value = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, " "));
      } catch {
        value = part.slice(eq + 1);
      }
      if (!looksLikeCardToken(value)) return part;
      changed = true;
      return `${part.slice(0, eq)}=[card]`;
    });
  return changed ? `${url.slice(0, at)}?${parts.join("&")}` : url;
}

/**
 * Scrubs the request's URL once its answer is sent, before the request log reads it (the log's
 * listener is added later, by the app, so it runs after this one); the app has read the URL by then.
 * @param {import("node:http").IncomingMessage & { originalUrl?: string }} req
 * @param {import("node:http").ServerResponse} res
 */
export function scrubLoggedUrl(req, res) {
  if (!req.url || !req.url.includes("?")) return;
  res.once("finish", () => {
    if (req.originalUrl) req.originalUrl = scrubCardTokens(req.originalUrl);
    if (req.url) req.url = scrubCardTokens(req.url);
  });
}
