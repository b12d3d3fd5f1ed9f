import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { familyMembers, meetingElectorate, meetings, meetingVoted, meetingVotes, membershipChanges } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMeeting, createMember, createMembers, membershipState } from "../../test/factories";
import { RECEIPT_PATTERN } from "./meetings";
import {
  appointProxy,
  castVotes,
  closeVoting,
  electorateOn,
  meetingResults,
  openMeeting,
  revokeProxy,
  turnoutSoFar,
  votingState,
} from "./meetings.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const DAY = 86_400_000;
const active = { membershipStatus: "active" } as const;

/** A meeting opened now with `voters` active members (and its items), voting under way. */
async function openWith(voters: number, items: Parameters<typeof createMeeting>[1], values: Parameters<typeof createMeeting>[0] = {}) {
  const ids = await createMembers(
    Array.from({ length: voters }, (_, index) => ({
      email: `voter${index}@example.com`,
      ...active,
      createdAt: new Date(Date.now() - 10 * DAY),
    })),
  );
  const meeting = await createMeeting(values, items);
  const opened = await openMeeting(meeting.id, 14, new Date(), test.db);
  expect(opened).toEqual({ ok: true, electorate: voters, notices: voters });
  return { ...meeting, voters: ids };
}

describe("who may vote", () => {
  it("members active or lifetime at the record date, from their history; not those who lapsed before it or joined after it", async () => {
    const record = new Date(Date.now() - 5 * DAY);
    const steady = await createMember({ email: "steady@example.com", ...active, createdAt: new Date(Date.now() - 100 * DAY) });
    const lifetime = await createMember({
      email: "life@example.com",
      membershipStatus: "lifetime",
      createdAt: new Date(Date.now() - 100 * DAY),
    });
    // Lapsed after the record date: a member on the day, so a voter though expired now.
    const lapsedLater = await createMember({
      email: "later@example.com",
      membershipStatus: "expired",
      createdAt: new Date(Date.now() - 100 * DAY),
    });
    // Lapsed before it: not a member on the day, though active again today.
    const lapsedBefore = await createMember({ email: "before@example.com", ...active, createdAt: new Date(Date.now() - 100 * DAY) });
    const joinedAfter = await createMember({ email: "new@example.com", ...active, createdAt: new Date(Date.now() - 2 * DAY) });
    await createMember({ email: "never@example.com", membershipStatus: "inactive", createdAt: new Date(Date.now() - 100 * DAY) });
    await test.db.insert(membershipChanges).values([
      {
        userId: lapsedLater,
        kind: "expired",
        before: membershipState("active", "roadie"),
        after: membershipState("expired", "roadie"),
        createdAt: new Date(Date.now() - 3 * DAY),
      },
      {
        userId: lapsedBefore,
        kind: "expired",
        before: membershipState("active", "roadie"),
        after: membershipState("expired", "roadie"),
        createdAt: new Date(Date.now() - 20 * DAY),
      },
      {
        userId: lapsedBefore,
        kind: "payment-recorded",
        before: membershipState("expired", "roadie"),
        after: membershipState("active", "roadie"),
        createdAt: new Date(Date.now() - 1 * DAY),
      },
    ]);
    const voters = await electorateOn(record, false, test.db);
    expect(voters.map((voter) => voter.userId).sort()).toEqual([steady, lifetime, lapsedLater].sort());
    expect(voters.map((voter) => voter.userId)).not.toContain(lapsedBefore);
    expect(voters.map((voter) => voter.userId)).not.toContain(joinedAfter);
  });

  it("with household votes, a member's household who have their own account (the same email) vote too", async () => {
    const record = new Date(Date.now() - DAY);
    const parent = await createMember({ email: "parent@example.com", ...active, createdAt: new Date(Date.now() - 30 * DAY) });
    const child = await createMember({
      email: "Kid@Example.com",
      membershipStatus: "inactive",
      createdAt: new Date(Date.now() - 30 * DAY),
    });
    await test.db.insert(familyMembers).values({ userId: parent, name: "Kid", email: "kid@example.com", relationship: "child" });
    expect((await electorateOn(record, false, test.db)).map((voter) => voter.userId)).toEqual([parent]);
    expect(await electorateOn(record, true, test.db)).toEqual(
      expect.arrayContaining([
        { userId: parent, reason: "member" },
        { userId: child, reason: "household" },
      ]),
    );
  });

  it("opening fixes the electorate once; a notice shorter than the setting, or a record date ahead, is refused", async () => {
    await createMember({ email: "a@example.com", ...active, createdAt: new Date(Date.now() - 10 * DAY) });
    const soon = await createMeeting({ startsAt: new Date(Date.now() + 13 * DAY) });
    expect(await openMeeting(soon.id, 14, new Date(), test.db)).toEqual({ ok: false, reason: "notice-too-short", noticeDays: 14 });
    const ahead = await createMeeting({ recordDate: new Date(Date.now() + DAY) });
    expect(await openMeeting(ahead.id, 14, new Date(), test.db)).toMatchObject({ ok: false, reason: "record-date-ahead" });
    const fine = await createMeeting();
    expect(await openMeeting(fine.id, 14, new Date(), test.db)).toEqual({ ok: true, electorate: 1, notices: 1 });
    expect(await openMeeting(fine.id, 14, new Date(), test.db)).toMatchObject({ ok: false, reason: "already-open" });
    expect(await test.db.select().from(meetingElectorate)).toHaveLength(1);
    const [row] = await test.db.select({ openedAt: meetings.openedAt }).from(meetings).where(eq(meetings.id, fine.id));
    expect(row.openedAt).not.toBeNull();
  });
});

