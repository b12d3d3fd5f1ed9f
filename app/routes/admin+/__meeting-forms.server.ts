import type { MeetingInput } from "~/models/meeting-agenda.server";
import { candidateSchema, declineSchema, documentSchema, itemSchema, meetingSchema } from "~/models/meetings.schema.server";
import { parseForm as parse } from "~/utils/form-parse.server";

/**
 * The admin's meeting forms, parsed here so conform's zod adapter stays out of the pages' browser
 * bundle. Each answers the parsed value, or the first message per field and what was posted.
 */

export const parseMeetingForm = (formData: FormData, timeZone: string) => parse<MeetingInput>(formData, meetingSchema(timeZone));

export const parseItemForm = (formData: FormData) =>
  parse<{ kind: "motion" | "election"; title: string; body?: string; special: boolean; seats?: number }>(formData, itemSchema);

export const parseCandidateForm = (formData: FormData) =>
  parse<{ itemId: number; email: string; statement?: string }>(formData, candidateSchema);

export const parseDocumentForm = (formData: FormData) => parse<{ title: string; url?: string }>(formData, documentSchema);

export const parseDeclineForm = (formData: FormData) => parse<{ motionId: number; reason: string }>(formData, declineSchema);
