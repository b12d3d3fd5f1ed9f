import { json } from "@remix-run/node";
import * as z from "zod";

/** Parses a JSON body with a zod schema; on failure throws 400 { message, errors: { field: [...] } }. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const body = await request.json().catch(() => undefined);
  if (body === undefined) throw json({ message: "The request body must be JSON" }, { status: 400 });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw json({ message: "Validation Error", errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  return parsed.data;
}

/** A positive integer id from a route param, else 404. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw json({ message: "Not Found" }, { status: 404 });
  return id;
}
