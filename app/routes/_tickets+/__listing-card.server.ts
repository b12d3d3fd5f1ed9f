import type { OpenListing } from "~/models/tickets.server";

/**
 * What a listing card needs, and no more: the poster's id stays on the server, and the email only
 * travels when the model selected it (a signed-in viewer, a poster who shows their address);
 * `contact` says whether the Contact button is that mail link, the contact form or disabled.
 */
export function toListingCard(row: OpenListing, viewerId: string | null) {
  return {
    id: row.id,
    matchTitle: row.matchTitle,
    eventId: row.eventId,
    matchDate: row.matchDate,
    section: row.section,
    row: row.row,
    seats: row.seats,
    price: row.price,
    listingType: row.listingType,
    tradeDescription: row.listingType === "trade" ? row.tradeDescription : null,
    createdAt: row.createdAt,
    postedBy: row.postedBy,
    contact: row.contact,
    contactEmail: viewerId ? row.user.email : null,
    mine: viewerId !== null && row.userId === viewerId,
  };
}
