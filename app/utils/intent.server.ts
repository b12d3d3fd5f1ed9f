import * as z from "zod";

/**
 * The posted `intent` of a page with several forms, checked against the page's own intents; null
 * when it is missing or unknown, which the action answers with a 400 instead of running another
 * form's branch. The action then `switch`es on it to one small function per intent, each parsing
 * its own fields.
 */
export function readIntent<const T extends readonly [string, ...string[]]>(formData: FormData, intents: T): T[number] | null {
  const parsed = z.enum(intents).safeParse(formData.get("intent"));
  return parsed.success ? parsed.data : null;
}
