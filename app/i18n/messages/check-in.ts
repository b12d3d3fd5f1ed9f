import { messageFor, type MessageMap } from "~/i18n/message-map";
import { doorClock, type CheckInVerdict, type CheckInWindow } from "~/models/check-in";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** A verdict as the door words it: 'already' carries the time of the first check-in on the door's clock ('19:02'). */
type WordedVerdict =
  | { reason: Exclude<CheckInVerdict, "already-checked-in" | "check-in-not-open"> }
  | { reason: "already-checked-in"; time: string }
  | { reason: "check-in-not-open"; time: string; hours: number };

/** The door's verdicts, the same words on the page and in the API's `message`. */
const checkInMessages: MessageMap<WordedVerdict> = {
  "checked-in": () => m.events_door_checked_in(),
  "already-checked-in": ({ time }) => m.events_door_already_checked_in({ time }),
  "membership-expired": () => m.events_door_membership_expired(),
  "not-a-member": () => m.events_door_not_a_member(),
  "card-replaced": () => m.events_door_card_replaced(),
  "members-only-event": () => m.events_door_members_only_event(),
  "event-full": () => m.events_door_event_full(),
  "event-not-found": () => m.events_not_found(),
  "check-in-not-open": ({ time, hours }) => m.events_door_check_in_not_open({ time, hours }),
  "check-in-closed": () => m.events_door_check_in_closed(),
};

/** The door page's other words (functions: each call speaks the page's language). */
export const checkInTexts = {
  title: m.events_door_title,
  count: (checkedIn: number, going: number, capacity: number | null) =>
    m.events_door_count({ checkedIn, going, capacity: capacity ?? m.events_door_unlimited() }),
  searchLabel: m.events_door_search_label,
  search: m.events_door_search,
  checkIn: m.events_door_check_in,
  noResults: (query: string) => m.events_door_no_results({ query }),
  rsvp: { going: m.events_door_rsvp_going, waitlisted: m.events_door_rsvp_waitlisted, none: m.events_door_rsvp_none },
  standing: { member: m.events_door_standing_member, expired: m.events_door_standing_expired, none: m.events_door_standing_none },
  checkedInAt: (time: string) => m.events_door_checked_in_at({ time }),
  nobody: m.events_door_nobody,
  forbidden: m.events_door_forbidden,
  scan: m.events_door_scan,
  stopScan: m.events_door_stop_scan,
  scanHint: m.events_door_scan_hint,
  notACard: m.events_door_not_a_card,
  noPack: m.events_door_no_pack,
  noCamera: m.events_door_no_camera,
  noDecoder: m.events_door_no_decoder,
  queuedNote: m.events_door_queued_note,
  waiting: (count: number) => m.events_door_waiting({ count }),
  sending: (count: number) => m.events_door_sending({ count }),
  offline: m.events_door_offline,
  noPerson: m.events_door_no_person,
  offlineSearchNote: m.events_door_offline_search_note,
  searchForm: m.events_door_search_form,
  searchResults: m.events_door_search_results,
  tones: { ok: m.events_door_tone_ok, again: m.events_door_tone_again, refused: m.events_door_tone_refused },
};

/** The words of a check-in's answer: 'Already checked in at 19:02' on the door's clock in the group's time zone. */
export function verdictText(
  result:
    | { ok: true; verdict: "checked-in" | "already-checked-in"; checkedInAt: Date }
    | { ok: false; reason: Exclude<CheckInVerdict, "checked-in" | "already-checked-in">; window?: CheckInWindow },
  timeZone: string,
): string {
  if (!result.ok) {
    if (result.reason !== "check-in-not-open") return messageFor(checkInMessages, { reason: result.reason });
    const { opensAt, opensHours } = result.window!;
    return messageFor(checkInMessages, { reason: "check-in-not-open", time: doorClock(opensAt, timeZone), hours: opensHours });
  }
  if (result.verdict === "checked-in") return messageFor(checkInMessages, { reason: "checked-in" });
  return messageFor(checkInMessages, { reason: "already-checked-in", time: doorClock(result.checkedInAt, timeZone) });
}

/** The status a refusal answers with: 404 for an unknown event; 409 for a person the rules turn away (the caller may work the door, so never 403). */
export function verdictStatus(verdict: CheckInVerdict): number {
  if (verdict === "checked-in" || verdict === "already-checked-in") return 200;
  return verdict === "event-not-found" ? 404 : 409;
}
