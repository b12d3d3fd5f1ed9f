import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { meetingMotions, meetingVoted, meetingVotes, membershipChanges, notifications, meetingItems } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createAdmin, createMeeting, createMember, createSignedInMember, membershipState } from "../../../test/factories";
import { args, get, post, sendJson, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { fillPattern, routeFiles } from "../../../test/fuzz";
import { openMeeting } from "~/models/meetings.server";
import { action as meetingAction, loader as meetingLoader } from "./meetings.$meetingId";
import { loader as resultsLoader } from "./meetings.$meetingId_.results";
import { loader as documentLoader } from "./meetings.$meetingId_.documents.$documentId";
import { action as voteApi, loader as voteStateApi } from "../api+/meetings.$meetingId.votes";
import { action as adminAction, loader as adminLoader } from "../admin+/meetings.$meetingId";
import { action as newMeetingAction } from "../admin+/meetings.new";
import { action as uploadAction } from "../admin+/meetings.$meetingId_.documents";
import { loader as adminMemberLoader } from "../admin+/members.$userId";
import { loader as usersExport } from "../api+/admin.users.export";
import { loader as ownDataExport } from "../_me+/privacy-settings.data[.json]";

const test = useTestDatabase();

const DAY = 86_400_000;
const longAgo = () => new Date(Date.now() - 100 * DAY);

/** A meeting with a motion and a one-seat election, opened now (voting under way), and its roll. */
async function votingMeeting(values: Parameters<typeof createMeeting>[0] = {}) {
  const meeting = await createMeeting(values, [
    { kind: "motion", title: "Adopt the accounts" },
    { kind: "election", title: "Treasurer", seats: 1, candidates: ["Ada", "Ben"] },
  ]);
  expect(await openMeeting(meeting.id, 14, new Date(), test.db)).toMatchObject({ ok: true });
  return meeting;
}

const params = (id: number) => ({ meetingId: String(id) });

const ballot = (voterId: string, fields: Record<string, string | string[]>) => {
  const form = new URLSearchParams({ intent: "vote", voterId });
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  return form;
};

describe("who may vote: the page, the form post and the API alike", () => {
  it("a member who lapsed before the record date, one who joined after it, and a visitor cannot vote; a member on the roll can, once", async () => {
    const voter = await createSignedInMember({ email: "voter@example.com", membershipStatus: "active", createdAt: longAgo() });
    const lapsed = await createSignedInMember({ email: "lapsed@example.com", membershipStatus: "active", createdAt: longAgo() });
    await test.db.insert(membershipChanges).values([
      {
        userId: lapsed.id,
        kind: "expired",
        before: membershipState("active", "roadie"),
        after: membershipState("expired", "roadie"),
        createdAt: new Date(Date.now() - 30 * DAY),
      },
      {
        userId: lapsed.id,
        kind: "payment-recorded",
        before: membershipState("expired", "roadie"),
        after: membershipState("active", "roadie"),
        createdAt: new Date(Date.now() - 1_000),
      },
    ]);
    const meeting = await createMeeting({ recordDate: new Date(Date.now() - 2 * DAY) }, [{ kind: "motion", title: "Adopt the accounts" }]);
    await openMeeting(meeting.id, 14, new Date(), test.db);
    // Joined after the record date (and so not on the roll fixed at the notice).
    const newcomer = await createSignedInMember({ email: "new@example.com", membershipStatus: "active" });
    const [itemId] = meeting.itemIds;

    const page = async (cookie?: string) =>
      (await settle(meetingLoader(args(get(`/meetings/${meeting.id}`, cookie ? { cookie } : {}), params(meeting.id))))).json();
    expect((await page(voter.cookie)).member.eligibility).toEqual({ voter: true, why: "member" });
    expect((await page(lapsed.cookie)).member.eligibility).toEqual({ voter: false, why: "not-member" });
    expect((await page(newcomer.cookie)).member.eligibility).toEqual({ voter: false, why: "joined-after" });
    const visitorPage = await page();
    expect(visitorPage.member).toBeNull();
    expect(visitorPage.signIn).toBe(`/api/login?returnTo=%2Fmeetings%2F${meeting.id}`);

    for (const outsider of [lapsed, newcomer]) {
      const refused = await settle(
        meetingAction(
          args(post(`/meetings/${meeting.id}`, ballot(outsider.id, { [`item-${itemId}`]: "for" }), outsider.cookie), params(meeting.id)),
        ),
      );
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toBe("You are not on this meeting's roll of voters.");
      const api = await settle(
        voteApi(args(sendJson(`/api/meetings/${meeting.id}/votes`, { choices: { [itemId]: "for" } }, outsider.cookie), params(meeting.id))),
      );
      expect(api.status).toBe(403);
    }
    const visitorPost = await settle(
      meetingAction(args(post(`/meetings/${meeting.id}`, ballot("x", { [`item-${itemId}`]: "for" })), params(meeting.id))),
    );
    expect(visitorPost.status).toBe(302);
    expect(visitorPost.headers.get("Location")).toMatch(/^\/api\/login/);
    const visitorApi = await settle(
      voteApi(args(sendJson(`/api/meetings/${meeting.id}/votes`, { choices: { [itemId]: "for" } }), params(meeting.id))),
    );
    expect(visitorApi.status).toBe(401);
    expect(await test.db.select().from(meetingVotes)).toHaveLength(0);
    expect(await test.db.select().from(meetingVoted)).toHaveLength(0);

    // The member on the roll: a receipt on the page, once; the API then says 409.
    const cast = await settle(
      meetingAction(
        args(post(`/meetings/${meeting.id}`, ballot(voter.id, { [`item-${itemId}`]: "for" }), voter.cookie), params(meeting.id)),
      ),
    );
    expect(cast.status).toBe(200);
    const answer = await cast.json();
    expect(answer.receipts).toEqual([
      { itemId, title: "Adopt the accounts", receipt: expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/) },
    ]);
    const again = await settle(
      voteApi(args(sendJson(`/api/meetings/${meeting.id}/votes`, { choices: { [itemId]: "against" } }, voter.cookie), params(meeting.id))),
    );
    expect(again.status).toBe(409);
    const state = await (
      await settle(voteStateApi(args(get(`/api/meetings/${meeting.id}/votes`, voter.cookie), params(meeting.id))))
    ).json();
    expect(state).toMatchObject({ eligible: true, votedItemIds: [itemId] });
    expect(JSON.stringify(state)).not.toContain(answer.receipts[0].receipt);
    expect(await test.db.select({ choice: meetingVotes.choice }).from(meetingVotes)).toEqual([{ choice: "for" }]);
  });

  it("a ballot that cannot be read is answered next to its item with the choices kept, and writes nothing", async () => {
    const voter = await createSignedInMember({ email: "voter@example.com", membershipStatus: "active", createdAt: longAgo() });
    const meeting = await votingMeeting();
    const [motion, election] = meeting.itemIds;
    const [ada, ben] = meeting.candidateIds[1];
    const answer = await settle(
      meetingAction(
        args(
          post(
            `/meetings/${meeting.id}`,
            ballot(voter.id, { [`item-${motion}`]: "for", [`item-${election}`]: [String(ada), String(ben)] }),
            voter.cookie,
          ),
          params(meeting.id),
        ),
      ),
    );
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(body.errors).toEqual({ [`item-${election}`]: "Pick at most 1" });
    expect(body.posted[`item-${motion}`]).toEqual(["for"]);
    expect(await test.db.select().from(meetingVoted)).toHaveLength(0);
  });
});

