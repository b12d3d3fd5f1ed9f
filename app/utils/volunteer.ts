/** Volunteer rules shared by the server and the browser (SPEC §4, §9). */
export function spotsRemaining(opportunity: { spotsNeeded: number; spotsAssigned: number | null }): number {
  return Math.max(0, opportunity.spotsNeeded - (opportunity.spotsAssigned ?? 0));
}

export const HOURS_PER_COMPLETED_SHIFT = 3;
