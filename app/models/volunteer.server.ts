import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { volunteerOpportunities, volunteerSignups } from "../../db/schema";
import { db } from "~/utils/db.server";

export const opportunityColumns = {
  id: volunteerOpportunities.id,
  title: volunteerOpportunities.title,
  description: volunteerOpportunities.description,
  date: volunteerOpportunities.date,
  startTime: volunteerOpportunities.startTime,
  endTime: volunteerOpportunities.endTime,
  location: volunteerOpportunities.location,
  spotsNeeded: volunteerOpportunities.spotsNeeded,
  spotsAssigned: volunteerOpportunities.spotsAssigned,
  physicalRequirements: volunteerOpportunities.physicalRequirements,
  contactInfo: volunteerOpportunities.contactInfo,
  category: volunteerOpportunities.category,
};

/** Only future-dated, active opportunities are listed (SPEC §2, §9). */
export function listUpcomingOpportunities({ now = new Date(), category }: { now?: Date; category?: string } = {}) {
  const conditions = [eq(volunteerOpportunities.isActive, true), gt(volunteerOpportunities.date, now)];
  if (category) conditions.push(eq(volunteerOpportunities.category, category));
  return db
    .select(opportunityColumns)
    .from(volunteerOpportunities)
    .where(and(...conditions))
    .orderBy(asc(volunteerOpportunities.date), asc(volunteerOpportunities.startTime));
}

export { HOURS_PER_COMPLETED_SHIFT, spotsRemaining } from "~/utils/volunteer";

/** A member's signups with the opportunity they are for, soonest first. */
export function listSignupsForUser(userId: string) {
  return db
    .select({
      id: volunteerSignups.id,
      opportunityId: volunteerSignups.opportunityId,
      userId: volunteerSignups.userId,
      notes: volunteerSignups.notes,
      status: volunteerSignups.status,
      createdAt: volunteerSignups.createdAt,
      opportunity: {
        title: volunteerOpportunities.title,
        date: volunteerOpportunities.date,
        startTime: volunteerOpportunities.startTime,
        endTime: volunteerOpportunities.endTime,
        location: volunteerOpportunities.location,
      },
    })
    .from(volunteerSignups)
    .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerSignups.opportunityId))
    .where(eq(volunteerSignups.userId, userId))
    .orderBy(asc(volunteerOpportunities.date));
}

/**
 * Cancels one of the member's own confirmed signups for a shift that is still ahead, and gives
 * its spot back, in one transaction. Ownership, status and date are all in the WHERE clause, so a
 * second cancel, someone else's signup or a past shift updates nothing (and frees no spot).
 */
export async function cancelVolunteerSignup(userId: string, signupId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(volunteerSignups)
      .set({ status: "cancelled" })
      .where(
        and(
          eq(volunteerSignups.id, signupId),
          eq(volunteerSignups.userId, userId),
          eq(volunteerSignups.status, "confirmed"),
          inArray(
            volunteerSignups.opportunityId,
            tx.select({ id: volunteerOpportunities.id }).from(volunteerOpportunities).where(gt(volunteerOpportunities.date, now)),
          ),
        ),
      )
      .returning({ opportunityId: volunteerSignups.opportunityId });
    if (!cancelled) return false;
    await tx
      .update(volunteerOpportunities)
      .set({ spotsAssigned: sql`greatest(${volunteerOpportunities.spotsAssigned} - 1, 0)` })
      .where(eq(volunteerOpportunities.id, cancelled.opportunityId));
    return true;
  });
}
