import { parseWithZod } from "@conform-to/zod/v4";
import { announcementAudienceSchema, announcementSchema } from "~/models/announcements.schema.server";

/**
 * The announcement form, parsed here so conform's zod adapter (and zod with it) stays out of the
 * page's browser bundle (docs/decisions/005-javascript-budget.md).
 */
export const parseAnnouncementForm = (formData: FormData, timeZone: string, origin: string, now: Date) =>
  parseWithZod(formData, { schema: announcementSchema(timeZone, origin, now) });

/** "Count recipients": the audience fields only. */
export const parseAudienceForm = (formData: FormData) => parseWithZod(formData, { schema: announcementAudienceSchema });
