import type { MessageMap } from "~/i18n/message-map";
import type { AwayRefusal, TripRefusal } from "~/models/away";

/** Away-day ballots: why an application, a withdrawal or a draw was refused. */
export const awayMessages: MessageMap<{ reason: AwayRefusal }> = {
  "not-found": "Ballot not found.",
  "not-open-yet": "Applications have not opened yet.",
  closed: "Applications are closed.",
  "members-only": "This ballot is for members only. Join or renew to apply.",
  "no-partners": "This ballot takes one ticket per application.",
  "partner-id-invalid": "A Member ID is # and 8 letters or digits, as on the member card (e.g. #1A2B3C4D).",
  "partner-is-you": "That is your own Member ID. Enter your partner's.",
  "already-applied": "You have already applied to this ballot.",
  "no-application": "You have no application to this ballot.",
  "window-open": "The draw can only be made once applications have closed.",
  "already-drawn": "This ballot has already been drawn.",
};

/** The pages' own words. */
export const awayTexts = {
  applied: "Application received. Good luck in the draw!",
  withdrawn: "Your application was withdrawn.",
  drawn: (placed: number, waiting: number) => `Drawn: ${placed} ${placed === 1 ? "place" : "places"} offered, ${waiting} waiting.`,
  paid: "Payment recorded.",
  created: "Ballot created. Applications open at the time you set.",
  notOffered: "That place is no longer waiting for payment.",
  matchNotFound: "That match is no longer there. Choose another.",
  notAwayMatch: "Choose an away match: a ballot is for away tickets.",
  noAwayMatches: "No upcoming away matches: add the match first, marked Away.",
  matchLink: "The match: kickoff, where, who is going",
  // The ballot as an away match's page shows it.
  eventBallotLink: { apply: "Apply for away tickets", see: "See the ballot" },
  eventNotApplied: "You have not applied.",
  eventDidNotApply: "You did not apply.",
  eventApplied: "You have applied.",
  eventNamedPartner: "You were named as a partner: answer on the ballot's page.",
  seatBooked: "Seat booked. Pay at pickup.",
  seatCancelled: "Your seat was cancelled.",
  tripAdded: "Coach added. Members with a place can now book seats.",
  tripChanged: "Coach changed. Members whose pickup moved are emailed.",
  pairJoined: "You joined the pair: you win or lose together.",
  pairDeclined: "You declined. Your partner goes into the draw alone, and you can apply yourself.",
  tooLateOnline: "The deadline is less than 30 minutes away: pay at the table.",
  payAtTable: "Online payment is not available: pay at the table by the deadline.",
  /** The lead's application while the named partner has not joined: only the ID they typed, never whose it is. */
  waitingForPartner: (memberId: string) =>
    ` Waiting for ${memberId} to confirm: unless they do before the close, you go into the draw alone.`,
  paymentNotStarted: "We could not start the online payment. Try again, or pay at the table by the deadline.",
};

/** The coach: why a booking, a cancellation or the admin's change was refused. */
export const tripMessages: MessageMap<{ reason: TripRefusal }> = {
  "no-trip": "This ballot has no coach.",
  "trip-exists": "This ballot already has a coach.",
  "no-place": "Seats are for members with a place from the ballot.",
  "bad-pickup": "Choose one of the pickup points.",
  "already-booked": "You already have a seat on the coach.",
  "coach-full": "The coach is full.",
  "no-seat": "You have no seat on the coach.",
  "seats-below-booked": "More seats than that are already booked: keep at least as many as are taken.",
  "pickup-in-use": "A member boards at a pickup point you took out: keep it, or ask them to choose another first.",
  "pickups-changed": "The pickup points have just changed: check them and choose again.",
};
