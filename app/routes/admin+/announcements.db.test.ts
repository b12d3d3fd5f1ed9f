import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { announcementRecipients, announcements, eventAttendees, notifications, users } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createMember, createSignedInMember } from "../../../test/factories";
import { args, get, post, readToast, settle } from "../../../test/http";
import { DAY } from "../../../test/time";
import { listAudienceTargets } from "~/models/announcements.server";
import { action as listAction, loader as listLoader } from "./announcements._index";
import { action as newAction, loader as newLoader } from "./announcements.new";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

/** The form as the page posts it, with a fresh one-time key unless one is given. */
function form(fields: Record<string, string | string[]>, key = crypto.randomUUID()) {
  const body = new URLSearchParams({ _key: key });
  for (const [name, value] of Object.entries({
    title: "Gate B today",
    body: "Use **gate B**.",
    visibility: "members",
    when: "now",
    ...fields,
  }))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return body;
}

async function members() {
  const admin = await createSignedInMember({ email: "chair@example.com", isAdmin: true, membershipStatus: "active" });
  const [ana, ben, cas] = await Promise.all([
    createMember({ email: "ana@example.com", membershipStatus: "active", membershipTier: "roadie" }),
    createMember({ email: "ben@example.com", membershipStatus: "active", membershipTier: "supporter" }),
    createMember({ email: "cas@example.com", membershipStatus: "expired", membershipTier: "roadie" }),
  ]);
  return { admin, ana, ben, cas };
}

