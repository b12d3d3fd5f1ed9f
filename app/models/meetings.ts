import { MOTION_CHOICES } from "../../db/enums";

/**
 * General meetings' rules that need no database: what a vote may say, how a receipt looks, and the
 * count. The count is a pure function of the published list of votes, so the results page, the
 * JSON API and `npm run vote:verify` reach the same figures from the same list.
 */

type MotionChoice = (typeof MOTION_CHOICES)[number];
/** A motion's choice, or the candidate ids an election's voter picked (none: an abstention). */
export type VoteChoice = MotionChoice | number[];

export type QuorumRule = { kind: "votes" | "share"; value: number };

export type BallotItem =
  | { id: number; kind: "motion"; special: boolean }
  | { id: number; kind: "election"; seats: number; candidates: { id: number; name: string }[] };

/** An agenda item as read for the pages, with its candidates (accepted or not). */
type AgendaItem = {
  id: number;
  kind: "motion" | "election";
  title: string;
  body: string | null;
  special: boolean;
  seats: number | null;
  candidates: { id: number; name: string; acceptedAt: Date | string | null }[];
};

/** The agenda as the ballot shows it: every item in order, an election with its accepted candidates only. */
export function ballotOf(agenda: AgendaItem[]): (BallotItem & { title: string; body: string | null })[] {
  return agenda.map((item) =>
    item.kind === "motion"
      ? { id: item.id, kind: "motion" as const, special: item.special, title: item.title, body: item.body }
      : {
          id: item.id,
          kind: "election" as const,
          seats: item.seats ?? 1,
          title: item.title,
          body: item.body,
          candidates: item.candidates.filter((candidate) => candidate.acceptedAt !== null).map(({ id, name }) => ({ id, name })),
        },
  );
}

/** Receipt codes: 16 characters of Crockford's base32 (80 random bits) in groups of four, easy to read out and compare. */
const RECEIPT_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const RECEIPT_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

export function receiptFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 10) throw new Error("a receipt needs 10 random bytes");
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes.subarray(0, 10)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += RECEIPT_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)!.join("-");
}

/** Whether a choice is one the item takes: a motion's three answers; distinct candidates of the ballot, at most the seats. */
export function isValidChoice(item: BallotItem, choice: unknown): choice is VoteChoice {
  if (item.kind === "motion") return typeof choice === "string" && (MOTION_CHOICES as readonly string[]).includes(choice);
  if (!Array.isArray(choice) || choice.length > item.seats) return false;
  const ids = new Set(item.candidates.map((candidate) => candidate.id));
  return choice.every((id) => Number.isInteger(id) && ids.has(id)) && new Set(choice).size === choice.length;
}

type MotionTally = {
  itemId: number;
  kind: "motion";
  special: boolean;
  for: number;
  against: number;
  abstain: number;
  /** Every vote on the item, abstentions included: the quorum counts these. */
  turnout: number;
  quorumMet: boolean;
  /** For beat against (simple), or for had at least 75% of for and against (special); and the quorum was met. */
  carried: boolean;
};

type ElectionTally = {
  itemId: number;
  kind: "election";
  seats: number;
  /** Every candidate with their votes, most first (ties by name). */
  candidates: { id: number; name: string; votes: number }[];
  turnout: number;
  /** Ballots that picked nobody. */
  abstentions: number;
  quorumMet: boolean;
  /** Elected outright (empty when the quorum was not met). */
  elected: number[];
  /** Candidates level on the votes of the last seat(s), and how many seats they tie for: reported, never broken here. */
  tie: { candidates: number[]; seats: number } | null;
};

export type ItemTally = MotionTally | ElectionTally;

function quorumMet(rule: QuorumRule, turnout: number, electorate: number): boolean {
  return rule.kind === "votes" ? turnout >= rule.value : turnout * 100 >= rule.value * electorate;
}