describe("voting", () => {
  it("a voter votes once per item and gets a receipt for each; outsiders and the window are refused", async () => {
    const meeting = await openWith(2, [{ kind: "motion" }, { kind: "election", seats: 1, candidates: ["Ana", "Ben"] }]);
    const [jo] = meeting.voters;
    const [motion, election] = meeting.itemIds;
    const first = await castVotes(
      { meetingId: meeting.id, voterId: jo, castBy: jo, choices: { [motion]: "for", [election]: [meeting.candidateIds[1][0]] } },
      new Date(),
      test.db,
    );
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.receipts.map((receipt) => receipt.itemId)).toEqual([motion, election]);
    for (const { receipt } of first.receipts) expect(receipt).toMatch(RECEIPT_PATTERN);
    expect(
      await castVotes({ meetingId: meeting.id, voterId: jo, castBy: jo, choices: { [motion]: "against" } }, new Date(), test.db),
    ).toEqual({ ok: false, reason: "already-voted" });
    expect(await turnoutSoFar(meeting.id, test.db)).toEqual(
      new Map([
        [motion, 1],
        [election, 1],
      ]),
    );

    const outsider = await createMember({ email: "late@example.com", ...active });
    expect(
      await castVotes({ meetingId: meeting.id, voterId: outsider, castBy: outsider, choices: { [motion]: "for" } }, new Date(), test.db),
    ).toEqual({ ok: false, reason: "not-eligible" });
    const [other] = meeting.voters.slice(1);
    expect(
      await castVotes({ meetingId: meeting.id, voterId: other, castBy: other, choices: { [motion]: "maybe" } }, new Date(), test.db),
    ).toEqual({ ok: false, reason: "bad-choice", itemId: motion });
    expect(
      await castVotes(
        { meetingId: meeting.id, voterId: other, castBy: other, choices: { [motion]: "for" } },
        new Date(Date.now() + 8 * DAY),
        test.db,
      ),
    ).toEqual({ ok: false, reason: "closed" });
    expect(
      await castVotes(
        { meetingId: meeting.id, voterId: other, castBy: other, choices: { [motion]: "for" } },
        new Date(Date.now() - DAY),
        test.db,
      ),
    ).toEqual({ ok: false, reason: "not-open-yet" });
    // Nothing of the refused votes was written.
    expect(await test.db.select().from(meetingVotes)).toHaveLength(2);
  });

  it("a proxy, appointed before voting opens, casts the member's vote as well as their own; the member no longer can", async () => {
    const opensAt = new Date(Date.now() + DAY);
    const meeting = await openWith(3, [{ kind: "motion" }], { votingOpensAt: opensAt });
    const [ana, ben, cas] = meeting.voters;
    const [motion] = meeting.itemIds;
    expect(await appointProxy(meeting.id, ana, ana, new Date(), test.db)).toMatchObject({ reason: "proxy-self" });
    expect(await appointProxy(meeting.id, ana, ben, new Date(), test.db)).toEqual({ ok: true });
    // No chains: Ben holds Ana's vote, so he cannot give his own away, and Ana cannot hold one.
    expect(await appointProxy(meeting.id, ben, cas, new Date(), test.db)).toMatchObject({ reason: "principal-is-proxy" });
    expect(await appointProxy(meeting.id, cas, ana, new Date(), test.db)).toMatchObject({ reason: "proxy-has-proxy" });
    expect(await appointProxy(meeting.id, cas, ben, new Date(Date.now() + 2 * DAY), test.db)).toMatchObject({ reason: "voting-open" });

    const during = new Date(Date.now() + 2 * DAY);
    expect(await castVotes({ meetingId: meeting.id, voterId: ana, castBy: ana, choices: { [motion]: "for" } }, during, test.db)).toEqual({
      ok: false,
      reason: "proxy-appointed",
    });
    expect(await castVotes({ meetingId: meeting.id, voterId: ana, castBy: cas, choices: { [motion]: "for" } }, during, test.db)).toEqual({
      ok: false,
      reason: "not-proxy",
    });
    expect(
      (await castVotes({ meetingId: meeting.id, voterId: ben, castBy: ben, choices: { [motion]: "against" } }, during, test.db)).ok,
    ).toBe(true);
    expect((await castVotes({ meetingId: meeting.id, voterId: ana, castBy: ben, choices: { [motion]: "for" } }, during, test.db)).ok).toBe(
      true,
    );
    expect(await votingState(meeting.id, ben, test.db)).toEqual({
      voter: true,
      myProxy: null,
      ownVoted: [motion],
      principals: [{ userId: ana, voted: [motion] }],
    });
    expect(await votingState(meeting.id, ana, test.db)).toMatchObject({ voter: true, myProxy: ben, ownVoted: [motion] });

    // Taken back before voting opens, the member votes themselves.
    const second = await createMeeting({ votingOpensAt: opensAt }, [{ kind: "motion" }]);
    expect(await openMeeting(second.id, 14, new Date(), test.db)).toEqual({ ok: true, electorate: 3, notices: 3 });
    expect(await appointProxy(second.id, ana, ben, new Date(), test.db)).toEqual({ ok: true });
    expect(await revokeProxy(second.id, ana, new Date(), test.db)).toEqual({ ok: true });
    expect(
      (await castVotes({ meetingId: second.id, voterId: ana, castBy: ana, choices: { [second.itemIds[0]]: "for" } }, during, test.db)).ok,
    ).toBe(true);
  });

  it("50 votes of one member at once on one item give one vote", async () => {
    const meeting = await openWith(1, [{ kind: "motion" }]);
    const [jo] = meeting.voters;
    const [motion] = meeting.itemIds;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        castVotes({ meetingId: meeting.id, voterId: jo, castBy: jo, choices: { [motion]: index % 2 ? "for" : "against" } }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.reason)).toEqual(Array(49).fill("already-voted"));
    expect(await test.db.select().from(meetingVotes)).toHaveLength(1);
    expect(await test.db.select().from(meetingVoted)).toEqual([{ itemId: motion, userId: jo }]);
  }, 60_000);

  it("votes racing the close are counted or refused: every vote answered with a receipt is in the results", async () => {
    const closesAt = new Date(Date.now() + 2_000);
    const meeting = await openWith(40, [{ kind: "motion" }], { votingClosesAt: closesAt });
    const [motion] = meeting.itemIds;
    // Half the voters vote before the close, half at the moment it passes, while the results are read.
    const before = meeting.voters
      .slice(0, 20)
      .map((voterId) =>
        castVotes({ meetingId: meeting.id, voterId, castBy: voterId, choices: { [motion]: "for" } }, new Date(closesAt.getTime() - 1)),
      );
    const atClose = meeting.voters
      .slice(20)
      .map((voterId, index) =>
        castVotes(
          { meetingId: meeting.id, voterId, castBy: voterId, choices: { [motion]: "against" } },
          new Date(closesAt.getTime() + (index % 2 ? -1 : 0)),
        ),
      );
    const results = meetingResults(meeting.id, closesAt);
    const answers = await Promise.all([...before, ...atClose]);
    const published = await results;
    expect(published).not.toBeNull();
    const final = await meetingResults(meeting.id, new Date(closesAt.getTime() + 60_000), test.db);
    const receipts = answers.flatMap((answer) => (answer.ok ? answer.receipts.map((receipt) => receipt.receipt) : []));
    for (const answer of answers) if (!answer.ok) expect(answer.reason).toBe("closed");
    expect(receipts.length).toBeGreaterThanOrEqual(30);
    expect(final!.votes.map((vote) => vote.receipt).sort()).toEqual([...receipts].sort());
    expect(published!.votes).toEqual(final!.votes);
  }, 60_000);
});

