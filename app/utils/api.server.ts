import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { applySecurityHeaders, requireSameOrigin } from "./security.server";

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/**
 * Wraps a /api/* loader or action: refuses cross-site writes, answers every error as JSON
 * `{ "message": ... }` with its status (a thrown Response passes through; anything else is a
 * logged 500), and sets the security headers a resource route must set itself.
 */
export function apiRoute<T extends Args>(handler: (args: T) => Promise<Response> | Response) {
  return async (args: T): Promise<Response> => {
    let response: Response;
    try {
      requireSameOrigin(args.request);
      response = await handler(args);
    } catch (error) {
      if (error instanceof Response) {
        response = error;
      } else {
        const url = new URL(args.request.url);
        console.error(`Error handling ${args.request.method} ${url.pathname}:`, error);
        response = json({ message: "Internal Server Error" }, { status: 500 });
      }
    }
    applySecurityHeaders(response.headers);
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
    return response;
  };
}

export function methodNotAllowed() {
  return json({ message: "Method Not Allowed" }, { status: 405 });
}
