// Plain JavaScript so that the front door (scripts/origin-guard.mjs, loaded before remix-serve)
// and the app share the header's name.

/**
 * Set by the front door on a request Remix's browser code made for data (`?_data=`: a fetcher, a
 * client-side navigation or revalidation), and removed from every other request. Remix strips
 * `_data` from the URL before a loader or action runs, so this header is how they can tell a
 * fetcher (answer JSON and stay on the page) from a plain form post (answer with a redirect).
 */
export const DATA_REQUEST_HEADER = "x-roadies-data-request";

/**
 * @param {{ url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function markDataRequest(req) {
  const query = (req.url ?? "").split("?")[1] ?? "";
  if (new URLSearchParams(query).has("_data")) req.headers[DATA_REQUEST_HEADER] = "1";
  else delete req.headers[DATA_REQUEST_HEADER];
}
