import { randomBytes } from "node:crypto";
import { pipeline } from "node:stream";
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRenderProvider } from "./components/site/nonce";
// Every message on the server takes the request's language (or a mail's recipient's): installed on import.
import "./i18n/locale.server";
import { dropNulBytes } from "./utils/drop-nul-bytes.server";
import { startBackupSchedule } from "./models/backup-schedule.server";
import { startNotificationSweep } from "./notifications/scheduler.server";
import { logError, requestReferenceHtml } from "./utils/log.server";
import { lowerModulePreloadPriority } from "./utils/module-preload-priority.server";
import { publishRoutePatterns } from "./utils/route-pattern.server";
import { applySecurityHeaders } from "./utils/security.server";

const ABORT_DELAY = 5_000;

// The outbox sweep runs in the server process (reminders and transactional email, sent once each).
startNotificationSweep();
// The request log and metrics name routes by pattern; the build (this module's own) has the table.
publishRoutePatterns(import.meta.url);
// Scheduled backups (BACKUP_EVERY_HOURS); the database decides which instance takes each one.
startBackupSchedule();

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = randomBytes(16).toString("base64");
  applySecurityHeaders(responseHeaders, { nonce });
  const callback = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRenderProvider value={{ nonce, reference: responseStatusCode >= 400 ? requestReferenceHtml() : null }}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </ServerRenderProvider>,
      {
        nonce,
        [callback]() {
          shellRendered = true;
          // Module preloads queue behind what the first paint needs (see the module).
          const body = lowerModulePreloadPriority();
          // React 18 can leave zero bytes before a multi-byte character (see the module).
          const rendered = dropNulBytes();
          // pipeline: a closed response (the reader went away) also closes what React writes to.
          pipeline(rendered, body, () => {});
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(rendered);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError("Error while streaming a page", error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/** Log unexpected errors with where they happened; the user only ever sees an error boundary. */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  const url = new URL(request.url);
  logError(`Error handling ${request.method} ${url.pathname}`, error);
}
