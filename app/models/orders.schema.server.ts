import * as z from "zod";
import { MAX_CART_LINE_QUANTITY } from "./products";
import { httpUrl, idSchema, text } from "../utils/validation";
import { ORDER_TRANSITIONS, type OrderStatus } from "./orders";
import * as m from "../i18n/paraglide/messages/_index.js";

/** The cart page's and the order pages' input, shared by the pages and the API (server only: zod stays out of page bundles). */

const QUANTITY_MESSAGE = () => m.shop_cart_quantity_invalid({ max: MAX_CART_LINE_QUANTITY });
const CART_LINE_NOT_FOUND = () => m.shop_cart_line_not_found();

const quantity = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: QUANTITY_MESSAGE })
    .int({ error: QUANTITY_MESSAGE })
    .min(1, { error: QUANTITY_MESSAGE })
    .max(MAX_CART_LINE_QUANTITY, { error: QUANTITY_MESSAGE }),
);

/** One cart line's form: intent update (a new quantity, 1–20) or remove. */
const CartLineForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update"), lineId: idSchema, quantity }),
  z.object({ intent: z.literal("remove"), lineId: idSchema }),
]);

export type CartLineInput = z.infer<typeof CartLineForm>;

/**
 * Reads a cart line's form: the change, or the refusal to answer (404 when the line id cannot be
 * one of the cart's lines, 400 for a bad quantity or intent) with what was typed.
 */
export function readCartLineForm(
  form: Record<string, FormDataEntryValue>,
): { ok: true; data: CartLineInput } | { ok: false; status: 400 | 404; lineId: number | null; quantity: string | null; message: string } {
  const typed = typeof form.quantity === "string" ? form.quantity.slice(0, 20) : null;
  const lineId = idSchema.safeParse(form.lineId);
  if (!lineId.success) return { ok: false, status: 404, lineId: null, quantity: typed, message: CART_LINE_NOT_FOUND() };
  const parsed = CartLineForm.safeParse(form);
  if (parsed.success) return { ok: true, data: parsed.data };
  const message = form.intent === "update" || form.intent === "remove" ? QUANTITY_MESSAGE() : m.shop_cart_line_choose_intent();
  return { ok: false, status: 400, lineId: lineId.data, quantity: typed, message };
}

/** The refusal when a line is not in the requester's cart (404). */
export const cartLineNotFound = (lineId: number, quantity: string | null) => ({ lineId, quantity, message: CART_LINE_NOT_FOUND() });

const ORDER_STATUS_VALUES = Object.keys(ORDER_TRANSITIONS) as [OrderStatus, ...OrderStatus[]];
const STATUS_MESSAGE = () => m.shop_order_status_invalid({ statuses: ORDER_STATUS_VALUES.join(", ") });

const optionalText = (label: () => string, max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), text(label, max).nullable().optional());

const optionalUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  httpUrl(m.shop_order_tracking_link).nullable().optional(),
);

/** Shipping details an admin may add when an order moves to shipped (all optional). */
const ShippingDetails = z.object({
  carrier: optionalText(m.shop_order_carrier, 50),
  trackingNumber: optionalText(m.shop_order_tracking_number, 100),
  trackingUrl: optionalUrl,
});

/** PATCH /api/orders/{id}: { status, carrier?, trackingNumber?, trackingUrl? }. */
export const OrderStatusBody = ShippingDetails.extend({
  status: z.enum(ORDER_STATUS_VALUES, { error: STATUS_MESSAGE }),
});

/** The admin order page's forms: one submit button per intent. */
const AdminOrderForm = z.discriminatedUnion("intent", [
  ShippingDetails.extend({ intent: z.literal("status"), status: z.enum(ORDER_STATUS_VALUES, { error: STATUS_MESSAGE }) }),
  z.object({ intent: z.literal("mark-paid") }),
  z.object({ intent: z.literal("retry-provider") }),
]);

/** The admin order page's form, or the field errors to show next to the fields. */
export function readAdminOrderForm(form: Record<string, FormDataEntryValue>) {
  const parsed = AdminOrderForm.safeParse(form);
  if (parsed.success) return { ok: true as const, data: parsed.data };
  return { ok: false as const, errors: z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined> };
}

/** The admin list's GET filters; anything unreadable is simply no filter. */
export function readOrderFilters(url: URL): { status: OrderStatus | null; eventId: number | null; page: number } {
  const status = url.searchParams.get("status");
  const event = idSchema.safeParse(url.searchParams.get("event") ?? "");
  const page = Number(url.searchParams.get("page"));
  return {
    status: status && (ORDER_STATUS_VALUES as string[]).includes(status) ? (status as OrderStatus) : null,
    eventId: event.success ? event.data : null,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}
