import type { ListingFailure, ListingMessageFailure } from "~/models/tickets.server";
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

/** A message to a poster that was not sent (the contact form). */
export const listingMessageMessages: MessageMap<ListingMessageFailure> = {
  "listing-not-found": "This listing is no longer on the exchange.",
  "own-listing": "This is your own listing.",
  "contact-not-allowed": "This member does not take messages through the exchange. No contact info available.",
  "no-sender-email": "Add an email address to your profile first: the poster answers you by email.",
};
