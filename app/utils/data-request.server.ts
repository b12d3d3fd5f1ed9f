import { DATA_REQUEST_HEADER } from "../../server/data-request.mjs";

/**
 * Whether Remix's browser code made this request for data (a fetcher, a client-side navigation),
 * as opposed to a document request or a plain form post. The front door marks it
 * (app/utils/data-request.mjs) because Remix removes `?_data` before loaders and actions run; a
 * request that still carries `_data` (a loader or action called directly, as the tests do) counts
 * too.
 */
export function isDataRequest(request: Request): boolean {
  return request.headers.get(DATA_REQUEST_HEADER) === "1" || new URL(request.url).searchParams.has("_data");
}
