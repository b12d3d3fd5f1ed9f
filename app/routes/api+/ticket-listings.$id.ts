import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { closeOwnListing, getOwnOpenListing, listOpenListings, removeListing, updateListing } from "~/models/tickets.server";
import { ticketListingSchema } from "~/models/tickets.schema.server";
import { branding } from "~/utils/branding.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { idParam, parseJsonBody } from "~/utils/api-validation.server";
import { getOptionalUser, requireApiUser } from "~/utils/auth.server";
import { listingErrorResponse, toApiListing } from "~/routes/api+/__ticket-json.server";
import { text } from "~/utils/validation";
import * as m from "~/i18n/paraglide/messages/_index.js";

const notFound = () => json({ message: m.tickets_listing_not_found() }, { status: 404 });

const CloseBody = z.object({
  status: z.enum(["sold", "given-away", "withdrawn"], { error: "status must be sold, given-away or withdrawn" }),
});

const RemoveBody = z.object({
  reason: text(m.tickets_admin_reason_field, 1000).min(1, { error: () => m.tickets_api_reason_required_long() }),
});

const REASON_REQUIRED = () => m.tickets_api_admin_reason();

/** GET /api/ticket-listings/{id}: the open listing, shaped like a list item; 404 once it has closed or its match started. */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const id = idParam(params.id);
  const user = await getOptionalUser(request);
  const [row] = await listOpenListings({ id, viewer: user ? { id: user.id } : null, limit: 1 });
  return row ? json(toApiListing(row, user?.id ?? null)) : notFound();
});

/** Whether the JSON body is a close request (`{ "status": … }`) rather than a full listing; peeks at a copy. */
async function isCloseRequest(request: Request) {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  return typeof body === "object" && body !== null && !Array.isArray(body) && "status" in body;
}

/**
 * PATCH: the poster edits their open listing (any of POST's fields, merged over the stored ones and
 * validated like POST; 200 with the listing) or closes it (`{ "status": "sold" | "given-away" | "withdrawn" }`; 200).
 * DELETE: the poster withdraws their listing; an admin removes anyone's with `{ "reason": … }`
 * (mailed to the poster; 400 without one). Ownership is in the model's WHERE clause, so another
 * member's id is a 404 and nothing changes. 401 anonymous.
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed();
  const user = await requireApiUser(request);
  const id = idParam(params.id);
  if (request.method === "DELETE") return deleteListing(request, user, id);

  if (await isCloseRequest(request)) {
    const { status } = await parseJsonBody(request, CloseBody);
    const closed = await closeOwnListing(user.id, id, status);
    return closed ? json({ id: closed.id, closedReason: closed.closedReason, isActive: false }) : notFound();
  }
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) return json({ message: m.tickets_api_body_json() }, { status: 400 });
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return json({ message: m.tickets_api_body_object() }, { status: 400 });
  }
  // The caller's own open listing first, so an unknown or foreign id is a 404 whatever the body says.
  const current = await getOwnOpenListing(user.id, id);
  if (!current) return notFound();
  // PATCH merges over the row: the fields sent replace the stored ones and the whole is validated like POST.
  const merged = {
    eventId: current.eventId,
    matchTitle: current.matchTitle,
    matchDate: current.matchDate,
    section: current.section,
    row: current.row,
    seats: current.seats,
    price: current.price,
    listingType: current.listingType,
    tradeDescription: current.tradeDescription,
    ...body,
  };
  const parsed = ticketListingSchema(branding.timeZone).safeParse(merged);
  if (!parsed.success)
    return json({ message: m.tickets_validation_error(), errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  // Ownership is also in updateListing's WHERE clause: a listing closed meanwhile is still a 404.
  const updated = await updateListing(user.id, id, parsed.data);
  if (!updated.ok) return listingErrorResponse(updated);
  const [row] = await listOpenListings({ id, viewer: { id: user.id }, limit: 1 });
  return row ? json(toApiListing(row, user.id)) : notFound();
});

async function deleteListing(request: Request, user: { id: string; isAdmin: boolean }, id: number) {
  // A body is optional (a poster withdrawing sends none); an admin's carries the reason.
  const raw = await request.text();
  let body: unknown = undefined;
  if (raw.trim() !== "") {
    try {
      body = JSON.parse(raw);
    } catch {
      return json({ message: m.tickets_api_body_json() }, { status: 400 });
    }
  }
  const removal = user.isAdmin && body !== undefined ? RemoveBody.safeParse(body) : null;
  if (removal?.success) {
    const removed = await removeListing(id, removal.data.reason);
    return removed ? json({ id: removed.id, closedReason: "removed", isActive: false }) : notFound();
  }
  // Without a reason it can only be the caller's own listing, whoever they are.
  const withdrawn = await closeOwnListing(user.id, id, "withdrawn");
  if (withdrawn) return json({ id: withdrawn.id, closedReason: withdrawn.closedReason, isActive: false });
  if (user.isAdmin) {
    const [open] = await listOpenListings({ id, viewer: null, limit: 1 });
    if (open) {
      const errors =
        removal && !removal.success ? z.flattenError(removal.error).fieldErrors : { reason: [m.tickets_api_reason_required()] };
      return json({ message: REASON_REQUIRED(), errors }, { status: 400 });
    }
  }
  return notFound();
}
