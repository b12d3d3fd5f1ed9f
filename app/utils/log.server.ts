import { currentRequest, logFormatFromEnv } from "../../server/request-context.mjs";
import * as m from "../i18n/paraglide/messages/_index.js";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const format = (() => {
  try {
    return logFormatFromEnv({ LOG_FORMAT: process.env.LOG_FORMAT });
  } catch {
    // The front door refuses a bad LOG_FORMAT at start; a test or script without it logs as JSON.
    return "json";
  }
})();

/**
 * An unexpected error, in the log format the request lines use: with LOG_FORMAT=json one JSON line
 * on stderr with the request's id (the one on the member's error page and in X-Request-Id), so an
 * operator finds the request a member quotes.
 */
export function logError(message: string, error: unknown) {
  const request = currentRequest();
  if (format === "pretty") {
    console.error(request ? `${message} [${request.id}]` : message, error);
    return;
  }
  const entry = {
    time: new Date().toISOString(),
    level: "error",
    ...(request ? { request_id: request.id } : {}),
    message,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
  };
  process.stderr.write(`${JSON.stringify(entry)}\n`);
}

/**
 * The error page's line with the id of the request being served (null in a test calling a route
 * directly). The id is the front door's hex or a trusted proxy's [A-Za-z0-9._-]; escaped all the same.
 */
export function requestReferenceHtml(): string | null {
  const id = currentRequest()?.id;
  if (!id) return null;
  const escaped = id.replace(/[^A-Za-z0-9._-]/g, "");
  // The sentence in the page's language, the reference put where that language puts it.
  const [before, after = ""] = m.site_error_reference({ reference: "\u0000" }).split("\u0000");
  return `<p class="mt-6 text-center text-sm">${escapeHtml(before)}<code class="font-mono" translate="no">${escaped}</code>${escapeHtml(after)}</p>`;
}
