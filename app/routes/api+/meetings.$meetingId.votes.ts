import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { MOTION_CHOICES } from "../../../db/enums";
import { messageFor } from "~/i18n/message-map";
import { meetingMessages } from "~/i18n/messages/meetings";
import { eligibilityOf, getMeeting } from "~/models/meeting-agenda.server";
import { voteRefusalStatus } from "~/models/meetings";
import { castVotes, mailReceipts, votingState } from "~/models/meetings.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { idParam, parseJsonBody } from "~/utils/api-validation.server";
import { jsonError, requireApiUser } from "~/utils/auth.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const VoteBody = z.object({
  /** The member the votes are for: yourself (the default), or a member whose proxy you are. */
  voterId: z.string().min(1).max(64).optional(),
  /** Per item id: a motion's "for" / "against" / "abstain", or an election's candidate ids ([] abstains). */
  choices: z.record(z.string().regex(/^\d{1,10}$/), z.union([z.enum(MOTION_CHOICES), z.array(z.number().int().positive()).max(50)])),
});

async function meetingOf(id: string | undefined) {
  const meeting = await getMeeting(idParam(id), { openedOnly: true });
  if (!meeting) throw jsonError(m.meetings_refusal_not_found(), 404);
  return meeting;
}

/**
 * GET /api/meetings/{id}/votes: the signed-in member's standing at a meeting: whether they may vote
 * and why not, their proxy, the items they have voted on, and the members whose proxy they are with
 * theirs. Never how anyone voted. 401 anonymous, 404 unknown or not yet noticed.
 */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  const meeting = await meetingOf(params.meetingId);
  const [eligibility, state] = await Promise.all([eligibilityOf(meeting, user.id), votingState(meeting.id, user.id)]);
  return json({
    meetingId: meeting.id,
    eligible: eligibility.voter,
    reason: eligibility.why,
    proxyId: state.myProxy,
    votedItemIds: state.ownVoted,
    proxyFor: state.principals.map((principal) => ({ memberId: principal.userId, votedItemIds: principal.voted })),
  });
});

/**
 * POST /api/meetings/{id}/votes: casts the votes chosen, for yourself or as a proxy, and answers 201
 * with one receipt per item (also mailed to the member the votes are for). The same rules as the
 * page's ballot: 401 anonymous, 403 not on the roll or not their proxy, 409 already voted, 400 a
 * choice not on the ballot or outside the voting window. No Idempotency-Key here: its stored answer
 * would keep the receipts beside the member's id, and a repeat is refused by the roll anyway.
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const user = await requireApiUser(request);
  const meeting = await meetingOf(params.meetingId);
  const body = await parseJsonBody(request, VoteBody);
  const voterId = body.voterId ?? user.id;
  const cast = await castVotes({ meetingId: meeting.id, voterId, castBy: user.id, choices: body.choices });
  if (!cast.ok) {
    return jsonError(messageFor(meetingMessages, cast), voteRefusalStatus(cast.reason));
  }
  void mailReceipts({ meetingId: meeting.id, voterId, castBy: user.id, receipts: cast.receipts });
  return json({ receipts: cast.receipts, alreadyVotedItemIds: cast.alreadyVoted }, { status: 201 });
});
