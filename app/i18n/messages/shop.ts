import type { CheckoutFailure } from "~/models/checkout.server";
import type { MessageMap } from "~/i18n/message-map";

export const PICKUP_NOT_UPCOMING = "That event is not an upcoming event any more. Choose another one.";
export const MEMBERSHIP_IN_CART =
  "Memberships are not paid in the shop's checkout: check out your membership at /join/checkout, or remove it from your cart to check out the rest.";

/** An order the shop's checkout refused to place (the pickup one is shown beside the event field). */
export const checkoutMessages: MessageMap<CheckoutFailure> = {
  empty: "Your cart is empty.",
  unavailable: ({ names }) =>
    `${names.join(", ")} ${names.length === 1 ? "is" : "are"} no longer available. Remove ${names.length === 1 ? "it" : "them"} from your cart to check out.`,
  membership: MEMBERSHIP_IN_CART,
  changed: "Your cart changed while you were checking out. Please check the form and place the order again.",
  pickup: PICKUP_NOT_UPCOMING,
  "pickup-not-offered": "Your order cannot be collected at that event: choose one from the list.",
};
