import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES, notifications, users, volunteerSignups } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createAdmin, createMember, createOpportunity, createSignedInMember, kickoffMovedMatch } from "../../test/factories";
import { args, get, post, settle } from "../../test/http";
import { HOUR } from "../../test/time";
import { enqueueNotification } from "~/notifications/outbox.server";
import { runNotificationSweep } from "~/notifications/sweep.server";
import { action as profileAction, loader as profileLoader } from "~/routes/_me+/profile";
import { createAnnouncement, withdrawAnnouncement } from "./announcements.server";
import { listWhatsNew, markNewsSeen } from "./whats-new.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const sweep = () => runNotificationSweep({ db: test.db, send: async () => undefined, enqueue: false });

/** A kickoff move for a member going to the match, queued (the outbox row as the admin's edit writes it). */
async function kickoffMoved(userId: string) {
  const { eventId, notice } = await kickoffMovedMatch(userId);
  await enqueueNotification(notice, test.db);
  return eventId;
}

const alertsOf = async (kind: string) =>
  test.db.select({ status: notifications.status, alert: notifications.alert }).from(notifications).where(eq(notifications.kind, kind));

/** test.db, counting the queries built on it (listWhatsNew only selects). */
function countingSelects() {
  const counter = { selects: 0, db: test.db };
  counter.db = new Proxy(test.db, {
    get(target, property) {
      if (property === "select") counter.selects += 1;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return counter;
}

describe("what's new", () => {
  it("the sweep keeps each alert kind's alert on its row, also when the member's switch skips the mail; announcements and kinds without alerts keep none", async () => {
    const jana = await createMember({ email: "jana@example.com", firstName: "Jana" });
    const eventId = await kickoffMoved(jana);
    // A mail kind with no alert() (the Slack invite): sent, nothing kept.
    await enqueueNotification(
      { kind: "slack-invite", subjectKey: `${jana}:1`, userId: jana, payload: { url: "https://join.slack.example/abc" } },
      test.db,
    );
    const quiet = await createMember({
      email: "quiet@example.com",
      emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, volunteerOpportunities: false },
    });
    const opportunityId = await createOpportunity({ title: "Flag crew", date: new Date(Date.now() + 20 * HOUR), location: "Gate B" });
    const [signup] = await test.db
      .insert(volunteerSignups)
      .values({ opportunityId, userId: quiet, status: "confirmed" })
      .returning({ id: volunteerSignups.id });
    await enqueueNotification(
      { kind: "shift-reminder", subjectKey: String(signup.id), userId: quiet, payload: { signupId: signup.id } },
      test.db,
    );
    const admin = await createAdmin({ email: "chair@example.com" });
    await createAnnouncement({
      title: "AGM on Friday",
      body: "Come along.",
      linkPath: null,
      audience: { kind: "everyone" },
      isPublic: false,
      sendAt: new Date(),
      createdBy: admin,
    });
    await sweep();

    expect(await alertsOf("event-kickoff-moved")).toEqual([
      {
        status: "sent",
        alert: {
          title: "Kickoff moved: Roadies FC vs Harbour",
          body: expect.stringMatching(/, Riverside Park\.$/),
          url: `/events/${eventId}`,
        },
      },
    ]);
    expect(await alertsOf("shift-reminder")).toEqual([
      {
        status: "skipped",
        alert: { title: "Your shift: Flag crew", body: expect.stringMatching(/, Gate B\.$/), url: "/volunteer-shifts" },
      },
    ]);
    expect(await alertsOf("slack-invite")).toEqual([{ status: "sent", alert: null }]);
    const announcementRows = await alertsOf("announcement");
    expect(announcementRows).toHaveLength(3);
    expect(announcementRows.every((row) => row.alert === null)).toBe(true);
  });

  it("lists the member's announcements and alerts since they last looked, newest first, not others' nor withdrawn ones; marking seen empties it", async () => {
    const jana = await createMember({ email: "jana@example.com", firstName: "Jana" });
    const other = await createMember({ email: "other@example.com" });
    const admin = await createAdmin({ email: "chair@example.com" });
    const old = new Date(Date.now() - 30 * 24 * HOUR);
    const announce = (title: string, audience: Parameters<typeof createAnnouncement>[0]["audience"], sendAt = new Date()) =>
      createAnnouncement({ title, body: "…", linkPath: null, audience, isPublic: false, sendAt, createdBy: admin }, sendAt);
    await announce("Last month's news", { kind: "everyone" }, old);
    const eventId = await kickoffMoved(jana);
    await sweep();
    const agm = await announce("AGM on Friday", { kind: "everyone" });
    const gone = await announce("Wrong coach time", { kind: "everyone" });
    await withdrawAnnouncement(gone.id);
    await announce("Admins only", { kind: "admins" });

    const counted = countingSelects();
    const janas = await listWhatsNew(jana, {}, counted.db);
    // Two queries, whatever the member has (each reads news_seen_at itself).
    expect(counted.selects).toBe(2);
    expect(janas.items.map((item) => [item.type, item.title, item.url])).toEqual([
      ["announcement", "AGM on Friday", `/news/${agm.id}`],
      ["alert", "Kickoff moved: Roadies FC vs Harbour", `/events/${eventId}`],
    ]);
    expect(janas.total).toBe(2);
    expect((await listWhatsNew(other)).items.map((item) => item.title)).toEqual(["AGM on Friday"]);

    await markNewsSeen(jana);
    expect(await listWhatsNew(jana)).toEqual({ items: [], total: 0 });
    const later = await announce("Coach at 7:30", { kind: "everyone" }, new Date(Date.now() + 1000));
    expect((await listWhatsNew(jana, { now: new Date(Date.now() + 2000) })).items.map((item) => item.url)).toEqual([`/news/${later.id}`]);
  });

  it("the profile shows the list and its Mark as seen post (a plain form) empties it for that member only", async () => {
    const { id, cookie } = await createSignedInMember({ email: "jana@example.com", firstName: "Jana", membershipStatus: "active" });
    const other = await createMember({ email: "other@example.com" });
    const admin = await createAdmin({ email: "chair@example.com" });
    await createAnnouncement({
      title: "AGM on Friday",
      body: "…",
      linkPath: null,
      audience: { kind: "everyone" },
      isPublic: false,
      sendAt: new Date(),
      createdBy: admin,
    });

    const page = async () =>
      (
        (await (await settle(profileLoader(args(get("/profile", cookie))))).json()) as {
          whatsNew: { items: { title: string }[]; total: number };
        }
      ).whatsNew;
    expect((await page()).items.map((item) => item.title)).toEqual(["AGM on Friday"]);

    const answer = await settle(profileAction(args(post("/profile", { intent: "news-seen" }, cookie))));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/profile");
    expect(await page()).toEqual({ items: [], total: 0 });
    const seen = await test.db.select({ id: users.id, seenAt: users.newsSeenAt }).from(users).where(eq(users.id, id));
    expect(seen[0].seenAt).not.toBeNull();
    expect((await listWhatsNew(other)).total).toBe(1);
  });
});
