import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { signedInCookie } from "../../test/session";
import { purgeExpiredSessions } from "~/models/sessions.server";
import { createUserSession } from "~/routes/_auth+/__sign-in.server";
import { getUserRollingSession, requireAdmin, requireApiAdmin, requireApiUser, requireUser } from "./auth.server";
import { getUserId, sessionStorage } from "./session.server";
import { DAY } from "../../test/time";

const test = useTestDatabase();

async function insertUser(email: string, isAdmin = false) {
  const [user] = await test.db.insert(users).values({ email, firstName: "Test", lastName: "Member", isAdmin }).returning({ id: users.id });
  return user.id;
}

async function sessionRows() {
  return test.db.select().from(sessions);
}

/** The `__session=…` part of a Set-Cookie header. */
function cookiePair(setCookie: string | null): string {
  expect(setCookie).toBeTruthy();
  const pair = setCookie!.split(/,(?=\s*__)/).find((part) => part.trim().startsWith("__session="));
  expect(pair).toBeTruthy();
  return pair!.trim().split(";")[0];
}

async function sidOf(cookie: string): Promise<string> {
  return (await sessionStorage.getSession(cookie)).id;
}

function request(path: string, cookie?: string) {
  return new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Response);
    return error as Response;
  }
  throw new Error("expected a thrown Response");
}

describe("sessionStorage (sessions table)", () => {
  it("stores a new session as a row and reads it back by cookie", async () => {
    const session = await sessionStorage.getSession();
    session.set("userId", "user-1");
    const setCookie = await sessionStorage.commitSession(session);
    const cookie = setCookie.split(";")[0];
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const rows = await sessionRows();
    expect(rows).toHaveLength(1);
    expect(rows[0].sess).toEqual({ userId: "user-1" });
    expect(rows[0].sid).toBe(await sidOf(cookie));
    // The cookie carries only the (signed) id, not the data.
    expect(decodeURIComponent(cookie)).not.toContain("user-1");
    // About 30 days ahead.
    expect(rows[0].expire.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);

    const again = await sessionStorage.getSession(cookie);
    expect(again.get("userId")).toBe("user-1");
    expect(await getUserId(request("/x", cookie))).toBe("user-1");
  });

  it("ignores a cookie whose signature was tampered with", async () => {
    const cookie = await signedInCookie("user-1");
    const [name, value] = cookie.split("=");
    const tampered = `${name}=${value.slice(0, -3)}AAA`;
    expect(tampered).not.toBe(cookie);
    expect(await getUserId(request("/x", tampered))).toBeNull();
  });

  it("destroySession deletes the row", async () => {
    const cookie = await signedInCookie("user-1");
    expect(await sessionRows()).toHaveLength(1);
    const session = await sessionStorage.getSession(cookie);
    await sessionStorage.destroySession(session);
    expect(await sessionRows()).toHaveLength(0);
    expect((await sessionStorage.getSession(cookie)).get("userId")).toBeUndefined();
  });

  it("does not read a row whose expire is in the past", async () => {
    const cookie = await signedInCookie("user-1");
    const sid = await sidOf(cookie);
    await test.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, sid));
    expect((await sessionStorage.getSession(cookie)).get("userId")).toBeUndefined();
    expect(await getUserId(request("/x", cookie))).toBeNull();
  });

  it("purgeExpiredSessions deletes only expired rows", async () => {
    const now = Date.now();
    await test.db.insert(sessions).values([
      { sid: "old-1", sess: { userId: "a" }, expire: new Date(now - DAY) },
      { sid: "old-2", sess: { userId: "b" }, expire: new Date(now - 1000) },
      { sid: "live", sess: { userId: "c" }, expire: new Date(now + DAY) },
    ]);
    expect(await purgeExpiredSessions()).toBe(2);
    expect((await sessionRows()).map((row) => row.sid)).toEqual(["live"]);
    expect(await purgeExpiredSessions()).toBe(0);
  });
});

