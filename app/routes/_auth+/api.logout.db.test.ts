import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createSignedInMember } from "../../../test/factories";
import { args, get, ORIGIN, post, settle } from "../../../test/http";
import { getOptionalUser } from "~/utils/auth.server";
import { action, loader } from "./api.logout";

useTestDatabase();

const signedIn = async (cookie: string) => (await getOptionalUser(get("/", cookie))) !== null;
const visit = (cookie: string, headers: Record<string, string>) => settle(loader(args(get("/api/logout", { cookie, headers }))));

describe("/api/logout", () => {
  it("a navigation from our own pages, or typed in, signs out as before", async () => {
    const cases: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin" },
      { "Sec-Fetch-Site": "none" },
      // A browser without Sec-Fetch-Site: the Referer's origin decides.
      { Referer: `${ORIGIN}/profile` },
    ];
    for (const [i, headers] of cases.entries()) {
      const { cookie } = await createSignedInMember({ email: `fan${i}@example.com` });
      const response = await visit(cookie, headers);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
      expect(response.headers.get("Clear-Site-Data")).toBe('"storage"');
      expect(await signedIn(cookie)).toBe(false);
    }
  });

  it("a cross-site, other-subdomain or unknown-origin GET keeps the session and answers the page with the button", async () => {
    const { cookie } = await createSignedInMember();
    const cases: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site", Referer: "https://shop.example.org/" },
      // Sec-Fetch-Site wins over a Referer that names us.
      { "Sec-Fetch-Site": "cross-site", Referer: `${ORIGIN}/` },
      { Referer: "https://evil.example/page" },
      { Referer: "not a url" },
      {},
    ];
    for (const headers of cases) {
      const response = await visit(cookie, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(response.headers.get("Clear-Site-Data")).toBeNull();
      expect(await signedIn(cookie)).toBe(true);
    }
  });

  it("an anonymous cross-site GET just goes home", async () => {
    const response = await settle(loader(args(get("/api/logout", { headers: { "Sec-Fetch-Site": "cross-site" } }))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("the page's same-origin POST signs out; a cross-site POST is refused and keeps the session", async () => {
    const { cookie } = await createSignedInMember();
    const refused = await settle(() =>
      action(args(new Request(`${ORIGIN}/api/logout`, { method: "POST", headers: { Cookie: cookie, Origin: "https://evil.example" } }))),
    );
    expect(refused.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);

    const response = await settle(action(args(post("/api/logout", {}, cookie))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Clear-Site-Data")).toBe('"storage"');
    expect(await signedIn(cookie)).toBe(false);
  });
});
