import { and, asc, desc, eq, isNotNull, isNull, max, sql } from "drizzle-orm";
import { meetingCandidates, meetingDocuments, meetingElectorate, meetingItems, meetingMotions, meetings, users } from "../../db/schema";
import type { MEETING_ITEM_KINDS, MEETING_KINDS, QUORUM_KINDS } from "../../db/enums";
import { type Database } from "../../db/client";
import { db as appDb } from "~/utils/db.server";
import { fail, ok, rollback, settled, type Fail, type Ok } from "~/utils/result";
import { enqueueNotification } from "~/notifications/outbox.server";
import { isVoter, memberByEmail } from "./meetings.server";

/**
 * A general meeting's agenda and papers, before the vote: the admin's meeting, items, candidates
 * and documents; members' motions (proposed by a voter, seconded by another, accepted onto the
 * agenda or declined with a reason) and a candidate's acceptance of their nomination. The vote
 * itself is meetings.server.ts.
 *
 * What may change when: the meeting's details until it is opened (its notice is sent); items,
 * candidates, documents and motions until voting opens. Each write checks that in its WHERE clause
 * or under the meeting's row lock.
 */

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type MeetingInput = {
  kind: (typeof MEETING_KINDS)[number];
  title: string;
  description?: string;
  startsAt: Date;
  location: string;
  onlineUrl?: string;
  recordDate: Date;
  votingOpensAt: Date;
  votingClosesAt: Date;
  quorumKind: (typeof QUORUM_KINDS)[number];
  quorumValue: number;
  motionsDeadline?: Date;
  householdVotes: boolean;
  chairEmail?: string;
};

const columns = (input: MeetingInput, chairId: string | null) => ({
  kind: input.kind,
  title: input.title,
  description: input.description ?? null,
  startsAt: input.startsAt,
  location: input.location,
  onlineUrl: input.onlineUrl ?? null,
  recordDate: input.recordDate,
  votingOpensAt: input.votingOpensAt,
  votingClosesAt: input.votingClosesAt,
  quorumKind: input.quorumKind,
  quorumValue: input.quorumValue,
  motionsDeadline: input.motionsDeadline ?? null,
  householdVotes: input.householdVotes,
  chairId,
});

export type MeetingWriteFailure = Fail<"not-found" | "already-open" | "chair-unknown">;

/** The chair named by email: their account, or undefined when no account has that address. */
const chairOf = async (db: Database, input: MeetingInput) =>
  input.chairEmail ? ((await memberByEmail(input.chairEmail, db)) ?? undefined) : null;

/** A new draft meeting; its chair, when named, must be an account. */
export async function createMeeting(input: MeetingInput, createdBy: string, db: Database = appDb) {
  const chair = await chairOf(db, input);
  if (chair === undefined) return fail("chair-unknown");
  const [row] = await db
    .insert(meetings)
    .values({ ...columns(input, chair?.id ?? null), createdBy })
    .returning({ id: meetings.id });
  return ok({ id: row.id });
}

/** Changes a draft meeting's details; once opened (the notice says them) they stay. */
export async function updateMeeting(id: number, input: MeetingInput, now = new Date(), db: Database = appDb) {
  const chair = await chairOf(db, input);
  if (chair === undefined) return fail("chair-unknown");
  const [row] = await db
    .update(meetings)
    .set({ ...columns(input, chair?.id ?? null), updatedAt: now })
    .where(and(eq(meetings.id, id), isNull(meetings.openedAt), isNull(meetings.cancelledAt)))
    .returning({ id: meetings.id });
  if (row) return ok({ id });
  const [exists] = await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, id));
  return fail(exists ? "already-open" : "not-found");
}

/**
 * The meetings, the latest first (at most 200): every one for the admin's list; only those whose
 * notice has gone out for the members' (`openedOnly`).
 */
export async function listMeetings({ openedOnly }: { openedOnly: boolean }, db: Database = appDb) {
  return db
    .select({
      id: meetings.id,
      kind: meetings.kind,
      title: meetings.title,
      startsAt: meetings.startsAt,
      location: meetings.location,
      openedAt: meetings.openedAt,
      votingOpensAt: meetings.votingOpensAt,
      votingClosesAt: meetings.votingClosesAt,
      resultsPublishedAt: meetings.resultsPublishedAt,
    })
    .from(meetings)
    .where(and(isNull(meetings.cancelledAt), openedOnly ? isNotNull(meetings.openedAt) : undefined))
    .orderBy(desc(meetings.startsAt), desc(meetings.id))
    .limit(200);
}

