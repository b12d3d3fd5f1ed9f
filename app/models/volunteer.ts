/** Volunteer rules shared by the server and the browser. */
import * as m from "../i18n/paraglide/messages/_index.js";
import { getLocale } from "../i18n/paraglide/runtime.js";

export function spotsRemaining(opportunity: { spotsNeeded: number; spotsAssigned: number | null }): number {
  return Math.max(0, opportunity.spotsNeeded - (opportunity.spotsAssigned ?? 0));
}

/** The card's badge: '{n} spots available', '1 spot available', or 'Full' at 0. */
export function spotsLabel(remaining: number): string {
  if (remaining <= 0) return m.volunteer_spots_full();
  return m.volunteer_spots_available({ count: remaining });
}

export const HOURS_PER_COMPLETED_SHIFT = 3;

/** "18:30:00" → "6:30 PM" in English, "18:30" in the other languages (the page's language). */
export function clockTime(value: string): string {
  const [h, min] = value.split(":").map(Number);
  const minutes = String(min).padStart(2, "0");
  if (getLocale() !== "en") return `${String(h).padStart(2, "0")}:${minutes}`;
  return `${((h + 11) % 12) + 1}:${minutes} ${h < 12 ? "AM" : "PM"}`;
}

/** The badge on a member's shift whose whole opportunity the coordinators called off, in the page's language. */
export const cancelledByCoordinator = () => m.volunteer_cancelled_by_coordinator();

/**
 * A signup that still held a spot or a place when the coordinators cancelled the opportunity
 * (is_active false): the signup keeps its status, so this is how pages tell it apart.
 */
export function isCalledOff(signup: { status: string | null; opportunity: { isActive: boolean } }): boolean {
  return !signup.opportunity.isActive && (signup.status === "confirmed" || signup.status === "waitlisted");
}

const STATUS_LABELS: Record<string, () => string> = {
  confirmed: m.volunteer_status_confirmed,
  waitlisted: m.volunteer_status_waitlisted,
  cancelled: m.volunteer_status_cancelled,
  completed: m.volunteer_status_completed,
  "no-show": m.volunteer_status_no_show,
};

/** A signup's status as shown on a badge; a missing or unknown one reads 'Pending', which promises nothing. */
export function signupStatusLabel(status: string | null | undefined): string {
  const label = status ? STATUS_LABELS[status] : undefined;
  return label ? label() : m.volunteer_status_pending();
}
