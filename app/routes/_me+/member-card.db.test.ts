import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createMember, type UserValues } from "../../../test/factories";
import { ORIGIN, settle as answer } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { MemberCard, type MemberCardData } from "~/components/membership/member-card";
import { getMemberCard, verifyMemberCard, verifyUrl } from "~/models/member-card.server";
import { signLegacyMemberCardToken, signMemberCardToken } from "~/models/member-card-token.server";
import { getToast } from "~/utils/toast.server";
import { loader as logout } from "../_auth+/api.logout";
import { loader as workerScript } from "./profile_.card-sw[.js]";
import { action, loader } from "./profile_.card";
import { headers as verifyHeaders, loader as verifyLoader } from "../_membership+/verify.$token";
import { DAY } from "../../../test/time";
import { memberIdOf } from "~/models/membership";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const member = (values: UserValues = {}, email = "fan@example.com") => createMember({ email, firstName: "Pat", ...values });

const activeUntil = (expiry: Date) => ({ membershipStatus: "active", membershipType: "annual", membershipExpiry: expiry });

async function openCard(userId: string | null) {
  const headers = userId ? { Cookie: await signedInCookie(userId) } : undefined;
  return answer(() => loader({ request: new Request(`${ORIGIN}/profile/card`, { headers }), params: {}, context: {} }));
}

async function cardData(userId: string): Promise<MemberCardData> {
  const response = await openCard(userId);
  expect(response.status).toBe(200);
  return response.json();
}

function tokenOf(verifyUrl: string): string {
  const url = new URL(verifyUrl);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname).toMatch(/^\/verify\/v2\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  return url.pathname.slice("/verify/".length);
}

async function verify(token: string) {
  const response = await verifyLoader({ request: new Request(`${ORIGIN}/verify/${token}`), params: { token }, context: {} });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function replaceCard(userId: string, intent = "replace-card") {
  const request = new Request(`${ORIGIN}/profile/card`, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: await signedInCookie(userId) },
    body: new URLSearchParams({ intent }),
  });
  return answer(() => action({ request, params: {}, context: {} }));
}

