import { messageFor, type MessageMap } from "~/i18n/message-map";
import type { CollectFailure } from "~/models/pickup.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** 'Collected' as the merch table words it; 'already' carries the first hand-over's time on the door's clock ('19:02') and who. */
type WordedCollect =
  | { reason: "collected" }
  | { reason: "already-collected"; time: string; collectedBy: string | null }
  | { reason: Exclude<CollectFailure["reason"], "already-collected"> };

const collectMessages: MessageMap<WordedCollect> = {
  collected: () => m.events_pickup_collected(),
  "already-collected": ({ time, collectedBy }) =>
    collectedBy ? m.events_pickup_already_collected_by({ time, by: collectedBy }) : m.events_pickup_already_collected({ time }),
  "order-not-found": () => m.events_pickup_order_not_found(),
  "order-cancelled": () => m.events_pickup_order_cancelled(),
};

export function collectText(failure: WordedCollect): string {
  return messageFor(collectMessages, failure);
}

/** The merch table page's other words (functions: each call speaks the page's language). */
export const pickupTexts = {
  title: m.events_pickup_title,
  searchLabel: m.events_pickup_search_label,
  searchForm: m.events_pickup_search_form,
  search: m.events_door_search,
  collected: m.events_pickup_collected,
  noResults: (query: string) => m.events_pickup_no_results({ query }),
  unknownCard: m.events_pickup_unknown_card,
  order: (number: string) => m.events_pickup_order({ number }),
  guest: m.events_pickup_guest,
  paid: m.events_pickup_paid,
  payLater: (amount: string) => m.events_pickup_pay_later({ amount }),
  cardNotReceived: m.events_pickup_card_not_received,
  markedPaid: m.events_pickup_marked_paid,
  collectedAt: (time: string, by: string | null) =>
    by ? m.events_pickup_collected_at_by({ time, by }) : m.events_pickup_collected_at({ time }),
  nothing: m.events_pickup_nothing,
  forbidden: m.events_pickup_forbidden,
  tones: { ok: m.events_pickup_tone_ok, again: m.events_pickup_tone_again, refused: m.events_pickup_tone_refused },
};
