import { and, desc, eq } from "drizzle-orm";
import { ticketListings, users } from "../../db/schema";
import { db } from "~/utils/db.server";

/** Active listings with the poster's name and email (for the contact mail link), newest first. */
export function listActiveListings({ listingType }: { listingType?: string } = {}) {
  const where = listingType
    ? and(eq(ticketListings.isActive, true), eq(ticketListings.listingType, listingType))
    : eq(ticketListings.isActive, true);
  return db
    .select({
      id: ticketListings.id,
      userId: ticketListings.userId,
      eventId: ticketListings.eventId,
      matchTitle: ticketListings.matchTitle,
      matchDate: ticketListings.matchDate,
      section: ticketListings.section,
      row: ticketListings.row,
      seats: ticketListings.seats,
      price: ticketListings.price,
      listingType: ticketListings.listingType,
      tradeDescription: ticketListings.tradeDescription,
      isActive: ticketListings.isActive,
      createdAt: ticketListings.createdAt,
      updatedAt: ticketListings.updatedAt,
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(ticketListings)
    .innerJoin(users, eq(users.id, ticketListings.userId))
    .where(where)
    .orderBy(desc(ticketListings.createdAt), desc(ticketListings.id));
}
