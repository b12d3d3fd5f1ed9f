import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { createEvent, listEventsBetween } from "~/models/events.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { parseJsonBody } from "~/utils/api-validation.server";
import { requireApiAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { eventSchema } from "~/models/events.schema";
import { pageParams, parseListQuery, setNextPageLink } from "~/utils/list-query.server";
import { getUserId } from "~/utils/session.server";
import { storableDate } from "~/utils/validation";
import { eventCacheHeaders, refuseEventLinks, toApiEvent } from "~/routes/api+/__event-json.server";
import { oncePerKey } from "~/models/request-keys.server";

const DEFAULT_LOOKBACK_DAYS = 30;

const Query = z.object({
  from: storableDate("from must be a date, e.g. 2026-08-01 or 2026-08-01T19:30:00Z").optional(),
  to: storableDate("to must be a date, e.g. 2026-08-01 or 2026-08-01T19:30:00Z").optional(),
  ...pageParams,
});

/**
 * GET /api/events: public; events with the API's event fields (dates in ISO 8601), soonest first.
 * By default the window starts 30 days ago and holds 100 events, so the answer stays small however
 * long the history grows; `from`, `to`, `limit` (≤ 500) and `offset` choose another page, and a
 * `Link: <…>; rel="next"` header points at the next one. Each event also says how many places are
 * left and the caller's own RSVP (toApiEvent).
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const query = parseListQuery(url, Query);
  const { to, limit, offset } = query;
  const from = query.from ?? (url.searchParams.has("from") ? undefined : new Date(Date.now() - DEFAULT_LOOKBACK_DAYS * 86_400_000));
  const userId = await getUserId(request);
  const events = await listEventsBetween({ from, to, limit, offset, userId });
  const headers = eventCacheHeaders(userId);
  setNextPageLink(headers, url, { limit, offset, returned: events.length }, from ? { from: from.toISOString() } : {});
  return json(events.map(toApiEvent), { headers });
});

/**
 * POST /api/events (admin): 201 with the created event; 400 with field errors; 401 / 403.
 * An `Idempotency-Key` header (255 characters at most) makes a repeat get the first answer without
 * creating again (models/request-keys.server.ts).
 */
export const action = apiRoute(
  oncePerKey(async ({ request }: ActionFunctionArgs) => {
    if (request.method !== "POST") return methodNotAllowed();
    await requireApiAdmin(request);
    const input = await parseJsonBody(request, eventSchema(branding.timeZone));
    const refused = await refuseEventLinks(input, null);
    if (refused) return refused;
    return json(await createEvent(input), { status: 201 });
  }),
);
