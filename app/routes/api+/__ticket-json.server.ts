import { json } from "@remix-run/node";
import type { ListingFailure, OpenListing } from "~/models/tickets.server";
import { messageFor } from "~/i18n/message-map";
import { listingMessages } from "~/i18n/messages/tickets";
import { parseJsonBody } from "../../utils/api-validation.server";
import { branding } from "../../utils/branding.server";
import { ticketListingSchema, type TicketListingInput } from "../../models/tickets.schema.server";

/**
 * A listing as /api/ticket-listings answers it: the listing's fields with the poster as a `user` object
 * (firstName, lastName, and an email only when the model selected one: a signed-in caller and a
 * poster who shows their address), and `contact`: "email", "message" (the contact form at
 * /tickets/{id}/contact) or "none". The poster's id stays on the server, as on the page; `mine`
 * tells a signed-in caller which listings they can PATCH or DELETE.
 */
export function toApiListing(row: OpenListing, viewerId: string | null) {
  const { userId, ...listing } = row;
  return {
    ...listing,
    tradeDescription: row.listingType === "trade" ? row.tradeDescription : null,
    user: { firstName: row.user.firstName, lastName: row.user.lastName, email: viewerId ? row.user.email : null },
    mine: viewerId !== null && userId === viewerId,
  };
}

/** POST and PATCH bodies: the listing's fields as JSON, validated like the form; 400 `{ message, errors }` otherwise. */
export function readListingBody(request: Request): Promise<TicketListingInput> {
  return parseJsonBody(request, ticketListingSchema(branding.timeZone));
}

/**
 * The model's refusals as API answers, in the shape parseJsonBody gives zod's: field errors
 * (an away or past match, a past date, a price over a cap, a sale without a price) are 400
 * `{ message, errors }`; the open-listings limit is 409 `{ message }`; no open listing of the
 * caller's is 404 `{ message }`.
 */
export function listingErrorResponse(failure: ListingFailure): Response {
  const message = messageFor(listingMessages, failure);
  switch (failure.reason) {
    case "invalid-listing":
      return json({ message, errors: failure.fieldErrors }, { status: 400 });
    case "listing-limit":
      return json({ message }, { status: 409 });
    case "listing-not-found":
      return json({ message }, { status: 404 });
  }
}