/** One meeting with its chair's name, or null. `openedOnly`: a draft is not found (members' pages). */
export async function getMeeting(id: number, { openedOnly }: { openedOnly: boolean }, db: Database = appDb) {
  const [row] = await db
    .select({
      meeting: meetings,
      chairFirstName: users.firstName,
      chairLastName: users.lastName,
      chairEmail: users.email,
    })
    .from(meetings)
    .leftJoin(users, eq(users.id, meetings.chairId))
    .where(and(eq(meetings.id, id), isNull(meetings.cancelledAt), openedOnly ? isNotNull(meetings.openedAt) : undefined));
  if (!row) return null;
  const chairName = [row.chairFirstName, row.chairLastName].filter(Boolean).join(" ") || null;
  return { ...row.meeting, chairName, chairEmail: row.chairEmail };
}

/** The agenda: every item in order, elections with all their candidates (whether they accepted). */
export async function agendaOf(meetingId: number, db: Database = appDb) {
  const [items, candidates] = await Promise.all([
    db
      .select({
        id: meetingItems.id,
        position: meetingItems.position,
        kind: meetingItems.kind,
        title: meetingItems.title,
        body: meetingItems.body,
        special: meetingItems.special,
        seats: meetingItems.seats,
      })
      .from(meetingItems)
      .where(eq(meetingItems.meetingId, meetingId))
      .orderBy(asc(meetingItems.position)),
    db
      .select({
        id: meetingCandidates.id,
        itemId: meetingCandidates.itemId,
        userId: meetingCandidates.userId,
        name: meetingCandidates.name,
        statement: meetingCandidates.statement,
        acceptedAt: meetingCandidates.acceptedAt,
      })
      .from(meetingCandidates)
      .innerJoin(meetingItems, eq(meetingItems.id, meetingCandidates.itemId))
      .where(eq(meetingItems.meetingId, meetingId))
      .orderBy(asc(meetingCandidates.id)),
  ]);
  return items.map((item) => ({ ...item, candidates: candidates.filter((candidate) => candidate.itemId === item.id) }));
}

/** Holds the meeting's row while its agenda changes, and says whether it still may (voting not open). */
async function lockBeforeVoting(tx: Tx, meetingId: number, now: Date) {
  const [meeting] = await tx
    .select({ votingOpensAt: meetings.votingOpensAt, cancelledAt: meetings.cancelledAt, openedAt: meetings.openedAt })
    .from(meetings)
    .where(eq(meetings.id, meetingId))
    .for("update");
  if (!meeting || meeting.cancelledAt) return "not-found" as const;
  if (now.getTime() >= meeting.votingOpensAt.getTime()) return "voting-open" as const;
  return meeting;
}

const nextPosition = async (tx: Tx, meetingId: number) => {
  const [row] = await tx
    .select({ last: max(meetingItems.position) })
    .from(meetingItems)
    .where(eq(meetingItems.meetingId, meetingId));
  return (row?.last ?? 0) + 1;
};

export type AgendaFailure = Fail<"not-found" | "voting-open">;

export type ItemInput = { kind: (typeof MEETING_ITEM_KINDS)[number]; title: string; body?: string; special: boolean; seats?: number };

/** Adds an item at the end of the agenda, until voting opens. */
export async function addItem(meetingId: number, input: ItemInput, now = new Date(), db: Database = appDb) {
  return settled<Ok<{ id: number }>, AgendaFailure>(
    db.transaction(async (tx) => {
      const meeting = await lockBeforeVoting(tx, meetingId, now);
      if (typeof meeting === "string") return rollback(fail(meeting));
      const [row] = await tx
        .insert(meetingItems)
        .values({
          meetingId,
          position: await nextPosition(tx, meetingId),
          kind: input.kind,
          title: input.title,
          body: input.body ?? null,
          special: input.kind === "motion" && input.special,
          seats: input.kind === "election" ? (input.seats ?? 1) : null,
        })
        .returning({ id: meetingItems.id });
      return ok({ id: row.id });
    }),
  );
}

