import { MOTION_CHOICES } from "../../../db/enums";
import { motionSchema } from "~/models/meetings.schema.server";
import type { BallotItem, VoteChoice } from "~/models/meetings";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { parseForm } from "~/utils/form-parse.server";

/** A ballot form's field for an item: `item-<id>` (a motion's radio, an election's boxes and its "abstain" box). */
const ballotField = (itemId: number) => `item-${itemId}`;

/**
 * The posted ballot as choices per item, or a message next to each item that cannot be read: an
 * item left blank is not voted on (it stays on the ballot); an election's boxes are its candidate
 * ids, or "abstain" alone, at most its seats.
 */
export function readBallot(formData: FormData, items: BallotItem[]) {
  const choices: Record<number, VoteChoice> = {};
  const errors: Record<string, string> = {};
  for (const item of items) {
    const field = ballotField(item.id);
    const posted = formData.getAll(field).map(String);
    if (posted.length === 0) continue;
    if (item.kind === "motion") {
      const [answer] = posted;
      if (posted.length === 1 && (MOTION_CHOICES as readonly string[]).includes(answer)) choices[item.id] = answer as VoteChoice;
      else errors[field] = m.meetings_ballot_motion_invalid();
      continue;
    }
    if (posted.includes("abstain")) {
      if (posted.length === 1) choices[item.id] = [];
      else errors[field] = m.meetings_ballot_abstain_alone();
      continue;
    }
    const ids = posted.map(Number);
    const known = new Set(item.candidates.map((candidate) => candidate.id));
    if (!ids.every((id) => known.has(id)) || new Set(ids).size !== ids.length) errors[field] = m.meetings_ballot_election_invalid();
    else if (ids.length > item.seats) errors[field] = m.meetings_ballot_too_many({ seats: item.seats });
    else choices[item.id] = ids;
  }
  return { choices, errors };
}

/**
 * A member's motion, parsed here so conform's zod adapter stays out of the page's JavaScript
 * (docs/decisions/005-javascript-budget.md): the value, or the first message per field.
 */
export const parseMotionForm = (formData: FormData) => parseForm<{ title: string; body: string }>(formData, motionSchema);
