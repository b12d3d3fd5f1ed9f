import * as z from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: z.url().optional(),
});

const parsed = EnvSchema.parse({
  NODE_ENV: process.env.NODE_ENV || undefined,
  PORT: process.env.PORT || undefined,
  APP_URL: process.env.APP_URL || undefined,
});

/** The site's own origin, e.g. http://localhost:3000: used for redirects, cookies and same-origin checks. */
export const appUrl = new URL(parsed.APP_URL ?? `http://localhost:${parsed.PORT}`);
export const appOrigin = appUrl.origin;
export const isHttps = appUrl.protocol === "https:";
export const env = parsed;
