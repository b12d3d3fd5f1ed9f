import { createSessionStorage } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { deleteSessionRow, insertSessionRow, readSessionRow, upsertSessionRow } from "~/models/sessions.server";
import { isHttps } from "./env.server";
import { sessionSecret } from "./secret.server";
import { noteSignedInUser } from "../../server/request-context.mjs";

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/**
 * Server-side sessions: the cookie carries only a signed, random session id; the data lives in the
 * `sessions` table, so signing out really ends the session everywhere.
 */
export const sessionStorage = createSessionStorage({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isHttps,
    secrets: [sessionSecret],
    maxAge: SESSION_MAX_AGE_SECONDS,
  },
  async createData(data, expires) {
    const sid = randomBytes(24).toString("base64url");
    await insertSessionRow(sid, data, expires ?? defaultExpiry());
    return sid;
  },
  async readData(sid) {
    return readSessionRow(sid);
  },
  async updateData(sid, data, expires) {
    await upsertSessionRow(sid, data, expires ?? defaultExpiry());
  },
  async deleteData(sid) {
    await deleteSessionRow(sid);
  },
});

function defaultExpiry() {
  return new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
}

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

export async function getUserId(request: Request): Promise<string | null> {
  if (!request.headers.get("Cookie")?.includes("__session=")) return null;
  const session = await getSession(request);
  const userId = session.get("userId");
  if (typeof userId !== "string") return null;
  // The cookie is signed with SESSION_SECRET: the id is proven. The request log names it.
  noteSignedInUser(userId);
  return userId;
}
