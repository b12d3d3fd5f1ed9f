import { endOfDayIn } from "~/utils/zoned-time";

/**
 * Check-in at the door: the verdicts a volunteer reads (browser-safe; the words are in
 * app/i18n/messages/check-in.ts). 'checked-in' and 'already-checked-in' let the person in; every
 * other verdict is a refusal the volunteer acts on.
 */
export type CheckInRefusal =
  | "membership-expired"
  | "not-a-member"
  | "card-replaced"
  | "members-only-event"
  | "event-full"
  | "event-not-found"
  | "check-in-not-open"
  | "check-in-closed";
export type CheckInVerdict = "checked-in" | "already-checked-in" | CheckInRefusal;

/**
 * A queued scan (a door phone with no signal) may state when it was made: that time is believed
 * when it lies inside the window, is not in the future, and arrives within this long of the
 * window's close; otherwise the server's clock judges it.
 */
const QUEUED_SCAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** The time a check-in is made at: from `opensAt` (the set hours before kickoff) until `closesAt` (the end of the event's day in the group's time zone), excluded. */
export type CheckInWindow = { opensAt: Date; closesAt: Date; opensHours: number };

/**
 * The check-in window of an event: it opens `opensHours` before kickoff and closes at midnight
 * ending the kickoff's day on the group's calendar. The one rule for the door page, the API, the
 * model, the offline pack and the loyalty points (the same rule, in SQL, in migration 0022).
 */
export function checkInWindow(kickoff: Date, { opensHours, timeZone }: { opensHours: number; timeZone: string }): CheckInWindow {
  const opensAt = new Date(kickoff.getTime() - opensHours * 3_600_000);
  return { opensAt, closesAt: endOfDayIn(kickoff, timeZone), opensHours };
}

/** Why a check-in at `at` is refused by the window, or null inside it. */
export function windowRefusal(window: CheckInWindow, at: Date): "check-in-not-open" | "check-in-closed" | null {
  if (at < window.opensAt) return "check-in-not-open";
  if (at >= window.closesAt) return "check-in-closed";
  return null;
}

/**
 * When a check-in counts as made: a queued scan's stated time when it is believable (inside the
 * window, not after `now`, and delivered within QUEUED_SCAN_GRACE_MS of the close), else `now`.
 */
export function checkInTime(window: CheckInWindow, now: Date, scannedAt?: Date | null): Date {
  if (!scannedAt || Number.isNaN(scannedAt.getTime())) return now;
  if (scannedAt > now || windowRefusal(window, scannedAt)) return now;
  if (now.getTime() - window.closesAt.getTime() > QUEUED_SCAN_GRACE_MS) return now;
  return scannedAt;
}

/** A person's standing at the door: a member now, a member whose year ran out (renewable at the table), or never one. */
export type DoorStanding = "member" | "expired" | "none";

const clocks = new Map<string, Intl.DateTimeFormat>();

/** '19:02': the door's clock, 24-hour, in the group's time zone (a fixed locale, so server and browser agree). */
export function doorClock(value: string | Date, timeZone: string): string {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    clocks.set(timeZone, clock);
  }
  return clock.format(new Date(value));
}

/** One member in a door phone's offline pack: their card known by its token's SHA-256 (hex), nothing more personal than name and Member ID. */
export type OfflineMember = {
  hash: string;
  name: string;
  memberId: string;
  initials: string;
  standing: Exclude<DoorStanding, "none">;
  rsvp: "going" | "waitlisted" | null;
  checkedInAt: string | null;
};

/** What a door phone keeps to judge scans with no signal (GET /api/events/{id}/check-ins/offline-pack). */
export type OfflinePack = {
  eventId: number;
  takenAt: string;
  capacity: number | null;
  going: number;
  walkInsIn: number;
  members: OfflineMember[];
};
