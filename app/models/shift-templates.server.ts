import { asc, count, eq, sql } from "drizzle-orm";
import { shiftTemplates, shiftTemplateShifts } from "../../db/schema";
import { db } from "~/utils/db.server";
import { fail, ok, rollback, settled, type Fail, type Ok } from "~/utils/result";
import type { ShiftTemplateInput } from "~/models/shift-templates.schema";

/**
 * Shift templates: named crews ('Home match crew') whose shifts are timed in minutes from kickoff,
 * kept by the admins and applied to an event when it is set up. A name is unique whatever its
 * case (the unique index on lower(name) decides, so two admins saving the same name at once end
 * with one template and one typed refusal).
 */

export type ShiftTemplateFailure = Fail<"name-taken">;
export type ShiftTemplateUpdateFailure = ShiftTemplateFailure | Fail<"template-not-found">;

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Saved = Ok<{ template: { id: number; name: string } }>;

const byName = [asc(sql`lower(${shiftTemplates.name})`), asc(shiftTemplates.id)];

/** Every template with its number of shifts and the volunteers they ask for, by name (one query). */
export async function listShiftTemplates() {
  return db
    .select({
      id: shiftTemplates.id,
      name: shiftTemplates.name,
      shiftCount: count(shiftTemplateShifts.id),
      volunteers: sql<number>`coalesce(sum(${shiftTemplateShifts.spotsNeeded}), 0)::int`,
    })
    .from(shiftTemplates)
    .leftJoin(shiftTemplateShifts, eq(shiftTemplateShifts.templateId, shiftTemplates.id))
    .groupBy(shiftTemplates.id)
    .orderBy(...byName);
}

/** The templates an event form offers: id, name and number of shifts, by name. */
export async function listShiftTemplateOptions(): Promise<{ id: number; name: string; shiftCount: number }[]> {
  const rows = await listShiftTemplates();
  return rows.map(({ id, name, shiftCount }) => ({ id, name, shiftCount }));
}

const shiftColumns = {
  id: shiftTemplateShifts.id,
  title: shiftTemplateShifts.title,
  category: shiftTemplateShifts.category,
  spotsNeeded: shiftTemplateShifts.spotsNeeded,
  startOffsetMinutes: shiftTemplateShifts.startOffsetMinutes,
  endOffsetMinutes: shiftTemplateShifts.endOffsetMinutes,
  location: shiftTemplateShifts.location,
  description: shiftTemplateShifts.description,
  position: shiftTemplateShifts.position,
};

/** One template with its shifts in their order, or null. */
export async function getShiftTemplate(id: number) {
  const [template] = await db
    .select({ id: shiftTemplates.id, name: shiftTemplates.name })
    .from(shiftTemplates)
    .where(eq(shiftTemplates.id, id));
  if (!template) return null;
  const shifts = await db
    .select(shiftColumns)
    .from(shiftTemplateShifts)
    .where(eq(shiftTemplateShifts.templateId, id))
    .orderBy(asc(shiftTemplateShifts.position), asc(shiftTemplateShifts.id));
  return { ...template, shifts };
}

async function insertShifts(tx: Transaction, templateId: number, shifts: ShiftTemplateInput["shifts"]) {
  await tx.insert(shiftTemplateShifts).values(shifts.map((shift, position) => ({ ...shift, templateId, position })));
}

/** A new template and its shifts, in one transaction; name-taken when another template has the name in any case. */
export async function createShiftTemplate(input: ShiftTemplateInput): Promise<Saved | ShiftTemplateFailure> {
  return nameTaken(
    db.transaction(async (tx) => {
      const [template] = await tx
        .insert(shiftTemplates)
        .values({ name: input.name })
        .returning({ id: shiftTemplates.id, name: shiftTemplates.name });
      await insertShifts(tx, template.id, input.shifts);
      return ok({ template }) as Saved;
    }),
  );
}

/** Renames the template and replaces its shifts with the form's, in one transaction. */
export async function updateShiftTemplate(
  id: number,
  input: ShiftTemplateInput,
  now = new Date(),
): Promise<Saved | ShiftTemplateUpdateFailure> {
  return nameTaken(
    settled<Saved, Fail<"template-not-found">>(
      db.transaction(async (tx) => {
        const [template] = await tx
          .update(shiftTemplates)
          .set({ name: input.name, updatedAt: now })
          .where(eq(shiftTemplates.id, id))
          .returning({ id: shiftTemplates.id, name: shiftTemplates.name });
        if (!template) rollback(fail("template-not-found"));
        await tx.delete(shiftTemplateShifts).where(eq(shiftTemplateShifts.templateId, id));
        await insertShifts(tx, id, input.shifts);
        return ok({ template }) as Saved;
      }),
    ),
  );
}

/** Deletes the template and its shifts; false when there was none. Events given its shifts keep them (they are copies). */
export async function deleteShiftTemplate(id: number): Promise<boolean> {
  const deleted = await db.delete(shiftTemplates).where(eq(shiftTemplates.id, id)).returning({ id: shiftTemplates.id });
  return deleted.length > 0;
}

/** The unique index on lower(name) refused the write (the transaction rolled back): a typed refusal, not a fault. */
async function nameTaken<T>(work: Promise<T>): Promise<T | ShiftTemplateFailure> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) return fail("name-taken");
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; cause && depth < 5; depth++) {
    if (cause.code === "23505") return true;
    cause = cause.cause as typeof cause;
  }
  return false;
}
