import { messageFor, type MessageMap } from "~/i18n/message-map";
import { doorClock, type CheckInVerdict, type CheckInWindow } from "~/models/check-in";

/** A verdict as the door words it: 'already' carries the time of the first check-in on the door's clock ('19:02'). */
type WordedVerdict =
  | { reason: Exclude<CheckInVerdict, "already-checked-in" | "check-in-not-open"> }
  | { reason: "already-checked-in"; time: string }
  | { reason: "check-in-not-open"; time: string; hours: number };

/** The door's verdicts, the same words on the page and in the API's `message`. */
const checkInMessages: MessageMap<WordedVerdict> = {
  "checked-in": "Checked in",
  "already-checked-in": ({ time }) => `Already checked in at ${time}`,
  "membership-expired": "Membership expired — ask at the table",
  "not-a-member": "Not a member",
  "card-replaced": "Card replaced — ask for the new one",
  "members-only-event": "Members-only event",
  "event-full": "Event full — no walk-ins",
  "event-not-found": "Event not found",
  "check-in-not-open": ({ time, hours }) => `Check-in opens at ${time}, ${hours} hour${hours === 1 ? "" : "s"} before kickoff`,
  "check-in-closed": "Check-in for this event closed at the end of its day",
};

/** The door page's other words. */
export const checkInTexts = {
  title: "Check-in at the door",
  count: (checkedIn: number, going: number, capacity: number | null) =>
    `Checked in ${checkedIn} / RSVP'd ${going} / capacity ${capacity ?? "unlimited"}`,
  searchLabel: "Name or Member ID",
  search: "Search",
  checkIn: "Check in",
  noResults: (query: string) => `No member or RSVP matches “${query}”.`,
  rsvp: { going: "RSVP'd going", waitlisted: "On the waitlist", none: "No RSVP (walk-in)" },
  standing: { member: "Member", expired: "Membership expired", none: "Not a member" },
  checkedInAt: (time: string) => `Checked in at ${time}`,
  nobody: "Choose who to check in: search by name or Member ID.",
  forbidden: "Only admins and this event's volunteers can check people in at its door.",
  scan: "Scan a card",
  stopScan: "Stop scanning",
  scanHint: "Hold the member card's QR code in front of the camera.",
  notACard: "This QR code is not a member card.",
  noPack: "Not a member (offline, and this phone has no list of the members' cards yet)",
  noCamera: "No camera could be opened: search by name or Member ID below.",
  noDecoder: "The scanner could not load (it needs a signal the first time): search by name or Member ID below.",
  queuedNote: "Saved on this phone: it is sent when the signal is back.",
  waiting: (n: number) => `Offline — ${n} check-in${n === 1 ? "" : "s"} waiting`,
  sending: (n: number) => `Sending ${n} check-in${n === 1 ? "" : "s"}…`,
  offline: "Offline — scans are judged on this phone and sent when the signal is back.",
  noPerson: "No member on this card",
  offlineSearchNote: "Offline — found on this phone's list of members",
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