describe("members' motions", () => {
  it("a voter proposes, another seconds (two at once: one is recorded), the committee declines with a reason only the proposer sees, or accepts it onto the agenda", async () => {
    const admin = await createAdmin();
    const adminCookie = await signedInCookie(admin);
    const [proposer, first, second] = await Promise.all(
      ["p@example.com", "s1@example.com", "s2@example.com"].map((email) =>
        createSignedInMember({ email, membershipStatus: "active", createdAt: longAgo() }),
      ),
    );
    const meeting = await createMeeting({
      votingOpensAt: new Date(Date.now() + 10 * DAY),
      votingClosesAt: new Date(Date.now() + 12 * DAY),
    });
    await openMeeting(meeting.id, 14, new Date(), test.db);
    const act = (cookie: string, fields: Record<string, string>) =>
      settle(meetingAction(args(post(`/meetings/${meeting.id}`, fields, cookie), params(meeting.id))));

    const blank = await act(proposer.cookie, { intent: "propose-motion", title: "Cheaper away coaches", body: "" });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ errors: { body: "The motion is required" }, values: { title: "Cheaper away coaches" } });

    for (const title of ["Cheaper away coaches", "A new banner"])
      expect((await act(proposer.cookie, { intent: "propose-motion", title, body: `We propose: ${title}.` })).status).toBe(302);
    const [coaches, banner] = await test.db.select().from(meetingMotions).orderBy(meetingMotions.id);
    expect((await act(proposer.cookie, { intent: "second-motion", motionId: String(coaches.id) })).status).toBe(400);
    const both = await Promise.all(
      [first, second].map((member) => act(member.cookie, { intent: "second-motion", motionId: String(coaches.id) })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([302, 400]);
    expect((await act(first.cookie, { intent: "second-motion", motionId: String(banner.id) })).status).toBe(302);

    const decide = (fields: Record<string, string>) =>
      settle(adminAction(args(post(`/admin/meetings/${meeting.id}`, fields, adminCookie), params(meeting.id))));
    const noReason = await decide({ intent: "decline-motion", motionId: String(banner.id), reason: " " });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).errors).toEqual({ reason: "Say why the motion is declined" });
    expect((await decide({ intent: "decline-motion", motionId: String(banner.id), reason: "The budget is spent." })).status).toBe(302);
    expect((await decide({ intent: "accept-motion", motionId: String(coaches.id) })).status).toBe(302);

    const items = await test.db
      .select({ title: meetingItems.title, kind: meetingItems.kind })
      .from(meetingItems)
      .where(eq(meetingItems.meetingId, meeting.id));
    expect(items).toEqual([{ title: "Cheaper away coaches", kind: "motion" }]);
    const mails = await test.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, "meeting-motion-decided"));
    expect(mails).toEqual([{ userId: proposer.id }, { userId: proposer.id }]);

    const seen = async (cookie: string) =>
      (await (await settle(meetingLoader(args(get(`/meetings/${meeting.id}`, cookie), params(meeting.id))))).json()).motions.find(
        (motion: { id: number }) => motion.id === banner.id,
      );
    expect(await seen(proposer.cookie)).toMatchObject({ status: "declined", declineReason: "The budget is spent." });
    expect(await seen(second.cookie)).toMatchObject({ status: "declined", declineReason: null });
  });
});

