import { json } from "@remix-run/node";
import * as z from "zod";
import { parseId } from "./validation";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** Parses a JSON body with a zod schema; on failure throws 400 { message, errors: { field: [...] } }. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const body = await request.json().catch(() => undefined);
  if (body === undefined) throw json({ message: m.auth_api_body_not_json() }, { status: 400 });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw json({ message: m.auth_api_validation_error(), errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  return parsed.data;
}

/** An id from a route param (1 to 2147483647, what an int4 column holds), else 404. */
export function idParam(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw json({ message: m.auth_api_not_found() }, { status: 404 });
  return id;
}