describe("createUserSession", () => {
  it("redirects to returnTo with a brand-new session id and deletes the old one (no fixation)", async () => {
    const userId = await insertUser("ada@example.com");
    const oldCookie = await signedInCookie("someone-else");
    const oldSid = await sidOf(oldCookie);
    expect((await sessionRows()).map((row) => row.sid)).toEqual([oldSid]);

    const response = await createUserSession(request("/api/login", oldCookie), userId, "/events");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/events");

    const newCookie = cookiePair(response.headers.get("Set-Cookie"));
    const newSid = await sidOf(newCookie);
    expect(newSid).toBeTruthy();
    expect(newSid).not.toBe(oldSid);

    const rows = await sessionRows();
    expect(rows.map((row) => row.sid)).toEqual([newSid]);
    expect(rows[0].sess).toMatchObject({ userId });

    expect(await getUserId(request("/x", newCookie))).toBe(userId);
    expect(await getUserId(request("/x", oldCookie))).toBeNull();
  });

  it("works without a previous session", async () => {
    const userId = await insertUser("ada@example.com");
    const response = await createUserSession(request("/api/login"), userId, "/profile?tab=1");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile?tab=1");
    expect(await getUserId(request("/x", cookiePair(response.headers.get("Set-Cookie"))))).toBe(userId);
  });

  it("redirects to / for an off-site returnTo", async () => {
    const userId = await insertUser("ada@example.com");
    for (const returnTo of ["https://evil.example", "//evil.example", "/\\evil.example"]) {
      const response = await createUserSession(request("/api/login"), userId, returnTo);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
  });

  it("purges expired sessions of others on the way", async () => {
    const userId = await insertUser("ada@example.com");
    await test.db.insert(sessions).values({ sid: "stale", sess: {}, expire: new Date(Date.now() - DAY) });
    await createUserSession(request("/api/login"), userId, "/");
    expect((await sessionRows()).map((row) => row.sid)).not.toContain("stale");
  });
});

describe("requireUser / requireAdmin", () => {
  it("sends an anonymous visitor to sign-in, coming back to the page", async () => {
    const response = await thrownBy(requireUser(request("/events/5?tab=info")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/api/login?${new URLSearchParams({ returnTo: "/events/5?tab=info" })}`);
  });

  it("treats a session of a deleted member as anonymous", async () => {
    const cookie = await signedInCookie("no-such-user");
    const response = await thrownBy(requireUser(request("/profile", cookie)));
    expect(response.headers.get("Location")).toBe("/api/login?returnTo=%2Fprofile");
  });

  it("returns the signed-in member", async () => {
    const userId = await insertUser("ada@example.com");
    const user = await requireUser(request("/profile", await signedInCookie(userId)));
    expect(user).toMatchObject({ id: userId, email: "ada@example.com", isAdmin: false });
  });

  it("sends an anonymous visitor of an admin page to sign-in and back to /admin", async () => {
    const response = await thrownBy(requireAdmin(request("/admin/events")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/api/login?returnTo=%2Fadmin");
  });

  it("sends a signed-in non-admin home", async () => {
    const userId = await insertUser("member@example.com");
    const response = await thrownBy(requireAdmin(request("/admin", await signedInCookie(userId))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toContain("__toast=");
  });

  it("lets an admin in", async () => {
    const userId = await insertUser("boss@example.com", true);
    expect(await requireAdmin(request("/admin", await signedInCookie(userId)))).toMatchObject({ id: userId, isAdmin: true });
  });
});

describe("requireApiUser / requireApiAdmin", () => {
  it("answers an anonymous API call with 401 JSON", async () => {
    const response = await thrownBy(requireApiUser(request("/api/profile")));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers an anonymous admin API call with 401 too", async () => {
    const response = await thrownBy(requireApiAdmin(request("/api/admin/stats")));
    expect(response.status).toBe(401);
  });

  it("answers a member's admin API call with 403", async () => {
    const userId = await insertUser("member@example.com");
    const response = await thrownBy(requireApiAdmin(request("/api/admin/stats", await signedInCookie(userId))));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Forbidden" });
  });

  it("returns the member or admin when allowed", async () => {
    const memberId = await insertUser("member@example.com");
    const adminId = await insertUser("boss@example.com", true);
    expect((await requireApiUser(request("/api/profile", await signedInCookie(memberId)))).id).toBe(memberId);
    expect((await requireApiAdmin(request("/api/admin/stats", await signedInCookie(adminId)))).id).toBe(adminId);
  });
});

describe("rolling expiry (getUserRollingSession)", () => {
  it("reads the member and leaves a session refreshed within a day alone", async () => {
    const id = await insertUser("fresh@example.org");
    const session = await sessionStorage.getSession();
    session.set("userId", id);
    session.set("refreshedAt", Date.now());
    const cookie = (await sessionStorage.commitSession(session)).split(";")[0];
    const result = await getUserRollingSession(request("/", cookie));
    expect(result.user?.id).toBe(id);
    expect(result.setCookie).toBeNull();
  });

  it("extends a session last refreshed over a day ago to 30 days from now", async () => {
    const id = await insertUser("rolling@example.org");
    const session = await sessionStorage.getSession();
    session.set("userId", id);
    session.set("refreshedAt", Date.now() - 2 * DAY);
    const cookie = (await sessionStorage.commitSession(session, { expires: new Date(Date.now() + 3 * DAY) })).split(";")[0];
    const sid = await sidOf(cookie);
    const result = await getUserRollingSession(request("/", cookie));
    expect(result.user?.id).toBe(id);
    expect(result.setCookie).toContain("Max-Age=2592000");
    const [row] = await test.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(row.expire.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it("has nobody for a missing or unknown session", async () => {
    expect(await getUserRollingSession(request("/"))).toEqual({ user: null, setCookie: null });
    const unknown = await getUserRollingSession(request("/", "__session=forged"));
    expect(unknown.user).toBeNull();
  });
});