describe("the committee's forms", () => {
  it("a new meeting's bad input is answered next to its fields with what was typed kept; a notice shorter than the setting is refused", async () => {
    const admin = await createAdmin();
    const cookie = await signedInCookie(admin);
    const form = {
      _key: "k1",
      kind: "annual",
      title: "AGM 2026",
      startsAt: "2026-12-01T19:30",
      location: "The Crown",
      recordDate: "2026-11-01T00:00",
      votingOpensAt: "2026-11-25T00:00",
      votingClosesAt: "2026-11-20T00:00",
      quorumKind: "share",
      quorumValue: "120",
    };
    const refused = await settle(newMeetingAction(args(post("/admin/meetings/new", form, cookie))));
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.errors).toEqual({ votingClosesAt: "Voting must close after it opens", quorumValue: "A percentage is at most 100" });
    expect(body.values.title).toBe("AGM 2026");

    // Starting in 13 days, with the default notice of 14: the notice is refused and nothing is sent.
    await createMember({ email: "m@example.com", membershipStatus: "active", createdAt: longAgo() });
    const soon = await createMeeting({ startsAt: new Date(Date.now() + 13 * DAY) });
    const open = await settle(adminAction(args(post(`/admin/meetings/${soon.id}`, { intent: "open" }, cookie), params(soon.id))));
    expect(open.status).toBe(409);
    expect((await open.json()).message).toBe("Too little notice: the meeting must start at least 14 days after the notice goes out.");
    expect(await test.db.select().from(notifications).where(eq(notifications.kind, "meeting-notice"))).toHaveLength(0);
    // A meeting that is far enough out: every voter gets the notice.
    const later = await createMeeting({ startsAt: new Date(Date.now() + 15 * DAY) });
    expect(
      (await settle(adminAction(args(post(`/admin/meetings/${later.id}`, { intent: "open" }, cookie), params(later.id))))).status,
    ).toBe(302);
    expect(
      await test.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.kind, "meeting-notice")),
    ).toHaveLength(1);
  });

  it("a paper is a PDF (anything else answered next to the file), shown to everyone once the notice is out and to admins before", async () => {
    const admin = await createAdmin();
    const cookie = await signedInCookie(admin);
    const member = await createSignedInMember({ email: "m@example.com", membershipStatus: "active", createdAt: longAgo() });
    const meeting = await createMeeting();
    const upload = (name: string, bytes: string, type: string) => {
      const form = new FormData();
      form.set("title", "Accounts 2026");
      form.set("pdf", new File([bytes], name, { type }));
      return settle(uploadAction(args(post(`/admin/meetings/${meeting.id}/documents`, form, cookie), params(meeting.id))));
    };
    const notPdf = await upload("accounts.pdf", "<html>not a pdf</html>", "application/pdf");
    expect(notPdf.status).toBe(400);
    expect(await notPdf.json()).toEqual({ errors: { pdf: "This file is not a PDF" }, title: "Accounts 2026" });
    expect((await upload("accounts.pdf", "%PDF-1.7\n%%EOF\n", "application/pdf")).status).toBe(302);
    const { documents } = await (await settle(adminLoader(args(get(`/admin/meetings/${meeting.id}`, cookie), params(meeting.id))))).json();
    expect(documents).toEqual([{ id: expect.any(Number), title: "Accounts 2026", url: null, fileName: "accounts.pdf", size: 15 }]);
    const fetchAs = (who?: string) =>
      settle(
        documentLoader(
          args(get(`/meetings/${meeting.id}/documents/${documents[0].id}`, who ?? {}), {
            ...params(meeting.id),
            documentId: String(documents[0].id),
          }),
        ),
      );
    expect((await fetchAs(member.cookie)).status).toBe(404);
    const draft = await fetchAs(cookie);
    expect(draft.headers.get("Content-Type")).toBe("application/pdf");
    await openMeeting(meeting.id, 14, new Date(), test.db);
    const opened = await fetchAs();
    expect(opened.status).toBe(200);
    expect(await opened.text()).toBe("%PDF-1.7\n%%EOF\n");
  });
});

