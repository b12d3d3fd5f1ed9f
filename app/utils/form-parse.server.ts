import { parseWithZod } from "@conform-to/zod/v4";

/**
 * A posted form's text fields (files and the intent left out): what a form answered with a 400
 * shows again, so nothing the user typed is lost.
 */
export function postedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries()) if (typeof value === "string" && name !== "intent") values[name] = value;
  return values;
}

export type ParsedForm<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/**
 * A form read by its schema on the server, for pages that render their own messages (conform's zod
 * adapter stays out of the page's browser bundle): the value, or the first message per field and
 * what was posted.
 */
export function parseForm<T>(formData: FormData, schema: Parameters<typeof parseWithZod>[1]["schema"]): ParsedForm<T> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return { ok: true, value: submission.value as T };
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(submission.reply().error ?? {})) if (messages?.length) errors[field] = messages[0];
  return { ok: false, errors, values: postedValues(formData) };
}
