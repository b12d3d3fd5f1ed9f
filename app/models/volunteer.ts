/** Volunteer rules shared by the server and the browser. */
export function spotsRemaining(opportunity: { spotsNeeded: number; spotsAssigned: number | null }): number {
  return Math.max(0, opportunity.spotsNeeded - (opportunity.spotsAssigned ?? 0));
}

/** The card's badge: '{n} spots available', '1 spot available', or 'Full' at 0. */
export function spotsLabel(remaining: number): string {
  if (remaining <= 0) return "Full";
  return `${remaining} ${remaining === 1 ? "spot" : "spots"} available`;
}

export const HOURS_PER_COMPLETED_SHIFT = 3;

/** "18:30:00" → "6:30 PM" */
export function clockTime(value: string): string {
  const [h, m] = value.split(":").map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** The badge on a member's shift whose whole opportunity the coordinators called off. */
export const CANCELLED_BY_COORDINATOR = "Cancelled by the coordinator";

/**
 * A signup that still held a spot or a place when the coordinators cancelled the opportunity
 * (is_active false): the signup keeps its status, so this is how pages tell it apart.
 */
export function isCalledOff(signup: { status: string | null; opportunity: { isActive: boolean } }): boolean {
  return !signup.opportunity.isActive && (signup.status === "confirmed" || signup.status === "waitlisted");
}

const STATUS_LABELS: Record<string, string> = {
  confirmed: "Confirmed",
  waitlisted: "Waitlisted",
  cancelled: "Cancelled",
  completed: "Completed",
  "no-show": "No-show",
};

/** A signup's status as shown on a badge; a missing or unknown one reads 'Pending', which promises nothing. */
export function signupStatusLabel(status: string | null | undefined): string {
  return (status && STATUS_LABELS[status]) || "Pending";
}
