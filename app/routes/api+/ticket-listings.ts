import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { LISTING_TYPES } from "../../../db/enums";
import { createListing, listOpenListings } from "~/models/tickets.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { getOptionalUser, requireApiUser } from "~/utils/auth.server";
import { pageParams, parseListQuery, setNextPageLink } from "~/utils/list-query.server";
import { listingErrorResponse, readListingBody, toApiListing } from "~/routes/api+/__ticket-json.server";
import { oncePerKey } from "~/models/request-keys.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const Query = z.object({
  type: z.enum(LISTING_TYPES, { error: () => m.tickets_api_type_filter() }).optional(),
  ...pageParams,
});

/**
 * GET /api/ticket-listings: public; the open listings (active, match not started), newest first,
 * 100 a page by default (`limit` ≤ 500, `offset`; a `Link: <…>; rel="next"` header points at the
 * next page), `type=sale|trade|free` for one type. Each carries the poster as a `user` object; the
 * poster's email only for a signed-in caller and a poster who allows member contact.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const { type, limit, offset } = parseListQuery(url, Query);
  const user = await getOptionalUser(request);
  const rows = await listOpenListings({ listingType: type, viewer: user ? { id: user.id } : null, limit, offset });
  const headers = new Headers();
  setNextPageLink(headers, url, { limit, offset, returned: rows.length });
  return json(
    rows.map((row) => toApiListing(row, user?.id ?? null)),
    { headers },
  );
});

/**
 * POST /api/ticket-listings: the listing's fields as JSON. 201 with the listing (the shape of a list item);
 * 401 anonymous; 400 `{ message, errors }` for the form's rules and the model's (home match,
 * future date, sale price, caps); 409 at the open-listings limit.
 * An `Idempotency-Key` header (255 characters at most) makes a repeat get the first answer without
 * creating again (models/request-keys.server.ts).
 */
export const action = apiRoute(
  oncePerKey(async ({ request }: ActionFunctionArgs) => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    const input = await readListingBody(request);
    const result = await createListing(user.id, input);
    if (!result.ok) return listingErrorResponse(result);
    const created = result.listing;
    const [listing] = await listOpenListings({ id: created.id, viewer: { id: user.id }, limit: 1 });
    // Read back as the list shows it; closed again in the meantime, the stored row is all there is.
    return json(listing ? toApiListing(listing, user.id) : { ...created, userId: undefined, mine: true }, { status: 201 });
  }),
);
