import { json } from "@remix-run/node";
import * as z from "zod";
import { controlCharactersToSpaces, MAX_INT4 } from "./validation";

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;

/** `limit` (1–500, default 100) and `offset`: the paging every public list API takes. */
export const pageParams = {
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
};

/** Parses a list API's query string with its schema, or throws 400 with the field errors. */
export function parseListQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    throw json({ message: "Invalid query", errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  return parsed.data;
}

/**
 * Sets `Link: <…>; rel="next"` when the page came back full (there may be more): the same query
 * with the offset moved on, plus any parameters the next page must pin (e.g. a default window).
 */
export function setNextPageLink(
  headers: Headers,
  url: URL,
  page: { limit: number; offset: number; returned: number },
  pinned: Record<string, string> = {},
) {
  if (page.returned < page.limit) return;
  const next = new URL(url);
  for (const [name, value] of Object.entries(pinned)) next.searchParams.set(name, value);
  next.searchParams.set("offset", String(page.offset + page.limit));
  next.searchParams.set("limit", String(page.limit));
  headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
}

/**
 * A search box's text from the address (`?q=`), trimmed and cut to `max` characters. Control
 * characters read as spaces: no name or email holds one, and PostgreSQL refuses U+0000 in text.
 */
export function searchQuery(url: URL, max: number, name = "q"): string {
  return controlCharactersToSpaces(url.searchParams.get(name) ?? "")
    .trim()
    .slice(0, max);
}
