import type { MessageMap } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";
import type { AwayRefusal, TripRefusal } from "~/models/away";

/** Away-day ballots: why an application, a withdrawal or a draw was refused. */
export const awayMessages: MessageMap<{ reason: AwayRefusal }> = {
  "not-found": () => m.away_refusal_not_found(),
  "not-open-yet": () => m.away_refusal_not_open_yet(),
  closed: () => m.away_refusal_closed(),
  "members-only": () => m.away_refusal_members_only(),
  "no-partners": () => m.away_refusal_no_partners(),
  "partner-id-invalid": () => m.away_refusal_partner_id_invalid(),
  "partner-is-you": () => m.away_refusal_partner_is_you(),
  "already-applied": () => m.away_refusal_already_applied(),
  "no-application": () => m.away_refusal_no_application(),
  "window-open": () => m.away_refusal_window_open(),
  "already-drawn": () => m.away_refusal_already_drawn(),
};

/** The pages' own words, as functions (called when the text is written, in that request's language). */
export const awayTexts = {
  applied: () => m.away_text_applied(),
  withdrawn: () => m.away_text_withdrawn(),
  drawn: (placed: number, waiting: number) => m.away_text_drawn({ placed, waiting }),
  paid: () => m.away_text_paid(),
  created: () => m.away_text_created(),
  notOffered: () => m.away_text_not_offered(),
  matchNotFound: () => m.away_text_match_not_found(),
  notAwayMatch: () => m.away_text_not_away_match(),
  noAwayMatches: () => m.away_text_no_away_matches(),
  matchLink: () => m.away_text_match_link(),
  // The ballot as an away match's page shows it.
  eventBallotLink: {
    apply: () => m.away_event_link_apply(),
    see: () => m.away_event_link_see(),
  },
  eventNotApplied: () => m.away_event_not_applied(),
  eventDidNotApply: () => m.away_event_did_not_apply(),
  eventApplied: () => m.away_event_applied(),
  eventNamedPartner: () => m.away_event_named_partner(),
  seatBooked: () => m.away_text_seat_booked(),
  seatCancelled: () => m.away_text_seat_cancelled(),
  tripAdded: () => m.away_text_trip_added(),
  tripChanged: () => m.away_text_trip_changed(),
  pairJoined: () => m.away_text_pair_joined(),
  pairDeclined: () => m.away_text_pair_declined(),
  tooLateOnline: () => m.away_text_too_late_online(),
  payAtTable: () => m.away_text_pay_at_table(),
  /** The lead's application while the named partner has not joined: only the ID they typed, never whose it is. */
  waitingForPartner: (memberId: string) => m.away_text_waiting_for_partner({ memberId }),
  paymentNotStarted: () => m.away_text_payment_not_started(),
};

/** The coach: why a booking, a cancellation or the admin's change was refused. */
export const tripMessages: MessageMap<{ reason: TripRefusal }> = {
  "no-trip": () => m.away_trip_no_trip(),
  "trip-exists": () => m.away_trip_exists(),
  "no-place": () => m.away_trip_no_place(),
  "bad-pickup": () => m.away_trip_bad_pickup(),
  "already-booked": () => m.away_trip_already_booked(),
  "coach-full": () => m.away_trip_coach_full(),
  "no-seat": () => m.away_trip_no_seat(),
  "seats-below-booked": () => m.away_trip_seats_below_booked(),
  "pickup-in-use": () => m.away_trip_pickup_in_use(),
  "pickups-changed": () => m.away_trip_pickups_changed(),
};