/** Takes an item off the agenda while the meeting is still a draft (nobody has been told of it). */
export async function removeItem(meetingId: number, itemId: number, db: Database = appDb) {
  const removed = await db
    .delete(meetingItems)
    .where(
      and(
        eq(meetingItems.id, itemId),
        eq(meetingItems.meetingId, meetingId),
        sql`exists (select 1 from ${meetings} where ${meetings.id} = ${meetingId} and ${meetings.openedAt} is null)`,
      ),
    )
    .returning({ id: meetingItems.id });
  return removed.length > 0;
}

export type CandidateFailure = AgendaFailure | Fail<"not-election" | "unknown-member" | "already-candidate">;

/** Nominates a member (by their account's email) in one of the meeting's elections; they accept on the meeting page. */
export async function addCandidate(
  meetingId: number,
  input: { itemId: number; email: string; statement?: string },
  now = new Date(),
  db: Database = appDb,
) {
  return settled<Ok<{ id: number }>, CandidateFailure>(
    db.transaction(async (tx) => {
      const meeting = await lockBeforeVoting(tx, meetingId, now);
      if (typeof meeting === "string") return rollback(fail(meeting));
      const [item] = await tx
        .select({ kind: meetingItems.kind })
        .from(meetingItems)
        .where(and(eq(meetingItems.id, input.itemId), eq(meetingItems.meetingId, meetingId)));
      if (item?.kind !== "election") return rollback(fail("not-election"));
      const member = await memberByEmail(input.email, tx);
      if (!member) return rollback(fail("unknown-member"));
      const [taken] = await tx
        .select({ id: meetingCandidates.id })
        .from(meetingCandidates)
        .where(and(eq(meetingCandidates.itemId, input.itemId), eq(meetingCandidates.userId, member.id)));
      if (taken) return rollback(fail("already-candidate"));
      const name = [member.firstName, member.lastName].filter(Boolean).join(" ") || input.email;
      const [row] = await tx
        .insert(meetingCandidates)
        .values({ itemId: input.itemId, userId: member.id, name, statement: input.statement ?? null })
        .returning({ id: meetingCandidates.id });
      return ok({ id: row.id });
    }),
  );
}

/** The nominee accepts (or withdraws from) their nomination, until voting opens: only accepted candidates are on the ballot. */
export async function answerNomination(
  meetingId: number,
  candidateId: number,
  userId: string,
  accept: boolean,
  now = new Date(),
  db: Database = appDb,
) {
  return settled<Ok, AgendaFailure>(
    db.transaction(async (tx) => {
      const meeting = await lockBeforeVoting(tx, meetingId, now);
      if (typeof meeting === "string") return rollback(fail(meeting));
      const updated = await tx
        .update(meetingCandidates)
        .set({ acceptedAt: accept ? now : null })
        .where(
          and(
            eq(meetingCandidates.id, candidateId),
            eq(meetingCandidates.userId, userId),
            sql`${meetingCandidates.itemId} in (select id from ${meetingItems} where meeting_id = ${meetingId})`,
          ),
        )
        .returning({ id: meetingCandidates.id });
      return updated.length ? ok() : rollback(fail("not-found"));
    }),
  );
}

export type DocumentInput = { title: string } & ({ url: string } | { fileName: string; pdf: Uint8Array });

export async function addDocument(meetingId: number, input: DocumentInput, db: Database = appDb) {
  const [meeting] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), isNull(meetings.cancelledAt)));
  if (!meeting) return fail("not-found");
  const [row] = await db
    .insert(meetingDocuments)
    .values(
      "url" in input
        ? { meetingId, title: input.title, url: input.url }
        : {
            meetingId,
            title: input.title,
            fileName: input.fileName,
            pdfBase64: Buffer.from(input.pdf).toString("base64"),
            size: input.pdf.byteLength,
          },
    )
    .returning({ id: meetingDocuments.id });
  return ok({ id: row.id });
}

export async function removeDocument(meetingId: number, documentId: number, db: Database = appDb) {
  const removed = await db
    .delete(meetingDocuments)
    .where(and(eq(meetingDocuments.id, documentId), eq(meetingDocuments.meetingId, meetingId)))
    .returning({ id: meetingDocuments.id });
  return removed.length > 0;
}

