import { json, redirect } from "@remix-run/node";
import { getUserById, type User } from "~/models/users.server";
import { getUserId } from "./session.server";

export type { User };

export async function getOptionalUser(request: Request): Promise<User | null> {
  const userId = await getUserId(request);
  return userId ? getUserById(userId) : null;
}

/** A same-site path to come back to after signing in; anything else is ignored. */
export function safeReturnTo(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}

export function loginPath(returnTo?: string): string {
  const safe = safeReturnTo(returnTo, "");
  return safe ? `/api/login?${new URLSearchParams({ returnTo: safe })}` : "/api/login";
}

function currentPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  return `${url.pathname}${url.search}`;
}

export function jsonError(message: string, status: number): Response {
  return json({ message }, { status });
}

/** Pages: anonymous visitors go to sign-in and come back here afterwards. */
export async function requireUser(request: Request, options: { returnTo?: string } = {}): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginPath(options.returnTo ?? currentPath(request)));
  return user;
}

/** /api routes: 401 JSON instead of a redirect. */
export async function requireApiUser(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) throw jsonError("Unauthorized", 401);
  return user;
}

export async function requireApiAdmin(request: Request): Promise<User> {
  const user = await requireApiUser(request);
  if (!user.isAdmin) throw jsonError("Forbidden", 403);
  return user;
}
