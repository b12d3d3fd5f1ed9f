import * as z from "zod";

/**
 * A settings form of on/off switches: a checkbox left unticked is absent from the form data,
 * so absent means off.
 */
export function flagsSchema<const N extends string>(names: readonly N[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.boolean().default(false)])) as Record<N, z.ZodDefault<z.ZodBoolean>>);
}