describe("results", () => {
  it("only after the close: counts, turnout, quorum and every receipt with its choice, sorted by receipt", async () => {
    const meeting = await openWith(
      5,
      [
        { kind: "motion", special: true },
        { kind: "election", seats: 1, candidates: ["Ana", "Ben"] },
      ],
      { quorumKind: "share", quorumValue: 60 },
    );
    const [motion, election] = meeting.itemIds;
    const [ana, ben] = meeting.candidateIds[1];
    const choices: [string, string, number[]][] = [
      [meeting.voters[0], "for", [ana]],
      [meeting.voters[1], "for", [ana]],
      [meeting.voters[2], "for", [ben]],
      [meeting.voters[3], "abstain", []],
    ];
    for (const [voterId, motionChoice, picked] of choices)
      expect(
        (
          await castVotes(
            { meetingId: meeting.id, voterId, castBy: voterId, choices: { [motion]: motionChoice, [election]: picked } },
            new Date(),
            test.db,
          )
        ).ok,
      ).toBe(true);
    expect(await meetingResults(meeting.id, new Date(), test.db)).toBeNull();

    const after = new Date(Date.now() + 8 * DAY);
    const results = await meetingResults(meeting.id, after, test.db);
    expect(results).toMatchObject({ electorate: 5, quorum: { kind: "share", value: 60 } });
    expect(results!.tallies).toEqual([
      { itemId: motion, kind: "motion", special: true, for: 3, against: 0, abstain: 1, turnout: 4, quorumMet: true, carried: true },
      expect.objectContaining({ itemId: election, turnout: 4, abstentions: 1, quorumMet: true, elected: [ana], tie: null }),
    ]);
    for (const item of [motion, election]) {
      const receipts = results!.votes.filter((vote) => vote.itemId === item).map((vote) => vote.receipt);
      expect(receipts).toEqual([...receipts].sort());
      expect(receipts).toHaveLength(4);
    }
    expect(await closeVoting(meeting.id, after, test.db)).toBe(true);
    // After the close nobody votes.
    expect(
      await castVotes(
        { meetingId: meeting.id, voterId: meeting.voters[4], castBy: meeting.voters[4], choices: { [motion]: "for" } },
        new Date(),
        test.db,
      ),
    ).toEqual({ ok: false, reason: "closed" });
  });
});

