import { randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  meetingCandidates,
  meetingElectorate,
  meetingItems,
  meetingProxies,
  meetings,
  meetingVoted,
  meetingVotes,
  notifications,
  users,
} from "../../db/schema";
import { queuePushAlerts } from "~/notifications/outbox.server";
import { inLocale, memberLocale } from "~/i18n/locale.server";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { appOrigin } from "~/utils/env.server";
import { sendMail } from "./integrations.server";
import { queryRows, type Database } from "../../db/client";
import { db as appDb } from "~/utils/db.server";
import { fail, ok, rollback, settled, type Fail, type Ok } from "~/utils/result";
import {
  ballotOf,
  isValidChoice,
  receiptFromBytes,
  tallyMeeting,
  type BallotItem,
  type ItemTally,
  type PublishedVote,
  type QuorumRule,
  type VoteChoice,
} from "./meetings";

/**
 * General meetings' votes: who may vote (fixed from the record date when the meeting opens),
 * proxies, the secret vote with its receipt, the close and the published results.
 *
 * Secrecy: a vote row holds a random id, the item, the choice and the receipt; who has voted is
 * a separate row (item, member) written in the same transaction, whose primary key refuses a
 * second vote. Nothing joins the two: no user id or time on the vote, no sequence in its id.
 *
 * The close: a vote holds the meeting's row FOR SHARE while it checks the window and writes;
 * closing takes it FOR UPDATE, so it waits for every vote in flight, and every vote after it sees
 * the results published and is refused. A vote that was answered with its receipt is counted.
 */

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const MEMBER = sql`('active', 'lifetime')`;

/**
 * Members active or lifetime at `recordDate`, from the membership history: the status the first
 * change after that instant started from, or today's when there was none since; the account
 * must have existed then. With `households`, also the accounts whose email is in one of those
 * members' households.
 */
export async function electorateOn(recordDate: Date, households: boolean, db: Database | Tx = appDb) {
  const at = recordDate.toISOString();
  const rows = await queryRows<{ user_id: string; reason: "member" | "household" }>(
    db as Database,
    sql`with members as (
          select u.id from users u
           where u.created_at <= ${at}::timestamptz
             and coalesce(
                   (select c.before->>'status' from membership_changes c
                     where c.user_id = u.id and c.created_at > ${at}::timestamptz
                     order by c.created_at, c.id limit 1),
                   u.membership_status) in ${MEMBER}
        )
        select id as user_id, 'member' as reason from members
        union all
        select distinct h.id, 'household' from family_members f
          join members m on m.id = f.user_id
          join users h on lower(h.email) = lower(f.email)
         where ${households} and h.id not in (select id from members)`,
  );
  return rows.map((row) => ({ userId: row.user_id, reason: row.reason }));
}

export type OpenMeetingFailure =
  Fail<"not-found" | "already-open" | "record-date-ahead"> | Fail<"notice-too-short", { noticeDays: number }>;
export type ProxyFailure = Fail<
  "not-found" | "voting-open" | "not-eligible" | "proxy-self" | "proxy-not-eligible" | "proxy-has-proxy" | "principal-is-proxy"
>;
export type VoteFailure =
  | Fail<"not-found" | "not-open-yet" | "closed" | "not-eligible" | "proxy-appointed" | "not-proxy" | "nothing-chosen" | "already-voted">
  | Fail<"bad-choice", { itemId: number | null }>;
export type VoteReceipts = Ok<{ receipts: { itemId: number; receipt: string }[]; alreadyVoted: number[] }>;

/**
 * Opens a draft meeting: refused with less notice than `noticeDays` before it starts or with a
 * record date still ahead; the electorate is written from the record date in the same transaction,
 * and `openedAt` is set once (a second open is refused). The notice to every voter is queued in it too.
 */
