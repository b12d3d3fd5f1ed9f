import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { createOpportunity, listUpcomingOpportunitiesPage } from "~/models/volunteer-admin.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { parseJsonBody } from "~/utils/api-validation.server";
import { requireApiAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { MAX_INT4 } from "~/utils/validation";
import { volunteerOpportunitySchema } from "~/utils/volunteer-schema";

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;

const Query = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
});

/**
 * GET /api/volunteer-opportunities: public; upcoming active opportunities (SPEC §7's fields, dates
 * in ISO 8601, plus spotsRemaining), soonest first, 100 a page by default (`limit` ≤ 500,
 * `offset`); a `Link: <…>; rel="next"` header points at the next page.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const parsed = Query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return json({ message: "Invalid query", errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  const { limit, offset } = parsed.data;
  const opportunities = await listUpcomingOpportunitiesPage({ limit, offset });
  const headers = new Headers();
  if (opportunities.length === limit) {
    const next = new URL(url);
    next.searchParams.set("offset", String(offset + limit));
    next.searchParams.set("limit", String(limit));
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return json(opportunities, { headers });
});

/** POST /api/volunteer-opportunities (admin): 201 with the opportunity; 400 with field errors; 401 / 403. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiAdmin(request);
  const input = await parseJsonBody(request, volunteerOpportunitySchema(branding.timeZone));
  return json(await createOpportunity(input), { status: 201 });
});
