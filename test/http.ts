import { requestContextStorage } from "../server/request-context.mjs";
import { getToast } from "../app/utils/toast.server";

/**
 * Requests as a browser would send them to a loader or action under test, and ways to read the
 * answer. The app's same-origin check compares Origin with APP_URL, so ORIGIN is the test env's.
 */
export const ORIGIN = process.env.APP_URL ?? "http://localhost:3000";

/** The member's `Cookie` header value alone, or it with more headers. */
export type RequestOptions = string | { cookie?: string; headers?: Record<string, string> };

function headersOf(options: RequestOptions, extra: Record<string, string> = {}) {
  const { cookie, headers } = typeof options === "string" ? { cookie: options, headers: {} } : options;
  return { ...extra, ...(cookie ? { Cookie: cookie } : {}), ...headers };
}

/** A GET of a path (or a full URL), with the member's cookie when given. */
export function get(path: string, options: RequestOptions = {}): Request {
  return new Request(path.startsWith("http") ? path : `${ORIGIN}${path}`, { headers: headersOf(options) });
}

/** A same-origin form POST (the fields URL-encoded, as a <form> without files sends them). */
export function post(path: string, fields: Record<string, string> | URLSearchParams | FormData, options: RequestOptions = {}): Request {
  const body = fields instanceof FormData || fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: headersOf(options, { Origin: ORIGIN }), body });
}

/** A same-origin JSON request (POST unless a method is given); a string body is sent as it is. */
export function sendJson(path: string, body: unknown, options: RequestOptions & { method?: string } = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: (typeof options === "string" ? undefined : options.method) ?? "POST",
    headers: headersOf(options, { Origin: ORIGIN, "Content-Type": "application/json" }),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * A same-origin request to a JSON API route: any method, the body (when given) sent as JSON, a
 * string as it is.
 */
export function apiRequest(
  path: string,
  { method = "GET", cookie, body }: { method?: string; cookie?: string; body?: unknown } = {},
): Request {
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A same-origin request as fetch() would make it with this init, JSON typed, with the member's cookie. */
export const jsonRequest = (path: string, init: RequestInit & { cookie?: string } = {}) =>
  new Request(`${ORIGIN}${path}`, {
    ...init,
    headers: { Origin: ORIGIN, "Content-Type": "application/json", ...(init.cookie ? { Cookie: init.cookie } : {}) },
  });

/** What Remix passes a loader or action. */
export const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

/**
 * The answer of a loader or action (or of a function calling one): a returned or a thrown
 * Response (a redirect, a 403…).
 */
export function settle(answer: unknown): Promise<Response> {
  return Promise.resolve()
    .then(() => (typeof answer === "function" ? (answer as () => unknown)() : answer))
    .then(
      (value) => value as Response,
      (error: unknown) => {
        if (error instanceof Response) return error;
        throw error;
      },
    );
}

/** What a loader or action threw (a redirect, a 403…), or null when it answered without throwing. */
export const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Response,
  );

/**
 * The toast a response flashes through its Set-Cookie, or null when it sets none. The toast
 * cookie is found by name when the answer sets several (a sign-in sets the session's too).
 */
export async function readToast(response: Response) {
  const setCookie = response.headers.get("Set-Cookie");
  const cookie = setCookie?.match(/__toast=[^;,]+/)?.[0] ?? setCookie?.split(";")[0];
  if (!cookie) return null;
  return (await getToast(new Request(ORIGIN, { headers: { Cookie: cookie } }))).toast;
}

/**
 * Runs a loader or action (or anything) as the front door would serve this request: its messages
 * in the language the request's `lang` cookie or Accept-Language chooses, as on a served page.
 * Without it a route called directly speaks the group's default.
 *
 *   const page = await asServed(get("/events", { headers: { "Accept-Language": "de" } }), (request) => loader(args(request)));
 */
export function asServed<T>(request: Request, run: (request: Request) => T): T {
  const headers = Object.fromEntries(request.headers);
  return requestContextStorage().run({ id: "test", startedAt: 0n, headers }, () => run(request));
}