/** The meeting's papers, without their bytes. */
export async function documentsOf(meetingId: number, db: Database = appDb) {
  return db
    .select({
      id: meetingDocuments.id,
      title: meetingDocuments.title,
      url: meetingDocuments.url,
      fileName: meetingDocuments.fileName,
      size: meetingDocuments.size,
    })
    .from(meetingDocuments)
    .where(eq(meetingDocuments.meetingId, meetingId))
    .orderBy(asc(meetingDocuments.id));
}

/** An uploaded PDF's bytes, or null. `openedOnly`: a draft's papers are the admins' until the notice goes out. */
export async function documentFile(meetingId: number, documentId: number, { openedOnly }: { openedOnly: boolean }, db: Database = appDb) {
  const [row] = await db
    .select({ fileName: meetingDocuments.fileName, pdfBase64: meetingDocuments.pdfBase64 })
    .from(meetingDocuments)
    .innerJoin(meetings, eq(meetings.id, meetingDocuments.meetingId))
    .where(
      and(
        eq(meetingDocuments.id, documentId),
        eq(meetingDocuments.meetingId, meetingId),
        isNotNull(meetingDocuments.pdfBase64),
        openedOnly ? isNotNull(meetings.openedAt) : undefined,
      ),
    );
  if (!row?.pdfBase64) return null;
  return { fileName: row.fileName ?? "document.pdf", bytes: Buffer.from(row.pdfBase64, "base64") };
}

export type MotionFailure = Fail<
  "not-found" | "not-eligible" | "deadline-passed" | "own-motion" | "not-awaiting-seconder" | "not-seconded" | "voting-open"
>;

/** The motions deadline: the one set, else voting's opening. */
const motionsClose = (meeting: { motionsDeadline: Date | null; votingOpensAt: Date }) => meeting.motionsDeadline ?? meeting.votingOpensAt;

/** One of the meeting's voters proposes a motion before the deadline; it then waits for a seconder. */
export async function proposeMotion(
  meetingId: number,
  proposerId: string,
  input: { title: string; body: string },
  now = new Date(),
  db: Database = appDb,
) {
  return settled<Ok<{ id: number }>, MotionFailure>(
    db.transaction(async (tx) => {
      const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for("share");
      if (!meeting || !meeting.openedAt || meeting.cancelledAt) return rollback(fail("not-found"));
      if (now.getTime() >= motionsClose(meeting).getTime()) return rollback(fail("deadline-passed"));
      if (!(await isVoter(tx, meetingId, proposerId))) return rollback(fail("not-eligible"));
      const [row] = await tx
        .insert(meetingMotions)
        .values({ meetingId, proposerId, title: input.title, body: input.body, createdAt: now })
        .returning({ id: meetingMotions.id });
      return ok({ id: row.id });
    }),
  );
}

/**
 * Another of the meeting's voters seconds a proposed motion before the deadline: a conditional
 * update (still 'proposed', not their own), so of two seconders at once one is recorded.
 */
export async function secondMotion(meetingId: number, motionId: number, seconderId: string, now = new Date(), db: Database = appDb) {
  return settled<Ok, MotionFailure>(
    db.transaction(async (tx) => {
      const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for("share");
      if (!meeting || !meeting.openedAt || meeting.cancelledAt) return rollback(fail("not-found"));
      if (now.getTime() >= motionsClose(meeting).getTime()) return rollback(fail("deadline-passed"));
      if (!(await isVoter(tx, meetingId, seconderId))) return rollback(fail("not-eligible"));
      const [motion] = await tx
        .select({ proposerId: meetingMotions.proposerId, status: meetingMotions.status })
        .from(meetingMotions)
        .where(and(eq(meetingMotions.id, motionId), eq(meetingMotions.meetingId, meetingId)));
      if (!motion) return rollback(fail("not-found"));
      if (motion.proposerId === seconderId) return rollback(fail("own-motion"));
      const [seconded] = await tx
        .update(meetingMotions)
        .set({ status: "seconded", seconderId, secondedAt: now })
        .where(and(eq(meetingMotions.id, motionId), eq(meetingMotions.status, "proposed")))
        .returning({ id: meetingMotions.id });
      return seconded ? ok() : rollback(fail("not-awaiting-seconder"));
    }),
  );
}

