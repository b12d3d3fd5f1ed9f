import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import * as z from "zod";
import { isHttps } from "./env.server";
import { sessionSecret } from "./secret.server";
import { isDataRequest } from "./data-request.server";

const ToastSchema = z.object({
  id: z.string().default(() => randomUUID()),
  type: z.enum(["success", "error", "info"]).default("success"),
  title: z.string().optional(),
  description: z.string(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

const toastKey = "toast";

/**
 * A flash toast travels in its own short-lived cookie across the redirect of a
 * Post/Redirect/Get, so it shows after a plain form post without JavaScript too.
 */
const toastStorage = createCookieSessionStorage({
  cookie: {
    name: "__toast",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isHttps,
    secrets: [sessionSecret],
  },
});

async function toastHeaders(toast: ToastInput): Promise<Headers> {
  const session = await toastStorage.getSession();
  session.flash(toastKey, ToastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await toastStorage.commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const [name, value] of await toastHeaders(toast)) headers.append(name, value);
  return redirect(url, { ...init, headers });
}

/** Reads the flash toast, if any, and the Set-Cookie header that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__toast=")) return { toast: null, headers: null };
  const session = await toastStorage.getSession(cookie);
  const parsed = ToastSchema.safeParse(session.get(toastKey));
  return {
    toast: parsed.success ? parsed.data : null,
    headers: new Headers({ "Set-Cookie": await toastStorage.destroySession(session) }),
  };
}

/**
 * After a successful write: Post/Redirect/Get with the toast in a cookie, for a plain form post, a
 * Remix <Form> and a fetcher alike. Through the server a <Form> navigation and a fetcher are both
 * data requests and cannot be told apart, and the <Form> must redirect; a fetcher follows the
 * redirect, which reloads the page's data (the root loader shows the toast). `data` is what the
 * route would tell a fetcher; it is kept in the signature so each action states its result.
 */
export async function respondWithToast<T>(_request: Request, redirectTo: string, toast: ToastInput, _data: T) {
  return redirectWithToast(redirectTo, toast);
}

/**
 * Timed redirects (a notice, then on after a delay) without a meta refresh, which
 * WCAG 2.2.1 and axe's meta-refresh rule forbid. A document request (the address typed, a link or
 * a redirect followed without JavaScript) is answered at once with a redirect that carries the
 * notice as a toast, so the visitor reads the same message on arrival. Remix's client-side
 * navigation (a data request) gets the page, whose timer (DelayedRedirect) keeps the delay.
 */
export async function redirectDocumentWithNotice(
  request: Request,
  to: string,
  notice: { title: string; message: string },
  type: Toast["type"] = "error",
) {
  if (isDataRequest(request)) return;
  throw await redirectWithToast(to, { type, title: notice.title, description: notice.message });
}
