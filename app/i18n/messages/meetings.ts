import type { MessageMap } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";
import type { AgendaFailure, CandidateFailure, MeetingWriteFailure, MotionFailure } from "~/models/meeting-agenda.server";
import type { OpenMeetingFailure, ProxyFailure, VoteFailure } from "~/models/meetings.server";

type MeetingFailure =
  VoteFailure | ProxyFailure | MotionFailure | AgendaFailure | CandidateFailure | OpenMeetingFailure | MeetingWriteFailure;

/** General meetings: why a vote, a proxy, a motion, a nomination or the admin's change was refused. */
export const meetingMessages: MessageMap<MeetingFailure> = {
  "not-found": () => m.meetings_refusal_not_found(),
  "not-open-yet": () => m.meetings_refusal_not_open_yet(),
  closed: () => m.meetings_refusal_closed(),
  "not-eligible": () => m.meetings_refusal_not_eligible(),
  "proxy-appointed": () => m.meetings_refusal_proxy_appointed(),
  "not-proxy": () => m.meetings_refusal_not_proxy(),
  "nothing-chosen": () => m.meetings_refusal_nothing_chosen(),
  "already-voted": () => m.meetings_refusal_already_voted(),
  "bad-choice": () => m.meetings_refusal_bad_choice(),
  "voting-open": () => m.meetings_refusal_voting_open(),
  "proxy-self": () => m.meetings_refusal_proxy_self(),
  "proxy-not-eligible": () => m.meetings_refusal_proxy_not_eligible(),
  "proxy-has-proxy": () => m.meetings_refusal_proxy_has_proxy(),
  "principal-is-proxy": () => m.meetings_refusal_principal_is_proxy(),
  "deadline-passed": () => m.meetings_refusal_deadline_passed(),
  "own-motion": () => m.meetings_refusal_own_motion(),
  "not-awaiting-seconder": () => m.meetings_refusal_not_awaiting_seconder(),
  "not-seconded": () => m.meetings_refusal_not_seconded(),
  "not-election": () => m.meetings_refusal_not_election(),
  "unknown-member": () => m.meetings_refusal_unknown_member(),
  "already-candidate": () => m.meetings_refusal_already_candidate(),
  "already-open": () => m.meetings_refusal_already_open(),
  "record-date-ahead": () => m.meetings_refusal_record_date_ahead(),
  "notice-too-short": ({ noticeDays }) => m.meetings_refusal_notice_too_short({ days: noticeDays }),
  "chair-unknown": () => m.meetings_refusal_chair_unknown(),
};
