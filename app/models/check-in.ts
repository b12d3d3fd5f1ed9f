/**
 * Check-in at the door: the verdicts a volunteer reads (browser-safe; the words are in
 * app/i18n/messages/check-in.ts). 'checked-in' and 'already-checked-in' let the person in; every
 * other verdict is a refusal the volunteer acts on.
 */
export type CheckInRefusal =
  "membership-expired" | "not-a-member" | "card-replaced" | "members-only-event" | "event-full" | "event-not-found";
export type CheckInVerdict = "checked-in" | "already-checked-in" | CheckInRefusal;

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
