import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { createOpportunity, listUpcomingOpportunitiesPage } from "~/models/volunteer-admin.server";
import { messageFor } from "~/i18n/message-map";
import { opportunityMessages } from "~/i18n/messages/volunteer";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { parseJsonBody } from "~/utils/api-validation.server";
import { requireApiAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { pageParams, parseListQuery, setNextPageLink } from "~/utils/list-query.server";
import { volunteerOpportunitySchema } from "~/models/volunteer.schema";
import { oncePerKey } from "~/models/request-keys.server";

const Query = z.object(pageParams);

/**
 * GET /api/volunteer-opportunities: public; upcoming active opportunities (the API's fields, dates
 * in ISO 8601, plus spotsRemaining), soonest first, 100 a page by default (`limit` ≤ 500,
 * `offset`); a `Link: <…>; rel="next"` header points at the next page.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const { limit, offset } = parseListQuery(url, Query);
  const opportunities = await listUpcomingOpportunitiesPage({ limit, offset });
  const headers = new Headers();
  setNextPageLink(headers, url, { limit, offset, returned: opportunities.length });
  return json(opportunities, { headers });
});

/**
 * POST /api/volunteer-opportunities (admin): 201 with the opportunity; 400 with field errors (a
 * start in the past among them); 401 / 403.
 * An `Idempotency-Key` header (255 characters at most) makes a repeat get the first answer without
 * creating again (models/request-keys.server.ts).
 */
export const action = apiRoute(
  oncePerKey(async ({ request }: ActionFunctionArgs) => {
    if (request.method !== "POST") return methodNotAllowed();
    await requireApiAdmin(request);
    const input = await parseJsonBody(request, volunteerOpportunitySchema(branding.timeZone));
    const created = await createOpportunity(input);
    if (!created.ok) {
      const message = messageFor(opportunityMessages, created);
      return json({ message, errors: { [created.reason === "event-not-found" ? "eventId" : "date"]: [message] } }, { status: 400 });
    }
    return json(created.opportunity, { status: 201 });
  }),
);
