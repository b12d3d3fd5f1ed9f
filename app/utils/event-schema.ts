import * as z from "zod";
import { COMPETITION_TYPES, EVENT_TYPES } from "../../db/enums";
import { isNaiveDateTime, wallTimeToDate } from "./zoned-time";

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value === null ? undefined : value),
    z.string().trim().max(max).optional(),
  );

/**
 * The admin event form and POST /api/events (SPEC §5): title, date, location and type required
 * (type defaults to match); past dates allowed, to record history. Form posts send strings, the
 * API JSON; both go through this one schema.
 */
export function eventSchema(timeZone: string) {
  return z.object({
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(200),
  // A zone-less "2026-12-01T19:30" (the form's datetime-local) is a time in the group's city;
  // an ISO string with a zone (the API) is taken as it is.
  date: z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const text = value.trim();
    if (text === "") return undefined;
    return isNaiveDateTime(text) ? wallTimeToDate(text, timeZone) : text;
  }, z.coerce.date({ error: "Enter a valid date and time" })),
  location: z.string({ error: "Location is required" }).trim().min(1, "Location is required").max(200),
  type: z.preprocess((value) => (value === "" || value === undefined || value === null ? "match" : value), z.enum(EVENT_TYPES, { error: "Choose match, watch-party or community" })),
  description: optionalText(5000),
  imageUrl: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value === null ? undefined : value),
    z.url({ protocol: /^https?$/, error: "Enter a web address starting with http:// or https://" }).max(2000).optional(),
  ),
  isHomeMatch: z.preprocess((value) => {
    if (value === "" || value === undefined || value === null) return undefined;
    if (value === "true" || value === "on") return true;
    if (value === "false") return false;
    return value;
  }, z.boolean().optional()),
  competitionType: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(COMPETITION_TYPES).optional(),
  ),
  });
}
export type EventInput = z.infer<ReturnType<typeof eventSchema>>;
