import { formatPrice } from "../utils/format";
import * as m from "../i18n/paraglide/messages/_index.js";

/** At most this many characters in a message to a poster (the contact form): a note about tickets, not a letter. */
export const LISTING_MESSAGE_MAX = 2000;

/** How a poster closes their own listing (the form's intent → the stored closed_reason). Shared by browser and server. */
export const CLOSE_INTENTS = { sold: "sold", "given-away": "given-away", withdraw: "withdrawn" } as const;

/** A listing's price line: '$x.xx each' for a sale, 'Trade Only', 'FREE'. On the cards, My listings, the admin list and the alert email. */
export function listingPriceText(listing: { listingType: string; price: string | null }, currency: string) {
  if (listing.listingType === "sale") return m.tickets_price_each({ price: formatPrice(listing.price, currency) });
  return listing.listingType === "trade" ? m.tickets_price_trade() : m.tickets_price_free();
}