describe("/profile/card", () => {
  it("sends an anonymous visitor to sign in and back to the card", async () => {
    const response = await openCard(null);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/api/login?returnTo=%2Fprofile%2Fcard");
    expect((await getToast(new Request(ORIGIN, { headers: { Cookie: response.headers.get("Set-Cookie")! } }))).toast?.title).toBe(
      "Unauthorized",
    );
  });

  it("shows an active member's name, Member ID, status, expiry and a QR code of the verify URL as <svg>; under it the Member ID, not the URL", async () => {
    const id = await member(activeUntil(new Date("2099-06-30T19:00:00Z")));
    const card = await cardData(id);
    expect(card).toMatchObject({
      name: "Pat Fan",
      memberId: `#${id.slice(-8).toUpperCase()}`,
      statusLabel: "Active Member",
      expiry: "Tue, Jun 30, 2099",
      valid: true,
      notValidReason: null,
    });
    tokenOf(card.verifyUrl!);
    expect(card.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    const html = renderToString(createElement(MemberCard, { card, groupName: "The Roadies" }));
    expect(html).toContain("<svg");
    expect(html).toContain(`href="${card.verifyUrl}"`);
    // The verify URL stays in the QR code and behind a link; the card shows the Member ID and what to do with it.
    expect(html).toContain(">Open the verify page</a>");
    expect(html).not.toContain(`>${card.verifyUrl}<`);
    expect(html).toContain("Show this at the door");
    expect(html).not.toContain("This card is not valid");
  });

  it("shows the same card on every visit, and a lifetime member's expiry as 'N/A - Lifetime Member'", async () => {
    const id = await member({ membershipStatus: "lifetime", isLifetimeMember: true, membershipType: "lifetime" });
    const first = await cardData(id);
    expect(first).toMatchObject({ statusLabel: "Lifetime Member", expiry: "N/A - Lifetime Member", valid: true });
    expect((await cardData(id)).verifyUrl).toBe(first.verifyUrl);
  });

  it("tells a member who is not a member (or whose year ran out) that the card is not valid, with no QR code and a way to join", async () => {
    const inactive = await member();
    const card = await cardData(inactive);
    expect(card).toMatchObject({ statusLabel: "Inactive", expiry: "N/A", valid: false, verifyUrl: null, qrSvg: null });
    expect(card.notValidReason).toBe("Your membership status is Inactive.");
    const html = renderToString(createElement(MemberCard, { card, groupName: "The Roadies" }));
    expect(html).toContain("This card is not valid");
    expect(html).toContain('href="/join"');
    expect(html).not.toContain("<svg");

    // The sweep has not run yet: still 'active', but the date has passed.
    const lapsed = await member(activeUntil(new Date("2020-01-15T20:00:00Z")), "lapsed@example.com");
    expect(await cardData(lapsed)).toMatchObject({
      valid: false,
      notValidReason: "Your membership expired on Wed, Jan 15, 2020.",
      qrSvg: null,
    });
  });

  it("hands out one nonce when first views race", async () => {
    const id = await member(activeUntil(new Date(Date.now() + 30 * DAY)));
    const cards = await Promise.all(Array.from({ length: 6 }, () => getMemberCard(id)));
    const urls = new Set(cards.map((card) => card!.verifyUrl));
    expect(urls.size).toBe(1);
    const [row] = await test.db.select({ nonce: users.memberCardNonce }).from(users).where(eq(users.id, id));
    expect(cards[0]!.verifyUrl).toBe(verifyUrl(signMemberCardToken(row.nonce!)));
    expect(await getMemberCard("no-such-member")).toBeNull();
  });

  it("a printed card's legacy token (user id and nonce) still verifies until the card is replaced; then neither shape does", async () => {
    const id = await member(activeUntil(new Date(Date.now() + 30 * DAY)));
    const opaque = tokenOf((await cardData(id)).verifyUrl!);
    const [row] = await test.db.select({ nonce: users.memberCardNonce }).from(users).where(eq(users.id, id));
    const legacy = signLegacyMemberCardToken(id, row.nonce!);
    expect((await verify(legacy)).body.card).toMatchObject({ valid: true, memberId: memberIdOf(id) });
    expect((await verify(opaque)).body.card).toMatchObject({ valid: true, memberId: memberIdOf(id) });
    // The card shows the opaque shape: its link names no user id, even decoded.
    for (const part of opaque.split(".")) expect(Buffer.from(part, "base64url").toString("utf8")).not.toContain(id);

    await replaceCard(id);
    for (const old of [legacy, opaque]) {
      const { status, body } = await verify(old);
      expect(status).toBe(404);
      expect(body.card).toBeNull();
    }
    expect((await verify(tokenOf((await cardData(id)).verifyUrl!))).body.card?.valid).toBe(true);
  });

  it("'Replace card' makes a new card: the old link is not valid any more, the new one is", async () => {
    const id = await member(activeUntil(new Date(Date.now() + 30 * DAY)));
    const old = tokenOf((await cardData(id)).verifyUrl!);
    expect((await verify(old)).body.card?.valid).toBe(true);

    const replaced = await replaceCard(id);
    expect(replaced.status).toBe(302);
    expect(replaced.headers.get("Location")).toBe("/profile/card");

    const fresh = tokenOf((await cardData(id)).verifyUrl!);
    expect(fresh).not.toBe(old);
    expect((await verify(old)).status).toBe(404);
    expect((await verify(old)).body.card).toBeNull();
    expect((await verify(fresh)).body.card).toMatchObject({ valid: true });
  });

  it("refuses an unknown intent with a 400 and keeps the card", async () => {
    const id = await member(activeUntil(new Date(Date.now() + 30 * DAY)));
    const before = (await cardData(id)).verifyUrl;
    const response = await replaceCard(id, "delete-everything");
    expect(response.status).toBe(400);
    expect((await cardData(id)).verifyUrl).toBe(before);
  });

  it("refuses a cross-site replace", async () => {
    const id = await member();
    const request = new Request(`${ORIGIN}/profile/card`, {
      method: "POST",
      headers: { Origin: "https://evil.example", Cookie: await signedInCookie(id) },
      body: new URLSearchParams({ intent: "replace-card" }),
    });
    expect((await answer(() => action({ request, params: {}, context: {} }))).status).toBe(403);
  });
});

describe("/verify/{token}", () => {
  async function tokenFor(values: Partial<typeof users.$inferInsert>, email?: string) {
    const id = await member(values, email);
    return { id, token: tokenOf((await getMemberCard(id))!.verifyUrl) };
  }

  it("says VALID for an active member before expiry, with the Member ID and the date, and nothing else about them", async () => {
    const { id, token } = await tokenFor(activeUntil(new Date("2099-06-30T19:00:00Z")));
    const { status, headers, body } = await verify(token);
    expect(status).toBe(200);
    expect(body.card).toEqual({ memberId: `#${id.slice(-8).toUpperCase()}`, valid: true, validUntil: "Tue, Jun 30, 2099" });
    const text = JSON.stringify(body);
    expect(text).not.toContain("Pat");
    expect(text).not.toContain("fan@example.com");
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("X-Robots-Tag")).toContain("noindex");
    // The document carries the same headers as the data.
    const documentHeaders = new Headers(verifyHeaders({ loaderHeaders: headers } as never));
    expect(documentHeaders.get("Cache-Control")).toBe("no-store");
    expect(documentHeaders.get("X-Robots-Tag")).toContain("noindex");
  });

  it("says VALID for a lifetime member, with no expiry", async () => {
    const { token } = await tokenFor({ membershipStatus: "lifetime", isLifetimeMember: true, membershipType: "lifetime" });
    expect((await verify(token)).body.card).toMatchObject({ valid: true, validUntil: "Lifetime membership, no expiry" });
  });

  it("says NOT VALID (200, a real card) for an expired member, an active one past the date, and an inactive one", async () => {
    const expired = await tokenFor({ membershipStatus: "expired", membershipExpiry: new Date(Date.now() - DAY) }, "a@example.com");
    const lapsed = await tokenFor(activeUntil(new Date(Date.now() - 60_000)), "b@example.com");
    const inactive = await tokenFor({}, "c@example.com");
    const cancelled = await tokenFor({ membershipStatus: "cancelled", isLifetimeMember: false }, "d@example.com");
    for (const { token } of [expired, lapsed, inactive, cancelled]) {
      const { status, body } = await verify(token);
      expect(status).toBe(200);
      expect(body.card?.valid).toBe(false);
    }
  });

  it("checks the expiry at this moment, not when the card was made", async () => {
    const expiry = new Date("2030-03-01T12:00:00Z");
    const { token } = await tokenFor(activeUntil(expiry));
    expect((await verifyMemberCard(token, new Date(expiry.getTime() - 1)))!.valid).toBe(true);
    expect((await verifyMemberCard(token, expiry))!.valid).toBe(false);
  });

  it("answers 404 'not valid' for a forged, tampered, too long or unknown token, never a 5xx", async () => {
    const { id, token } = await tokenFor(activeUntil(new Date(Date.now() + 30 * DAY)));
    const other = await member(activeUntil(new Date(Date.now() + 30 * DAY)), "other@example.com");
    await getMemberCard(other);
    const nonceOf = async (userId: string) =>
      (await test.db.select({ nonce: users.memberCardNonce }).from(users).where(eq(users.id, userId)))[0].nonce!;
    const otherNonce = await nonceOf(other);
    const [version, payload, signature] = token.split(".");
    const candidates = [
      "nonsense",
      "",
      `${version}.${payload}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      `${version}.${otherNonce}.${signature}`,
      `${Buffer.from(`${other}.x`).toString("base64url")}.${signature}`,
      // A legacy token signed by us, but with the other member's nonce: it matches neither member's row.
      signLegacyMemberCardToken(id, otherNonce),
      // Signed with another secret.
      signMemberCardToken(await nonceOf(id), "someone-elses-secret-0123456789abcdef"),
      signLegacyMemberCardToken(id, await nonceOf(id), "someone-elses-secret-0123456789abcdef"),
      // A nonce that is nobody's, and a deleted account's legacy card.
      signMemberCardToken("nobodys-nonce-0123456789"),
      signLegacyMemberCardToken("deleted-member", "whatever"),
      `${version}.${payload}${"A".repeat(5000)}.${signature}`,
      "%00",
    ];
    for (const candidate of candidates) {
      const { status, headers, body } = await verify(candidate);
      expect(status, candidate.slice(0, 40)).toBe(404);
      expect(body.card).toBeNull();
      expect(headers.get("Cache-Control")).toBe("no-store");
    }
    // The real one still passes.
    expect((await verify(token)).body.card?.valid).toBe(true);
  });
});

describe("/profile/card-sw.js", () => {
  it("is now a worker that deletes the card's old cache and unregisters itself, so the site's worker takes over", async () => {
    const response = workerScript();
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; connect-src 'self'");
    const listeners = new Map<string, (event: unknown) => void>();
    const deleted: string[] = [];
    let unregistered = false;
    const self = {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      skipWaiting: () => undefined,
      registration: { unregister: async () => (unregistered = true) },
    };
    const caches = { delete: async (name: string) => deleted.push(name) };
    new Function("self", "caches", await response.text())(self, caches);
    const waits: Promise<unknown>[] = [];
    listeners.get("activate")!({ waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
    expect(deleted).toEqual(["member-card-v1"]);
    expect(unregistered).toBe(true);
  });
});

describe("signing out", () => {
  it("asks the browser to clear the site's storage, where the service worker keeps the card and the other pages", async () => {
    const id = await member();
    const request = new Request(`${ORIGIN}/api/logout`, { headers: { Cookie: await signedInCookie(id), "Sec-Fetch-Site": "same-origin" } });
    const response = await logout({ request, params: {}, context: {} });
    expect(response.status).toBe(302);
    expect(response.headers.get("Clear-Site-Data")).toBe('"storage"');
  });
});
