import { json } from "@remix-run/node";
import * as z from "zod";
import { parseId } from "./validation";

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

/** An id from a route param (1 to 2147483647, what an int4 column holds), else 404. */
export function idParam(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw json({ message: "Not Found" }, { status: 404 });
  return id;
}
