import { json } from "@remix-run/node";
import * as m from "~/i18n/paraglide/messages/_index.js";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * The one way an action reads a form post. A body that is not a form (JSON, XML, text) answers
 * 415, and one that cannot be parsed (a truncated multipart upload) answers 400, instead of the
 * 500 that `request.formData()` throws on both. A post with no body at all is an empty form, so
 * the route's schema answers with its usual field errors.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = mediaType(request);
  if (!type) {
    const text = await request.text();
    if (text.length === 0) return new FormData();
    throw unsupportedMediaType();
  }
  if (!FORM_TYPES.has(type)) throw unsupportedMediaType();
  try {
    return await request.formData();
  } catch {
    throw json({ message: m.auth_api_form_unreadable() }, { status: 400 });
  }
}

function unsupportedMediaType(): Response {
  return json({ message: m.auth_api_form_only() }, { status: 415 });
}
