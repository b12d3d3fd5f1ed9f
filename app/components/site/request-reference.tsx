import { createContext, useContext } from "react";
import { useLocation } from "@remix-run/react";

/** The id of the request being rendered on the server (X-Request-Id); null in the browser. */
const RequestIdContext = createContext<string | null>(null);
export const RequestIdProvider = RequestIdContext.Provider;

const ELEMENT_ID = "request-reference";
let served: { id: string | null; locationKey: string } | undefined;

/**
 * The id of the request whose answer was this error page, read from the page the server sent the
 * first time it is asked (hydration: so the browser renders what the server did), with the location
 * it was for. An error met later, on a page loaded in the browser, came from another request: no id
 * is shown for it rather than a wrong one.
 */
function idOnServedPage(locationKey: string): string | null {
  served ??= { id: document.getElementById(ELEMENT_ID)?.getAttribute("data-request-id") ?? null, locationKey };
  return served.locationKey === locationKey ? served.id : null;
}

/** On an error page: the request's id, for a member to quote when asking for help (the log has the same id). */
export function RequestReference() {
  const fromServer = useContext(RequestIdContext);
  const { key } = useLocation();
  const id = fromServer ?? (typeof document !== "undefined" ? idOnServedPage(key) : null);
  if (!id) return null;
  return (
    <p id={ELEMENT_ID} data-request-id={id} className="mt-6 text-sm text-gray-600 dark:text-gray-400">
      If you ask us about this, quote the reference <code className="font-mono">{id}</code>.
    </p>
  );
}
