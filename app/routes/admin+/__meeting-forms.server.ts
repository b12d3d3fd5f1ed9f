import { parseWithZod } from "@conform-to/zod/v4";
import type { MeetingInput } from "~/models/meeting-agenda.server";
import { candidateSchema, declineSchema, documentSchema, itemSchema, meetingSchema } from "~/models/meetings.schema.server";

/**
 * The admin's meeting forms, parsed here so conform's zod adapter stays out of the pages' browser
 * bundle. Each answers the parsed value, or the first message per field and what was posted.
 */

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

function parse<T>(formData: FormData, schema: Parameters<typeof parseWithZod>[1]["schema"]): Parsed<T> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return { ok: true, value: submission.value as T };
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(submission.reply().error ?? {})) if (messages?.length) errors[field] = messages[0];
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries()) if (typeof value === "string" && name !== "intent") values[name] = value;
  return { ok: false, errors, values };
}

export const parseMeetingForm = (formData: FormData, timeZone: string) => parse<MeetingInput>(formData, meetingSchema(timeZone));

export const parseItemForm = (formData: FormData) =>
  parse<{ kind: "motion" | "election"; title: string; body?: string; special: boolean; seats?: number }>(formData, itemSchema);

export const parseCandidateForm = (formData: FormData) =>
  parse<{ itemId: number; email: string; statement?: string }>(formData, candidateSchema);

export const parseDocumentForm = (formData: FormData) => parse<{ title: string; url?: string }>(formData, documentSchema);

export const parseDeclineForm = (formData: FormData) => parse<{ motionId: number; reason: string }>(formData, declineSchema);