describe("secrecy", () => {
  it("no row of any table links a vote (its id, receipt or choice) to the member who cast it", async () => {
    const meeting = await openWith(3, [{ kind: "motion" }]);
    const [motion] = meeting.itemIds;
    const [jo] = meeting.voters;
    const answer = await castVotes(
      { meetingId: meeting.id, voterId: jo, castBy: jo, choices: { [motion]: "against" } },
      new Date(),
      test.db,
    );
    if (!answer.ok) throw new Error(answer.reason);
    const [{ receipt }] = answer.receipts;
    const [vote] = await test.db.select().from(meetingVotes);
    expect(Object.keys(vote).sort()).toEqual(["choice", "id", "itemId", "receipt"]);

    // Every row of every table, as text: none holds the member's id together with the vote's id or receipt.
    const tables = await test.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = ("rows" in tables ? tables.rows : tables) as { table_name: string }[];
    expect(names.length).toBeGreaterThan(30);
    for (const { table_name } of names) {
      const rows = await test.db.execute(sql`select t::text as row from ${sql.identifier(table_name)} t`);
      for (const { row } of ("rows" in rows ? rows.rows : rows) as { row: string }[]) {
        const linksVoter = row.includes(jo);
        expect(linksVoter && (row.includes(vote.id) || row.includes(receipt)), `${table_name}: ${row}`).toBe(false);
      }
    }
  });
});