/**
 * The committee's decision on a seconded motion, until voting opens: accepted, it becomes the
 * agenda's next motion item; declined, it keeps the reason. Either way the proposer is told by mail.
 */
export async function decideMotion(
  meetingId: number,
  motionId: number,
  decision: { accept: true } | { accept: false; reason: string },
  now = new Date(),
  db: Database = appDb,
) {
  return settled<Ok, MotionFailure>(
    db.transaction(async (tx) => {
      const meeting = await lockBeforeVoting(tx, meetingId, now);
      if (typeof meeting === "string") return rollback(fail(meeting));
      const [motion] = await tx
        .select()
        .from(meetingMotions)
        .where(and(eq(meetingMotions.id, motionId), eq(meetingMotions.meetingId, meetingId)))
        .for("update");
      if (!motion) return rollback(fail("not-found"));
      if (motion.status !== "seconded") return rollback(fail("not-seconded"));
      let itemId: number | null = null;
      if (decision.accept) {
        const [item] = await tx
          .insert(meetingItems)
          .values({
            meetingId,
            position: await nextPosition(tx, meetingId),
            kind: "motion",
            title: motion.title,
            body: motion.body,
          })
          .returning({ id: meetingItems.id });
        itemId = item.id;
      }
      await tx
        .update(meetingMotions)
        .set({
          status: decision.accept ? "accepted" : "declined",
          declineReason: decision.accept ? null : decision.reason,
          itemId,
          decidedAt: now,
        })
        .where(eq(meetingMotions.id, motionId));
      if (motion.proposerId)
        await enqueueNotification(
          { kind: "meeting-motion-decided", subjectKey: String(motionId), userId: motion.proposerId, payload: { motionId, meetingId } },
          tx,
        );
      return ok();
    }),
  );
}

/** The meeting's motions with their proposers' and seconders' names (members see them all; only the proposer is told why one was declined). */
export async function motionsOf(meetingId: number, db: Database = appDb) {
  const proposer = sql<
    string | null
  >`(select nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') from ${users} u where u.id = ${meetingMotions.proposerId})`;
  const seconder = sql<
    string | null
  >`(select nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') from ${users} u where u.id = ${meetingMotions.seconderId})`;
  return db
    .select({
      id: meetingMotions.id,
      title: meetingMotions.title,
      body: meetingMotions.body,
      status: meetingMotions.status,
      proposerId: meetingMotions.proposerId,
      proposerName: proposer,
      seconderName: seconder,
      declineReason: meetingMotions.declineReason,
      createdAt: meetingMotions.createdAt,
    })
    .from(meetingMotions)
    .where(eq(meetingMotions.meetingId, meetingId))
    .orderBy(asc(meetingMotions.id));
}

/** Loads a motion for its decision mail: the proposer's, with the meeting's title. */
export async function motionForMail(motionId: number, db: Database = appDb) {
  const [row] = await db
    .select({
      id: meetingMotions.id,
      meetingId: meetingMotions.meetingId,
      meetingTitle: meetings.title,
      title: meetingMotions.title,
      status: meetingMotions.status,
      declineReason: meetingMotions.declineReason,
    })
    .from(meetingMotions)
    .innerJoin(meetings, eq(meetings.id, meetingMotions.meetingId))
    .where(eq(meetingMotions.id, motionId));
  return row ?? null;
}

/**
 * Why a member may or may not vote at an opened meeting, from its roll: on it as a member or a
 * household member; or not, because their account is newer than the record date, or they were not
 * an active or lifetime member then. The meeting is the caller's, already read.
 */
export async function eligibilityOf(meeting: { id: number; recordDate: Date }, userId: string, db: Database = appDb) {
  const [row] = await db
    .select({
      reason: meetingElectorate.reason,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(meetingElectorate, and(eq(meetingElectorate.userId, users.id), eq(meetingElectorate.meetingId, meeting.id)))
    .where(eq(users.id, userId));
  if (!row) return { voter: false as const, why: "not-member" as const };
  if (row.reason) return { voter: true as const, why: row.reason };
  return {
    voter: false as const,
    why: row.createdAt.getTime() > meeting.recordDate.getTime() ? ("joined-after" as const) : ("not-member" as const),
  };
}
