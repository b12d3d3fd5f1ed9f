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
