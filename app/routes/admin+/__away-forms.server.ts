import { parseWithZod } from "@conform-to/zod/v4";
import { allocationSchema, RecordAwayPaymentSchema } from "~/models/away.schema.server";

/**
 * The admin's away-ballot forms, parsed here so conform's zod adapter (and zod with it) stays out of
 * the pages' browser bundles: a route module's top-level import is kept in its client chunk even when
 * only its action uses it (docs/decisions/005-javascript-budget.md).
 */
export const parseAllocationForm = (formData: FormData, timeZone: string) => parseWithZod(formData, { schema: allocationSchema(timeZone) });

export const parseRecordPaymentForm = (formData: FormData) => parseWithZod(formData, { schema: RecordAwayPaymentSchema });
