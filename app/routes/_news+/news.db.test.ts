import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createAdmin, createMember, createSignedInMember } from "../../../test/factories";
import { args, get, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { createAnnouncement, withdrawAnnouncement } from "~/models/announcements.server";
import { loader as list } from "./news._index";
import { loader as item } from "./news.$id";
import { loader as feed } from "./news[.atom]";
import { loader as profile } from "../_me+/profile";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
useTestDatabase();

async function announce(title: string, values: Partial<Parameters<typeof createAnnouncement>[0]> & { createdBy: string }) {
  return createAnnouncement({
    title,
    body: "Use **gate B** <script>alert(1)</script>",
    linkPath: null,
    audience: { kind: "everyone" },
    isPublic: true,
    sendAt: new Date(),
    ...values,
  });
}

describe("/news, /news/{id} and /news.atom", () => {
  it("lists public announcements newest first; members-only, withdrawn and scheduled ones stay off the list and the feed", async () => {
    const admin = await createAdmin({ email: "admin@example.com" });
    await createMember({ email: "m@example.com", membershipStatus: "active" });
    await announce("First public", { createdBy: admin, sendAt: new Date(Date.now() - 60_000) });
    await announce("Members only", { createdBy: admin, isPublic: false });
    const gone = await announce("Withdrawn", { createdBy: admin });
    await withdrawAnnouncement(gone.id);
    await announce("Tomorrow", { createdBy: admin, sendAt: new Date(Date.now() + 86_400_000) });
    await announce("Second public", { createdBy: admin });

    const page = await (await settle(list(args(get("/news"))))).json();
    expect(page.items.map((i: { title: string }) => i.title)).toEqual(["Second public", "First public"]);
    expect(page.items[0].html).toBe("<p>Use <strong>gate B</strong> </p>\n");

    const atom = await settle(feed());
    expect(atom.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await atom.text();
    expect([...xml.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual([
      "The Roadies news",
      "Second public",
      "First public",
    ]);
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="http://localhost:3000/news.atom"/>');
    expect(xml).toContain("&lt;p&gt;Use &lt;strong&gt;gate B&lt;/strong&gt; &lt;/p&gt;");
    expect(xml).not.toMatch(/Members only|Withdrawn|Tomorrow|script/);
  });

  it("a members-only announcement is shown to its recipients and admins; visitors and other members get a 404", async () => {
    const admin = await createAdmin({ email: "admin@example.com" });
    const member = await createSignedInMember({ email: "in@example.com", membershipStatus: "active" });
    const outsider = await createSignedInMember({ email: "out@example.com", membershipStatus: "expired" });
    const { id } = await announce("Coach at 7:30", {
      createdBy: admin,
      isPublic: false,
      audience: { kind: "members", statuses: ["active"], tiers: [] },
      linkPath: "/events/4",
    });
    const read = (cookie?: string) => settle(item(args(get(`/news/${id}`, cookie ? { cookie } : {}), { id: String(id) })));

    const shown = await read(member.cookie);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await shown.json()).toMatchObject({ title: "Coach at 7:30", linkPath: "/events/4", isPublic: false });
    expect((await read(await signedInCookie(admin))).status).toBe(200);
    expect((await read(outsider.cookie)).status).toBe(404);
    expect((await read()).status).toBe(404);
    // The member's own page lists it; the outsider's does not.
    const own = async (cookie: string) => (await (await settle(profile(args(get("/profile", { cookie }))))).json()).news;
    expect(await own(member.cookie)).toEqual([{ id, title: "Coach at 7:30", sentAt: expect.any(String) }]);
    expect(await own(outsider.cookie)).toEqual([]);
    await withdrawAnnouncement(id);
    expect((await read(member.cookie)).status).toBe(404);
  });
});
