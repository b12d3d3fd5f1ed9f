import type { SubmitResult } from "~/models/pod-orders.server";
import type { MessageMap } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** An order that could not be sent to Printify (the admin's order page); Printify's own refusal is passed on as it said it. */
export const providerSubmitMessages: MessageMap<Extract<SubmitResult, { ok: false }>> = {
  "not-found": () => m.shop_order_not_found(),
  "not-paid": () => m.shop_pod_not_paid(),
  "no-pod-lines": () => m.shop_pod_no_lines(),
  "already-submitted": () => m.shop_pod_already_submitted(),
  "in-progress": () => m.shop_pod_in_progress(),
  "not-connected": () => m.shop_pod_not_connected(),
  "no-address": () => m.shop_pod_no_address(),
  cancelled: () => m.shop_pod_cancelled(),
  "provider-error": ({ message }) => message,
};
