import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireSameOrigin } from "./security.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/**
 * Wraps a /api/* loader or action: refuses cross-site writes, answers every error as JSON
 * `{ "message": ... }` with its status (a thrown Response passes through; anything else is a
 * logged 500). The front door gives the answer its protective headers and no-store caching.
 * A POST that creates something passes its handler through `oncePerKey`
 * (models/request-keys.server.ts), so a repeat with the same `Idempotency-Key` header gets the first
 * answer without creating again: `apiRoute(oncePerKey(async ({ request }) => ...))`.
 */
export function apiRoute<T extends Args>(handler: (args: T) => Promise<Response> | Response) {
  return async (args: T): Promise<Response> => {
    try {
      requireSameOrigin(args.request);
      return await handler(args);
    } catch (error) {
      if (error instanceof Response) return error;
      const url = new URL(args.request.url);
      console.error(`Error handling ${args.request.method} ${url.pathname}:`, error);
      return json({ message: m.auth_api_server_error() }, { status: 500 });
    }
  };
}

export function methodNotAllowed() {
  return json({ message: m.auth_api_method_not_allowed() }, { status: 405 });
}