describe("secrecy", () => {
  it("after a vote no admin page or export shows how (or whether, beyond the count) a member voted", async () => {
    const admin = await createAdmin();
    const adminCookie = await signedInCookie(admin);
    const voter = await createSignedInMember({ email: "voter@example.com", membershipStatus: "active", createdAt: longAgo() });
    const meeting = await votingMeeting();
    const [motion, election] = meeting.itemIds;
    const cast = await settle(
      meetingAction(
        args(
          post(
            `/meetings/${meeting.id}`,
            ballot(voter.id, { [`item-${motion}`]: "against", [`item-${election}`]: String(meeting.candidateIds[1][0]) }),
            voter.cookie,
          ),
          params(meeting.id),
        ),
      ),
    );
    const receipts: string[] = (await cast.json()).receipts.map((receipt: { receipt: string }) => receipt.receipt);
    expect(receipts).toHaveLength(2);
    const voteIds = (await test.db.select({ id: meetingVotes.id }).from(meetingVotes)).map((row) => row.id);

    const pages = [
      await settle(adminLoader(args(get(`/admin/meetings/${meeting.id}`, adminCookie), params(meeting.id)))),
      await settle(adminMemberLoader(args(get(`/admin/members/${voter.id}`, adminCookie), { userId: voter.id }))),
      await settle(usersExport(args(get("/api/admin/users/export", adminCookie)))),
      await settle(ownDataExport(args(get("/privacy-settings/data.json", voter.cookie)))),
      await settle(meetingLoader(args(get(`/meetings/${meeting.id}`, voter.cookie), params(meeting.id)))),
      await settle(voteStateApi(args(get(`/api/meetings/${meeting.id}/votes`, voter.cookie), params(meeting.id)))),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      const text = await page.text();
      for (const secret of [...receipts, ...voteIds, '"against"']) expect(text).not.toContain(secret);
    }
    // Every other admin page and export (each admin route's GET whose params are a meeting or a member, or none).
    const adminRoutes = (await routeFiles()).filter(
      (route) =>
        (route.file.startsWith("admin+/") || route.file.startsWith("api+/admin.")) &&
        route.params.every((name) => name === "meetingId" || name === "userId"),
    );
    expect(adminRoutes.length).toBeGreaterThan(30);
    let read = 0;
    for (const route of adminRoutes) {
      const module = (await import(`../${route.file}`)) as { loader?: (a: ReturnType<typeof args>) => unknown };
      if (!module.loader) continue;
      const values = { meetingId: String(meeting.id), userId: voter.id };
      const answer = await settle(module.loader(args(get(fillPattern(route.pattern, values), adminCookie), values)));
      if (answer.status !== 200) continue;
      read += 1;
      const text = Buffer.from(await answer.arrayBuffer()).toString("utf8");
      for (const secret of [...receipts, ...voteIds]) expect(text, route.file).not.toContain(secret);
    }
    expect(read).toBeGreaterThan(30);

    // The committee's turnout: a count per item.
    const adminPage = await (await settle(adminLoader(args(get(`/admin/meetings/${meeting.id}`, adminCookie), params(meeting.id))))).json();
    expect(adminPage.agenda.map((item: { voted: number }) => item.voted)).toEqual([1, 1]);

    // Before the close the results are not out; the voter's receipts are in them after it.
    expect((await settle(resultsLoader(args(get(`/meetings/${meeting.id}/results`), params(meeting.id))))).status).toBe(404);
    await test.db.execute(
      // The window closes (the clock moved on).
      sql`update meetings set voting_opens_at = now() - interval '2 days', voting_closes_at = now() - interval '1 second' where id = ${meeting.id}`,
    );
    const results = await (
      await settle(resultsLoader(args(get(`/meetings/${meeting.id}/results?receipt=${receipts[0].toLowerCase()}`), params(meeting.id))))
    ).json();
    expect(results.search).toEqual({
      typed: receipts[0].toLowerCase(),
      valid: true,
      found: [{ itemId: motion, receipt: receipts[0], choice: "against" }],
    });
    expect(results.results.votes.map((vote: { receipt: string }) => vote.receipt).sort()).toEqual([...receipts].sort());
    const [voted] = await test.db
      .select()
      .from(meetingVoted)
      .where(and(eq(meetingVoted.itemId, motion), eq(meetingVoted.userId, voter.id)));
    expect(Object.keys(voted).sort()).toEqual(["itemId", "userId"]);
  });
});
