import { createCookie, json, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { getUserById, type User } from "~/models/users.server";
import { isHttps } from "./env.server";
import { ADMIN_ONLY, LOGGED_OUT } from "./messages";
import { sessionSecret } from "./secret.server";
import { getSession, getUserId, sessionStorage } from "./session.server";
import { redirectWithToast } from "./toast.server";
import * as m from "../i18n/paraglide/messages/_index.js";

export type { User };

/** remix-auth's authenticator; the OpenID strategy registers itself on first use (oidc.server.ts). */
export const authenticator = new Authenticator<User>();

export async function getOptionalUser(request: Request): Promise<User | null> {
  const userId = await getUserId(request);
  return userId ? getUserById(userId) : null;
}

const SAME_SITE = "http://same.site";

/**
 * The one gate every redirect target taken from a request goes through (returnTo, the theme
 * form's redirectTo, any later one): the answer is a path on this site that starts with exactly
 * one slash, or the fallback. Normalise first, then check: dot segments and percent-encoded dots
 * are resolved before the origin is compared, so "/.//evil.example" cannot become "//evil.example".
 */
export function safeReturnTo(value: unknown, fallback = "/"): string {
  // Browsers drop tabs and newlines inside URLs and read "\" as "/": such a target is refused.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (typeof value !== "string" || !value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE) return fallback;
  const path = `/${url.pathname.replace(/^\/+/, "")}`;
  return `${path}${url.search}${url.hash}`;
}

export function loginPath(returnTo?: string): string {
  const safe = safeReturnTo(returnTo, "");
  return safe && safe !== "/" ? `/api/login?${new URLSearchParams({ returnTo: safe })}` : "/api/login";
}

export function currentPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  return `${url.pathname}${url.search}`;
}

export function jsonError(message: string, status: number, extra: Record<string, unknown> = {}): Response {
  return json({ message, ...extra }, { status });
}

/** Pages: anonymous visitors go to sign-in and come back here afterwards. */
export async function requireUser(request: Request, options: { returnTo?: string } = {}): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) {
    throw await redirectWithToast(loginPath(options.returnTo ?? currentPath(request)), {
      type: "error",
      title: LOGGED_OUT().title,
      description: LOGGED_OUT().message,
    });
  }
  return user;
}

/** Admin pages: anonymous → sign-in and back; a signed-in non-admin → home with the 'Admin access required' toast. */
export async function requireAdmin(request: Request): Promise<User> {
  const user = await requireUser(request, { returnTo: "/admin" });
  if (!user.isAdmin) {
    throw await redirectWithToast("/", { type: "error", title: ADMIN_ONLY().title, description: ADMIN_ONLY().message });
  }
  return user;
}

/** /api routes: 401 JSON instead of a redirect. */
export async function requireApiUser(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) throw jsonError(m.auth_api_unauthorized(), 401);
  return user;
}

export async function requireApiAdmin(request: Request): Promise<User> {
  const user = await requireApiUser(request);
  if (!user.isAdmin) throw jsonError(m.auth_api_forbidden(), 403);
  return user;
}

/** Where to go after the OpenID round trip; kept in a short-lived signed cookie. */
export const returnToCookie = createCookie("__return_to", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: isHttps,
  secrets: [sessionSecret],
  maxAge: 600,
});

const ROLL_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The root loader's read: the signed-in member, from one read of the session row, and rolling
 * expiry — a session in use is extended to 30 days again, at most once a day so a busy member
 * does not cost a write per request. `setCookie` is set when it rolled.
 */
export async function getUserRollingSession(request: Request): Promise<{ user: User | null; setCookie: string | null }> {
  if (!request.headers.get("Cookie")?.includes("__session=")) return { user: null, setCookie: null };
  const session = await getSession(request);
  const userId = session.get("userId");
  const user = typeof userId === "string" ? await getUserById(userId) : null;
  if (!user || !session.id) return { user, setCookie: null };
  const refreshedAt = Number(session.get("refreshedAt") ?? 0);
  if (Date.now() - refreshedAt < ROLL_AFTER_MS) return { user, setCookie: null };
  session.set("refreshedAt", Date.now());
  return { user, setCookie: await sessionStorage.commitSession(session) };
}

export async function logout(request: Request) {
  const session = await getSession(request);
  const headers = new Headers({ "Set-Cookie": await sessionStorage.destroySession(session) });
  // The pages the site's service worker saved for offline use (Cache API, routes/_site+/__site-worker.server.ts)
  // and its queue of posts are the member's: signing out empties the site's storage on this device, worker included.
  headers.set("Clear-Site-Data", '"storage"');
  return redirect("/", { headers });
}
