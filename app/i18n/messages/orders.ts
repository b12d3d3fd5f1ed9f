import type { SubmitResult } from "~/models/pod-orders.server";
import type { MessageMap } from "~/i18n/message-map";

/** An order that could not be sent to Printify (the admin's order page); Printify's own refusal is passed on as it said it. */
export const providerSubmitMessages: MessageMap<Extract<SubmitResult, { ok: false }>> = {
  "not-found": "Order not found.",
  "not-paid": "The order is not paid yet, so it cannot be sent for printing.",
  "no-pod-lines": "The order has no print-on-demand items.",
  "already-submitted": "The order is already with Printify.",
  "in-progress": "This order is being sent to Printify right now. Reload the page in a minute to see whether Printify took it.",
  "not-connected": "Printify is not connected (PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID): the order was not sent for printing.",
  "no-address": "The order has no shipping address, so it cannot be sent for printing.",
  cancelled: "The order is cancelled.",
  "provider-error": ({ message }) => message,
};
