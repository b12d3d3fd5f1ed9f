import type { AWAY_APPLICATION_STATUSES } from "../../db/enums";
import * as m from "../i18n/paraglide/messages/_index.js";

/** Away days: the ballot's browser-safe rules and labels (the data layer: away.server.ts). */

export type AwayStatus = (typeof AWAY_APPLICATION_STATUSES)[number];

/** Why an application, a withdrawal or a draw was refused; the words are in i18n/messages/away.ts. */
export type AwayRefusal =
  | "not-found"
  | "not-open-yet"
  | "closed"
  | "members-only"
  | "no-partners"
  | "partner-id-invalid"
  | "partner-is-you"
  | "already-applied"
  | "no-application"
  | "window-open"
  | "already-drawn";

/** Why a coach seat booking or cancellation was refused (away-trips.server.ts). */
export type TripRefusal =
  | "no-trip"
  | "trip-exists"
  | "no-place"
  | "bad-pickup"
  | "already-booked"
  | "coach-full"
  | "no-seat"
  | "seats-below-booked"
  | "pickup-in-use"
  | "pickups-changed";

/**
 * The coach's pickup points as one string, posted with a booking or a change of the coach: a form
 * names a point by its place in the list, so the server refuses it once the list has changed since
 * the page was drawn (a point added, or times that reorder them).
 */
export function pickupsKey(points: readonly { place: string; at: string }[]): string {
  return points.map((point) => `${point.at} ${point.place}`).join("\n");
}

/** Where a ballot stands: its window not yet open, open, closed and waiting for the draw, or drawn. */
export type BallotPhase = "upcoming" | "open" | "closed" | "drawn";

const PHASE_LABELS: Record<BallotPhase, () => string> = {
  upcoming: m.away_phase_upcoming,
  open: m.away_phase_open,
  closed: m.away_phase_closed,
  drawn: m.away_phase_drawn,
};

/** Where a ballot stands, in the words every page uses (the member's, the admin's, the lists), in the asker's language. */
export function ballotPhaseLabel(phase: BallotPhase): string {
  return PHASE_LABELS[phase]();
}

export function ballotPhase(allocation: { opensAt: Date; closesAt: Date; drawnAt: Date | null }, now: Date): BallotPhase {
  if (allocation.drawnAt) return "drawn";
  if (now < allocation.opensAt) return "upcoming";
  if (now < allocation.closesAt) return "open";
  return "closed";
}

/** What a member reads about their own application once the ballot is drawn. */
const AWAY_STATUS_LABELS: Record<AwayStatus, () => string> = {
  applied: m.away_status_applied,
  offered: m.away_status_offered,
  paid: m.away_status_paid,
  passed: m.away_status_passed,
  waiting: m.away_status_waiting,
};

/** Why an application waits after the draw: the tickets ran out before it, or a pair met fewer than it needed. */
export type AwayWaitingReason = { kind: "not-reached" } | { kind: "skipped"; needed: number; left: number };

/** The reason in words ('skipped: 2 tickets needed, 1 left'), as the result, its JSON and the member's own page say it. */
export function waitingReasonText(reason: AwayWaitingReason): string {
  if (reason.kind === "not-reached") return m.away_waiting_not_reached();
  return m.away_waiting_skipped({ needed: reason.needed, left: reason.left });
}

/** An application's status in words; a waiting one says why it got no place ('Waiting: skipped: 2 tickets needed, 1 left'). */
export function awayStatusLabel(status: AwayStatus, reason: string | null | undefined): string {
  return status === "waiting" && reason ? m.away_status_waiting_reason({ reason }) : AWAY_STATUS_LABELS[status]();
}

/** How many pickup points the admin's coach form offers. */
export const PICKUP_ROWS = 3;
