import type { CheckoutFailure } from "~/models/checkout.server";
import type { MessageMap } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const PICKUP_NOT_UPCOMING = () => m.shop_checkout_pickup_not_upcoming();
export const MEMBERSHIP_IN_CART = () => m.shop_checkout_membership_in_cart();

/** An order the shop's checkout refused to place (the pickup one is shown beside the event field). */
export const checkoutMessages: MessageMap<CheckoutFailure> = {
  empty: () => m.shop_checkout_empty(),
  unavailable: ({ names }) => m.shop_checkout_unavailable_names({ names: names.join(", "), count: names.length }),
  membership: () => m.shop_checkout_membership_in_cart(),
  changed: () => m.shop_checkout_cart_changed(),
  pickup: () => m.shop_checkout_pickup_not_upcoming(),
  "pickup-not-offered": () => m.shop_checkout_pickup_not_offered(),
};

/** An order status as a word inside a sentence ('is shipped', 'ist versandt'); an unknown one as it is stored. */
export function orderStatusWord(status: string | null): string {
  return m.shop_order_status_word({ status: status ?? "pending" });
}