export async function openMeeting(meetingId: number, noticeDays: number, now = new Date(), db: Database = appDb) {
  return settled<Ok<{ electorate: number; notices: number }>, OpenMeetingFailure>(
    db.transaction(async (tx) => {
      const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for("update");
      if (!meeting || meeting.cancelledAt) return rollback(fail("not-found"));
      if (meeting.openedAt) return rollback(fail("already-open"));
      if (meeting.startsAt.getTime() - now.getTime() < noticeDays * 86_400_000) return rollback(fail("notice-too-short", { noticeDays }));
      if (meeting.recordDate.getTime() > now.getTime()) return rollback(fail("record-date-ahead"));
      const electorate = await electorateOn(meeting.recordDate, meeting.householdVotes, tx);
      for (let start = 0; start < electorate.length; start += 5_000)
        await tx.insert(meetingElectorate).values(electorate.slice(start, start + 5_000).map((voter) => ({ meetingId, ...voter })));
      await tx.update(meetings).set({ openedAt: now, updatedAt: now }).where(eq(meetings.id, meetingId));
      // The notice: one mail per voter with an address (and their alert where they chose announcements), sent by the outbox.
      const notices = await queryRows<{ id: number }>(
        tx,
        sql`insert into ${notifications} (kind, subject_key, user_id, payload, send_after)
            select 'meeting-notice', ${meetingId}::int || ':' || e.user_id, e.user_id, jsonb_build_object('meetingId', ${meetingId}::int), ${now.toISOString()}::timestamptz
              from ${meetingElectorate} e join ${users} u on u.id = e.user_id
             where e.meeting_id = ${meetingId} and u.email is not null
            on conflict (kind, subject_key) do nothing
            returning id`,
      );
      await queuePushAlerts(
        tx,
        notices.map((notice) => notice.id),
      );
      return ok({ electorate: electorate.length, notices: notices.length });
    }),
  );
}

/** The meeting's items as the ballot shows them, in order, elections with their accepted candidates. */
export async function ballotItems(meetingId: number, db: Database | Tx = appDb): Promise<ReturnType<typeof ballotOf>> {
  const items = await db
    .select({
      id: meetingItems.id,
      kind: meetingItems.kind,
      title: meetingItems.title,
      body: meetingItems.body,
      special: meetingItems.special,
      seats: meetingItems.seats,
    })
    .from(meetingItems)
    .where(eq(meetingItems.meetingId, meetingId))
    .orderBy(asc(meetingItems.position));
  const ids = items.map((item) => item.id);
  const candidates = ids.length
    ? await db
        .select({
          id: meetingCandidates.id,
          itemId: meetingCandidates.itemId,
          name: meetingCandidates.name,
          acceptedAt: meetingCandidates.acceptedAt,
        })
        .from(meetingCandidates)
        .where(and(inArray(meetingCandidates.itemId, ids), isNotNull(meetingCandidates.acceptedAt)))
        .orderBy(asc(meetingCandidates.id))
    : [];
  return ballotOf(items.map((item) => ({ ...item, candidates: candidates.filter((candidate) => candidate.itemId === item.id) })));
}

/** Whether the member is on the meeting's roll. */
export const isVoter = async (tx: Database | Tx, meetingId: number, userId: string) =>
  (
    await tx
      .select({ userId: meetingElectorate.userId })
      .from(meetingElectorate)
      .where(and(eq(meetingElectorate.meetingId, meetingId), eq(meetingElectorate.userId, userId)))
  ).length > 0;

const proxyOf = async (tx: Database | Tx, meetingId: number, principalId: string) =>
  (
    await tx
      .select({ proxyId: meetingProxies.proxyId })
      .from(meetingProxies)
      .where(and(eq(meetingProxies.meetingId, meetingId), eq(meetingProxies.principalId, principalId)))
  )[0]?.proxyId ?? null;

/**
 * A member appoints a proxy (another of the meeting's voters, or its chair) until voting opens;
 * a proxy who gave their own vote to someone else cannot take one (no chains). A second
 * appointment replaces the first.
 */
