import type { ListingFailure } from "~/models/tickets.server";
import type { MessageMap } from "~/i18n/message-map";

/**
 * A listing that was not saved. Refused fields carry their own field texts (shown beside the
 * fields); the API names them all "Validation Error", as it does the schema's.
 */
export const listingMessages: MessageMap<ListingFailure> = {
  "invalid-listing": "Validation Error",
  "listing-limit": ({ maxActive }) => `You can have at most ${maxActive} open listings. Mark one sold or withdraw it first.`,
  "listing-not-found": "Ticket listing not found",
};