/** One item's result from its votes: counts, turnout, the quorum, and who or what carried. */
export function tallyItem(item: BallotItem, choices: VoteChoice[], rule: QuorumRule, electorate: number): ItemTally {
  const turnout = choices.length;
  const met = quorumMet(rule, turnout, electorate);
  if (item.kind === "motion") {
    const count = (answer: MotionChoice) => choices.filter((choice) => choice === answer).length;
    const [yes, no, abstain] = [count("for"), count("against"), count("abstain")];
    const majority = item.special ? yes > 0 && yes * 4 >= (yes + no) * 3 : yes > no;
    return {
      itemId: item.id,
      kind: "motion",
      special: item.special,
      for: yes,
      against: no,
      abstain,
      turnout,
      quorumMet: met,
      carried: met && majority,
    };
  }
  const votes = new Map(item.candidates.map((candidate) => [candidate.id, 0]));
  let abstentions = 0;
  for (const choice of choices) {
    if (!Array.isArray(choice) || choice.length === 0) abstentions++;
    else for (const id of choice) votes.set(id, (votes.get(id) ?? 0) + 1);
  }
  const candidates = item.candidates
    .map((candidate) => ({ id: candidate.id, name: candidate.name, votes: votes.get(candidate.id) ?? 0 }))
    .sort((a, b) => b.votes - a.votes || a.name.localeCompare(b.name) || a.id - b.id);
  let elected: number[] = [];
  let tie: ElectionTally["tie"] = null;
  if (met) {
    const inReach = candidates.filter((candidate) => candidate.votes > 0);
    if (inReach.length <= item.seats) elected = inReach.map((candidate) => candidate.id);
    else {
      const boundary = inReach[item.seats - 1].votes;
      const above = inReach.filter((candidate) => candidate.votes > boundary);
      const level = inReach.filter((candidate) => candidate.votes === boundary);
      elected = above.map((candidate) => candidate.id);
      if (above.length + level.length > item.seats)
        tie = { candidates: level.map((candidate) => candidate.id), seats: item.seats - above.length };
      else elected = [...elected, ...level.map((candidate) => candidate.id)];
    }
  }
  return { itemId: item.id, kind: "election", seats: item.seats, candidates, turnout, abstentions, quorumMet: met, elected, tie };
}

/** A published vote: its receipt and the choice it carries (the list is sorted by receipt, so its order says nothing). */
export type PublishedVote = { itemId: number; receipt: string; choice: VoteChoice };

/** Every item's result from the published list. */
export function tallyMeeting(items: BallotItem[], votes: PublishedVote[], rule: QuorumRule, electorate: number): ItemTally[] {
  return items.map((item) =>
    tallyItem(
      item,
      votes.filter((vote) => vote.itemId === item.id).map((vote) => vote.choice),
      rule,
      electorate,
    ),
  );
}

/** A meeting's uploaded paper is at most this big (the front door lets 6 MB through to the upload's path). */
export const MEETING_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** A PDF starts with "%PDF-". */
export const looksLikePdf = (bytes: Uint8Array) => [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, index) => bytes[index] === byte);

/** Where a meeting stands for its voters: notice given (voting ahead), voting, or closed. */
export type MeetingPhase = "before" | "voting" | "closed";

export function meetingPhase(
  meeting: { votingOpensAt: Date | string; votingClosesAt: Date | string; resultsPublishedAt: Date | string | null },
  now = new Date(),
): MeetingPhase {
  const at = now.getTime();
  if (meeting.resultsPublishedAt || at >= new Date(meeting.votingClosesAt).getTime()) return "closed";
  return at >= new Date(meeting.votingOpensAt).getTime() ? "voting" : "before";
}

/** The HTTP status a refused vote is answered with, on the page's form post and the JSON API alike. */
export function voteRefusalStatus(reason: string): number {
  if (reason === "not-eligible" || reason === "not-proxy" || reason === "proxy-appointed") return 403;
  if (reason === "already-voted") return 409;
  return reason === "not-found" ? 404 : 400;
}