export async function appointProxy(meetingId: number, principalId: string, proxyId: string, now = new Date(), db: Database = appDb) {
  return settled<Ok, ProxyFailure>(
    db.transaction(async (tx) => {
      const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for("share");
      if (!meeting || !meeting.openedAt || meeting.cancelledAt) return rollback(fail("not-found"));
      if (now.getTime() >= meeting.votingOpensAt.getTime()) return rollback(fail("voting-open"));
      if (!(await isVoter(tx, meetingId, principalId))) return rollback(fail("not-eligible"));
      if (proxyId === principalId) return rollback(fail("proxy-self"));
      if (proxyId !== meeting.chairId && !(await isVoter(tx, meetingId, proxyId))) return rollback(fail("proxy-not-eligible"));
      if ((await proxyOf(tx, meetingId, proxyId)) !== null) return rollback(fail("proxy-has-proxy"));
      const givenTo = await tx
        .select({ principalId: meetingProxies.principalId })
        .from(meetingProxies)
        .where(and(eq(meetingProxies.meetingId, meetingId), eq(meetingProxies.proxyId, principalId)));
      if (givenTo.length > 0) return rollback(fail("principal-is-proxy"));
      await tx
        .insert(meetingProxies)
        .values({ meetingId, principalId, proxyId, createdAt: now })
        .onConflictDoUpdate({ target: [meetingProxies.meetingId, meetingProxies.principalId], set: { proxyId, createdAt: now } });
      return ok();
    }),
  );
}

/** Takes back a proxy before voting opens; the member votes themselves again. */
export async function revokeProxy(meetingId: number, principalId: string, now = new Date(), db: Database = appDb) {
  return settled<Ok, ProxyFailure>(
    db.transaction(async (tx) => {
      const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for("share");
      if (!meeting || !meeting.openedAt || meeting.cancelledAt) return rollback(fail("not-found"));
      if (now.getTime() >= meeting.votingOpensAt.getTime()) return rollback(fail("voting-open"));
      await tx.delete(meetingProxies).where(and(eq(meetingProxies.meetingId, meetingId), eq(meetingProxies.principalId, principalId)));
      return ok();
    }),
  );
}

const newVoteId = () => randomBytes(16).toString("hex");
const newReceipt = () => receiptFromBytes(randomBytes(10));

/**
 * Casts `voterId`'s votes on the items chosen (their own, or as their proxy `castBy`), in one
 * transaction: each item gets a "has voted" row and a secret vote with a new receipt. Items
 * already voted on are left as they were and named; when every item was, the answer is
 * 'already-voted'. The window is judged while the meeting's row is held, so a vote is counted
 * or refused, never lost.
 */
export async function castVotes(
  input: { meetingId: number; voterId: string; castBy: string; choices: Record<number, unknown> },
  now = new Date(),
  db: Database = appDb,
) {
  const { meetingId, voterId, castBy } = input;
  return settled<VoteReceipts, VoteFailure>(
    db.transaction(async (tx) => {
      const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for("share");
      if (!meeting || !meeting.openedAt || meeting.cancelledAt) return rollback(fail("not-found"));
      if (now.getTime() < meeting.votingOpensAt.getTime()) return rollback(fail("not-open-yet"));
      if (meeting.resultsPublishedAt || now.getTime() >= meeting.votingClosesAt.getTime()) return rollback(fail("closed"));
      if (!(await isVoter(tx, meetingId, voterId))) return rollback(fail("not-eligible"));
      const proxy = await proxyOf(tx, meetingId, voterId);
      if (castBy === voterId ? proxy !== null : proxy !== castBy)
        return rollback(fail(castBy === voterId ? "proxy-appointed" : "not-proxy"));

      const items = new Map((await ballotItems(meetingId, tx)).map((item) => [item.id, item]));
      const chosen = Object.entries(input.choices).map(([id, choice]) => ({ item: items.get(Number(id)), choice }));
      if (chosen.length === 0) return rollback(fail("nothing-chosen"));
      for (const { item, choice } of chosen)
        if (!item || !isValidChoice(item, choice)) return rollback(fail("bad-choice", { itemId: item?.id ?? null }));

      const receipts: { itemId: number; receipt: string }[] = [];
      const alreadyVoted: number[] = [];
      for (const { item, choice } of chosen as { item: BallotItem; choice: VoteChoice }[]) {
        const [first] = await tx
          .insert(meetingVoted)
          .values({ itemId: item.id, userId: voterId })
          .onConflictDoNothing()
          .returning({ itemId: meetingVoted.itemId });
        if (!first) {
          alreadyVoted.push(item.id);
          continue;
        }
        const receipt = newReceipt();
        await tx.insert(meetingVotes).values({ id: newVoteId(), itemId: item.id, choice, receipt });
        receipts.push({ itemId: item.id, receipt });
      }
      if (receipts.length === 0) return rollback(fail("already-voted"));
      return ok({ receipts, alreadyVoted });
    }),
  );
}

