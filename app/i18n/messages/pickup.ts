import { messageFor, type MessageMap } from "~/i18n/message-map";
import type { CollectFailure } from "~/models/pickup.server";

/** 'Collected' as the merch table words it; 'already' carries the first hand-over's time on the door's clock ('19:02') and who. */
type WordedCollect =
  | { reason: "collected" }
  | { reason: "already-collected"; time: string; collectedBy: string | null }
  | { reason: Exclude<CollectFailure["reason"], "already-collected"> };

const collectMessages: MessageMap<WordedCollect> = {
  collected: "Collected",
  "already-collected": ({ time, collectedBy }) => `Already collected at ${time}${collectedBy ? ` by ${collectedBy}` : ""}`,
  "order-not-found": "Not an order to collect at this event",
  "order-cancelled": "Order cancelled — do not hand it over",
};

export function collectText(failure: WordedCollect): string {
  return messageFor(collectMessages, failure);
}

/** The merch table page's other words. */
export const pickupTexts = {
  title: "Pickup at the merch table",
  searchLabel: "Name, Member ID, order number or email",
  search: "Search",
  collected: "Collected",
  noResults: (query: string) => `No pickup order at this event matches “${query}”.`,
  unknownCard: "This card is not a current member card: search by name instead.",
  order: (number: string) => `Order #${number}`,
  guest: "Guest",
  paid: "Paid",
  payLater: (amount: string) => `To pay at the table: ${amount}`,
  cardNotReceived: "Card payment not received",
  markedPaid: "Payment taken at the table: marked paid.",
  collectedAt: (time: string, by: string | null) => `Collected at ${time}${by ? ` by ${by}` : ""}`,
  nothing: "Choose an order to mark collected.",
  forbidden: "Only admins and this event's volunteers can hand over orders at its merch table.",
  tones: { ok: "Handed over", again: "Handed over earlier", refused: "Not handed over" },
};
