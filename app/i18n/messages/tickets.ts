import type { ListingFailure, ListingMessageFailure } from "~/models/tickets.server";
import type { MessageMap } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * A listing that was not saved. Refused fields carry their own field texts (shown beside the
 * fields); the API names them all "Validation Error", as it does the schema's.
 */
export const listingMessages: MessageMap<ListingFailure> = {
  "invalid-listing": () => m.tickets_validation_error(),
  "listing-limit": ({ maxActive }) => m.tickets_listing_limit({ maxActive }),
  "listing-not-found": () => m.tickets_listing_not_found(),
};

/** A message to a poster that was not sent (the contact form). */
export const listingMessageMessages: MessageMap<ListingMessageFailure> = {
  "listing-not-found": () => m.tickets_listing_gone(),
  "own-listing": () => m.tickets_own_listing(),
  "contact-not-allowed": () => m.tickets_contact_not_allowed(),
  "no-sender-email": () => m.tickets_no_sender_email(),
};