/** Items voted on so far, per item: only the count, never who (turnout during the window). */
export async function turnoutSoFar(meetingId: number, db: Database = appDb) {
  const rows = await db
    .select({ itemId: meetingVoted.itemId, voted: count() })
    .from(meetingVoted)
    .innerJoin(meetingItems, eq(meetingItems.id, meetingVoted.itemId))
    .where(eq(meetingItems.meetingId, meetingId))
    .groupBy(meetingVoted.itemId);
  return new Map(rows.map((row) => [row.itemId, Number(row.voted)]));
}

/** The items `userId` has voted on, for themselves; and those of the members whose proxy they are, each as such. */
export async function votingState(meetingId: number, userId: string, db: Database = appDb) {
  const [voter, principals, myProxy] = await Promise.all([
    isVoter(db, meetingId, userId),
    db
      .select({ principalId: meetingProxies.principalId })
      .from(meetingProxies)
      .where(and(eq(meetingProxies.meetingId, meetingId), eq(meetingProxies.proxyId, userId))),
    proxyOf(db, meetingId, userId),
  ]);
  const people = [userId, ...principals.map((row) => row.principalId)];
  const voted = await db
    .select({ userId: meetingVoted.userId, itemId: meetingVoted.itemId })
    .from(meetingVoted)
    .innerJoin(meetingItems, eq(meetingItems.id, meetingVoted.itemId))
    .where(and(eq(meetingItems.meetingId, meetingId), inArray(meetingVoted.userId, people)));
  const votedBy = (person: string) => voted.filter((row) => row.userId === person).map((row) => row.itemId);
  return {
    voter,
    myProxy,
    ownVoted: votedBy(userId),
    principals: principals.map((row) => ({ userId: row.principalId, voted: votedBy(row.principalId) })),
  };
}

/**
 * Closes voting once its window has passed: waits for every vote in flight (FOR UPDATE against
 * their FOR SHARE), then publishes. True when the results are (now or already) published.
 */
export async function closeVoting(meetingId: number, now = new Date(), db: Database = appDb): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for("update");
    if (!meeting || !meeting.openedAt || meeting.cancelledAt) return false;
    if (meeting.resultsPublishedAt) return true;
    if (now.getTime() < meeting.votingClosesAt.getTime()) return false;
    await tx.update(meetings).set({ resultsPublishedAt: now }).where(eq(meetings.id, meetingId));
    return true;
  });
}

export type MeetingResults = {
  meetingId: number;
  electorate: number;
  quorum: QuorumRule;
  publishedAt: Date;
  items: (BallotItem & { title: string })[];
  tallies: ItemTally[];
  /** Every vote, by item, sorted by receipt: the list a member finds their receipt in and anyone recounts. */
  votes: PublishedVote[];
};

/**
 * The results once voting has closed (the first read after the window publishes them), else
 * null: per item the counts, turnout and quorum, and the full list of receipts with their choices.
 */
export async function meetingResults(meetingId: number, now = new Date(), db: Database = appDb): Promise<MeetingResults | null> {
  if (!(await closeVoting(meetingId, now, db))) return null;
  const [meeting] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
  const [{ voters }] = await db.select({ voters: count() }).from(meetingElectorate).where(eq(meetingElectorate.meetingId, meetingId));
  const items = await ballotItems(meetingId, db);
  const rows = items.length
    ? await db
        .select({ itemId: meetingVotes.itemId, receipt: meetingVotes.receipt, choice: meetingVotes.choice })
        .from(meetingVotes)
        .where(
          inArray(
            meetingVotes.itemId,
            items.map((item) => item.id),
          ),
        )
        .orderBy(asc(meetingVotes.itemId), sql`${meetingVotes.receipt} collate "C"`)
    : [];
  const quorum = { kind: meeting.quorumKind, value: meeting.quorumValue };
  const order = new Map(items.map((item, index) => [item.id, index]));
  const votes = rows.sort((a, b) => order.get(a.itemId)! - order.get(b.itemId)!) as PublishedVote[];
  return {
    meetingId,
    electorate: Number(voters),
    quorum,
    publishedAt: meeting.resultsPublishedAt!,
    items,
    tallies: tallyMeeting(items, votes, quorum, Number(voters)),
    votes,
  };
}