describe("/admin/announcements/new", () => {
  it("is for admins only: a member is sent home from the pages, the count, the send and the withdrawal, and nothing is written", async () => {
    const { cookie } = await createSignedInMember({ email: "fan@example.com", membershipStatus: "active" });
    for (const answer of [
      () => newLoader(args(get("/admin/announcements/new", cookie))),
      () => newAction(args(post("/admin/announcements/new", form({ intent: "count", audience: "everyone" }), cookie))),
      () => newAction(args(post("/admin/announcements/new", form({ intent: "send", audience: "everyone" }), cookie))),
      () => listLoader(args(get("/admin/announcements", cookie))),
      () => listAction(args(post("/admin/announcements", { intent: "withdraw", id: "1" }, cookie))),
    ]) {
      // requireAdmin: a member who is not an admin is sent home with the admin-only toast.
      const response = await settle(answer);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
    expect(await test.db.select().from(announcements)).toHaveLength(0);
  });

  it("a link presets the audience (the event list's Announce), its event offered even far outside the chooser's window", async () => {
    const { admin } = await members();
    const far = await createEvent({ title: "Next season's opener", date: new Date(Date.now() + 400 * DAY) });
    const near = await createEvent({ title: "Derby", date: new Date(Date.now() + 3 * DAY) });
    const page = async (query: string) =>
      (await (await settle(newLoader(args(get(`/admin/announcements/new${query}`, admin.cookie))))).json()) as {
        preset: Record<string, string>;
        targets: { events: { id: number; title: string }[] };
      };
    const linked = await page(`?audience=event-rsvps&rsvpEventId=${far}`);
    expect(linked.preset).toEqual({ audience: "event-rsvps", rsvpEventId: String(far) });
    expect(linked.targets.events.map((event) => event.id)).toEqual(expect.arrayContaining([far, near]));
    // The window holds the soonest `limit`; the named event is added when it falls outside.
    const narrow = await listAudienceTargets({ limit: 1, include: { eventId: far } });
    expect(narrow.events.map((event) => event.id)).toEqual([far, near]);
    expect((await listAudienceTargets({ limit: 1 })).events.map((event) => event.id)).toEqual([near]);
    const plain = await page("?audience=nonsense&rsvpEventId=abc");
    expect(plain.preset).toEqual({});
    expect(plain.targets.events.map((event) => event.title)).toContain("Derby");
  });

  it("counts each audience as the database has it, and keeps what was typed", async () => {
    const { admin } = await members();
    const match = await createEvent({ title: "Derby", date: new Date(Date.now() + 3 * DAY) });
    const everyone = await test.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.email} is not null`);
    const count = async (fields: Record<string, string | string[]>) => {
      const response = await settle(newAction(args(post("/admin/announcements/new", form({ intent: "count", ...fields }), admin.cookie))));
      return {
        status: response.status,
        body: (await response.json()) as { count: number | null; values: Record<string, unknown>; errors: Record<string, string[]> },
      };
    };

    const all = await count({ audience: "everyone" });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(everyone[0].n);
    expect(all.body.values).toMatchObject({ title: "Gate B today", body: "Use **gate B**.", audience: "everyone" });

    expect((await count({ audience: "members", statuses: ["active"] })).body.count).toBe(3);
    expect((await count({ audience: "members", statuses: ["active", "expired"], tiers: ["roadie"] })).body.count).toBe(2);
    expect((await count({ audience: "admins" })).body.count).toBe(1);

    const [ana, ben] = await test.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} in ('ana@example.com', 'ben@example.com')`);
    await test.db.insert(eventAttendees).values([
      { eventId: match, userId: ana.id, status: "going" },
      { eventId: match, userId: ben.id, status: "waitlisted" },
    ]);
    expect((await count({ audience: "event-rsvps", rsvpEventId: String(match) })).body.count).toBe(2);

    const missing = await count({ audience: "event-rsvps", statuses: ["active"] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ rsvpEventId: ["Choose the event"] });
    expect(missing.body.values).toMatchObject({ title: "Gate B today", statuses: ["active"] });
    expect((await count({ audience: "members" })).body.errors).toEqual({ statuses: ["Tick at least one status"] });
    expect((await count({ audience: "volunteers", months: "500" })).body.errors).toEqual({
      months: ["Enter a whole number of months from 1 to 120"],
    });
    expect(await test.db.select().from(announcements)).toHaveLength(0);
  });

  it("refuses bad fields with a 400 next to each field, everything typed kept, and stores nothing", async () => {
    const { admin } = await members();
    const response = await settle(
      newAction(
        args(
          post(
            "/admin/announcements/new",
            form({
              intent: "send",
              title: " ",
              body: "",
              audience: "members",
              statuses: ["active"],
              link: "https://elsewhere.example/x",
              when: "later",
              sendAt: "2001-01-01T10:00",
            }),
            admin.cookie,
          ),
        ),
      ),
    );
    expect(response.status).toBe(400);
    const { errors, values } = (await response.json()) as { errors: Record<string, string[]>; values: Record<string, unknown> };
    expect(errors).toEqual({
      title: ["Enter a title"],
      body: ["Message is required"],
      link: ["Link to an event, a ballot or the shop on this site, e.g. /events/12"],
      sendAt: ["That time has passed: choose a later one, or send now"],
    });
    expect(values).toMatchObject({ link: "https://elsewhere.example/x", sendAt: "2001-01-01T10:00", statuses: ["active"] });

    const gone = await settle(
      newAction(
        args(post("/admin/announcements/new", form({ intent: "send", audience: "everyone", link: "/events/999999" }), admin.cookie)),
      ),
    );
    expect(gone.status).toBe(400);
    expect(((await gone.json()) as { errors: unknown }).errors).toEqual({ link: ["There is no such page on this site"] });

    const nobody = await settle(
      newAction(
        args(
          post(
            "/admin/announcements/new",
            form({ intent: "send", audience: "event-rsvps", rsvpEventId: String(await createEvent()) }),
            admin.cookie,
          ),
        ),
      ),
    );
    expect(nobody.status).toBe(400);
    expect(((await nobody.json()) as { errors: unknown }).errors).toEqual({
      audience: ["Nobody is in this audience yet, so there is no one to send it to"],
    });
    expect(await test.db.select().from(announcements)).toHaveLength(0);
  });

  it("sends now to exactly the chosen members, once however often the same press arrives, and says how many", async () => {
    const { admin, ana, cas } = await members();
    const match = await createEvent({ title: "Derby" });
    const key = crypto.randomUUID();
    const fields = form(
      {
        intent: "send",
        audience: "members",
        statuses: ["active"],
        tiers: ["roadie"],
        link: `http://localhost:3000/events/${match}`,
        visibility: "public",
      },
      key,
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => settle(newAction(args(post("/admin/announcements/new", fields, admin.cookie))))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302, 302]);
    expect(answers[0].headers.get("Location")).toBe("/admin/announcements");
    expect(await readToast(answers[0])).toMatchObject({ type: "success", description: "Sent to 1 member." });

    const rows = await test.db.select().from(announcements);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "Gate B today", linkPath: `/events/${match}`, isPublic: true, recipientCount: 1 });
    expect(rows[0].audience).toEqual({ kind: "members", statuses: ["active"], tiers: ["roadie"] });
    const recipients = await test.db.select({ userId: announcementRecipients.userId }).from(announcementRecipients);
    expect(recipients).toEqual([{ userId: ana }]);
    const mails = await test.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.kind, "announcement"));
    expect(mails).toEqual([{ userId: ana }]);
    expect(mails).not.toContainEqual({ userId: cas });
  });

  it("schedules one for a later time in the group's zone; the list shows it scheduled, then withdrawn", async () => {
    const { admin } = await members();
    const response = await settle(
      newAction(
        args(
          post(
            "/admin/announcements/new",
            form({ intent: "send", audience: "admins", when: "later", sendAt: "2099-06-01T18:30" }),
            admin.cookie,
          ),
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect((await readToast(response))?.description).toMatch(/^It goes out on /);
    const [row] = await test.db.select().from(announcements);
    // The group's zone here is the default, America/Los_Angeles: 18:30 in June (PDT) is 01:30 UTC the next day.
    expect(row.sendAt.toISOString()).toBe("2099-06-02T01:30:00.000Z");
    expect(row.queuedAt).toBeNull();
    expect(await test.db.select().from(notifications)).toHaveLength(0);

    const list = async () =>
      (
        (await (await settle(listLoader(args(get("/admin/announcements", admin.cookie))))).json()) as {
          announcements: { id: number; title: string; state: string; audience: string }[];
        }
      ).announcements;
    expect(await list()).toMatchObject([{ id: row.id, title: "Gate B today", state: "scheduled", audience: "Admins" }]);

    const withdrawn = await settle(
      listAction(args(post("/admin/announcements", { intent: "withdraw", id: String(row.id) }, admin.cookie))),
    );
    expect(withdrawn.status).toBe(302);
    expect((await readToast(withdrawn))?.title).toBe("Announcement withdrawn");
    expect(await list()).toMatchObject([{ id: row.id, state: "withdrawn" }]);
    const again = await settle(listAction(args(post("/admin/announcements", { intent: "withdraw", id: String(row.id) }, admin.cookie))));
    expect((await readToast(again))?.description).toBe("It had already been withdrawn.");
    const [stored] = await test.db
      .select({ withdrawnAt: announcements.withdrawnAt })
      .from(announcements)
      .where(and(eq(announcements.id, row.id)));
    expect(stored.withdrawnAt).not.toBeNull();
  });
});