/** The results as published (the page, the JSON API and `vote:verify` read this shape): nothing in it names a voter. */
export type PublishedResults = {
  meeting: { id: number; title: string; kind: string; startsAt: string };
  electorate: number;
  quorum: QuorumRule;
  publishedAt: string;
  items: (
    | { id: number; kind: "motion"; title: string; special: boolean }
    | { id: number; kind: "election"; title: string; seats: number; candidates: { id: number; name: string }[] }
  )[];
  tallies: ItemTally[];
  votes: PublishedVote[];
};

export async function publishedResults(meetingId: number, now = new Date(), db: Database = appDb): Promise<PublishedResults | null> {
  const results = await meetingResults(meetingId, now, db);
  if (!results) return null;
  const [meeting] = await db
    .select({ id: meetings.id, title: meetings.title, kind: meetings.kind, startsAt: meetings.startsAt })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  return {
    meeting: { ...meeting, startsAt: meeting.startsAt.toISOString() },
    electorate: results.electorate,
    quorum: results.quorum,
    publishedAt: results.publishedAt.toISOString(),
    items: results.items.map((item) =>
      item.kind === "motion"
        ? { id: item.id, kind: item.kind, title: item.title, special: item.special }
        : { id: item.id, kind: item.kind, title: item.title, seats: item.seats, candidates: item.candidates },
    ),
    tallies: results.tallies,
    votes: results.votes,
  };
}

/**
 * Mails a voter their receipts, once, straight after the vote (decision 009: not through the
 * outbox, whose rows name the member and are kept). In their saved language; a proxy's vote is
 * mailed to the member it was cast for, so they can check it too. The routes call it without
 * waiting, after the vote has committed; it never throws: a failure is logged and left, since the
 * page has shown the receipts.
 */
export async function mailReceipts(
  input: { meetingId: number; voterId: string; castBy: string; receipts: { itemId: number; receipt: string }[] },
  db: Database = appDb,
): Promise<boolean> {
  try {
    const [voter] = await db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, input.voterId));
    if (!voter?.email || input.receipts.length === 0) return false;
    const [meeting] = await db.select({ title: meetings.title }).from(meetings).where(eq(meetings.id, input.meetingId));
    const titles = new Map(
      (
        await db
          .select({ id: meetingItems.id, title: meetingItems.title })
          .from(meetingItems)
          .where(eq(meetingItems.meetingId, input.meetingId))
      ).map((item) => [item.id, item.title]),
    );
    const to = voter.email;
    const mail = inLocale(memberLocale(voter.locale), () => ({
      to,
      subject: m.meetings_mail_receipt_subject({ title: meeting?.title ?? "" }),
      text: [
        voter.firstName ? m.mail_greeting({ name: voter.firstName }) : m.mail_greeting_anonymous(),
        "",
        input.castBy === input.voterId ? m.meetings_mail_receipt_intro() : m.meetings_mail_receipt_intro_proxy(),
        "",
        ...input.receipts.map(({ itemId, receipt }) => m.meetings_mail_receipt_line({ title: titles.get(itemId) ?? "", receipt })),
        "",
        m.meetings_mail_receipt_check({ url: `${appOrigin}/meetings/${input.meetingId}/results` }),
        "",
        m.meetings_mail_receipt_warning(),
      ].join("\n"),
    }));
    await sendMail(mail);
    return true;
  } catch (error) {
    console.error(`meeting ${input.meetingId}: the receipt mail was not sent: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** The names of the members a page mentions by id (a proxy, the members whose proxy one is). */
export async function namesOf(userIds: string[], db: Database = appDb) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email || row.id]));
}

/** An account found by its email, whatever its case (a proxy, a chair or a candidate named on a form), or null. */
export async function memberByEmail(email: string, db: Database | Tx = appDb) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

/** How many members are on the meeting's roll (fixed when it opened). */
export async function electorateSize(meetingId: number, db: Database = appDb) {
  const [row] = await db.select({ voters: count() }).from(meetingElectorate).where(eq(meetingElectorate.meetingId, meetingId));
  return Number(row?.voters ?? 0);
}
