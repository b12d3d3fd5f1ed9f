import { Form } from "@remix-run/react";
import { Button } from "../ui/button";
import { inputClass } from "../ui/field";
import { formatPrice } from "~/utils/format";
import type { OrderStatus } from "~/models/orders";
import { useBranding } from "~/utils/branding";
import { fulfillmentLabel } from "~/models/products";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** What the admin order page's action answers when it refuses (400 bad input, 409 an illegal change). */
export type OrderActionData = {
  message: string;
  errors: Record<string, string[] | undefined>;
  values: { carrier: string; trackingNumber: string; trackingUrl: string };
};

type Line = { id: number; name: string; size: string | null; quantity: number; unitPrice: string; fulfillmentType: string };

export function OrderLinesTable({ lines, total }: { lines: Line[]; total: string }) {
  const { currency } = useBranding();
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={m.shop_order_items()}>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-lg font-semibold">{m.shop_order_items()}</caption>
        <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
          <tr>
            <th className="py-2">{m.shop_admin_order_item()}</th>
            <th className="py-2">{m.shop_size_legend()}</th>
            <th className="py-2">{m.shop_admin_order_fulfilment()}</th>
            <th className="py-2 text-right">{m.shop_admin_order_qty()}</th>
            <th className="py-2 text-right">{m.shop_admin_order_unit_price()}</th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={5} className="py-2 text-gray-600 dark:text-gray-300">
                {m.shop_admin_order_no_lines()}
              </td>
            </tr>
          ) : null}
          {lines.map((line) => (
            <tr key={line.id} className="border-b border-gray-100 dark:border-gray-800" data-testid="order-line">
              <td className="py-2 font-medium">{line.name}</td>
              <td className="py-2">{line.size ?? "—"}</td>
              <td className="py-2">{fulfillmentLabel(line.fulfillmentType)}</td>
              <td className="py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2 text-right tabular-nums">{formatPrice(line.unitPrice, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className="py-2 text-right">
              {m.shop_cart_total()}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{formatPrice(total, currency)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

const LABELS: Record<OrderStatus, () => string> = {
  pending: m.shop_admin_order_action_pending,
  processing: m.shop_admin_order_action_processing,
  shipped: m.shop_admin_order_action_shipped,
  delivered: m.shop_admin_order_action_delivered,
  cancelled: m.shop_admin_order_action_cancelled,
};

/**
 * The legal next statuses only, each a plain form post (intent=status). Shipping asks for the
 * carrier and tracking, all optional; a refusal (400/409) shows its message here and keeps what was typed.
 */
export function OrderStatusActions({
  next,
  actionData,
  busyIntent,
  busyStatus,
}: {
  next: readonly OrderStatus[];
  actionData: OrderActionData | null;
  busyIntent: FormDataEntryValue | null;
  busyStatus: FormDataEntryValue | null;
}) {
  const busy = (status: OrderStatus) => busyIntent === "status" && busyStatus === status;
  const fieldError = (name: string) => actionData?.errors[name]?.join(" ");
  return (
    <section aria-labelledby="next-steps" className="space-y-4">
      <h2 id="next-steps" className="text-lg font-semibold">
        {m.shop_admin_order_next_steps()}
      </h2>
      {actionData ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {actionData.message}
        </p>
      ) : null}
      {next.length === 0 ? <p className="text-sm text-gray-600 dark:text-gray-300">{m.shop_admin_order_final()}</p> : null}
      <div className="flex flex-wrap items-start gap-4">
        {next
          .filter((status) => status !== "shipped")
          .map((status) => (
            <Form method="post" key={status}>
              <input type="hidden" name="status" value={status} />
              <Button
                type="submit"
                name="intent"
                value="status"
                variant={status === "cancelled" ? "danger" : "primary"}
                disabled={busy(status)}
              >
                {busy(status) ? m.shop_saving() : LABELS[status]()}
              </Button>
            </Form>
          ))}
      </div>
      {next.includes("shipped") ? (
        <Form
          method="post"
          noValidate
          className="max-w-xl space-y-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
          aria-label={m.shop_admin_order_ship_form()}
        >
          <input type="hidden" name="status" value="shipped" />
          <p className="text-sm text-gray-700 dark:text-gray-300">{m.shop_admin_order_ship_hint()}</p>
          {(
            [
              ["carrier", m.shop_order_carrier(), "text"],
              ["trackingNumber", m.shop_order_tracking_number(), "text"],
              ["trackingUrl", m.shop_order_tracking_link(), "url"],
            ] as const
          ).map(([name, label, type]) => (
            <div key={name} className="space-y-1">
              <label htmlFor={`ship-${name}`} className="block text-sm font-medium">
                {label}
              </label>
              <input
                id={`ship-${name}`}
                name={name}
                type={type}
                defaultValue={actionData?.values[name] ?? ""}
                aria-invalid={fieldError(name) ? true : undefined}
                aria-describedby={fieldError(name) ? `ship-${name}-error` : undefined}
                className={inputClass}
              />
              {fieldError(name) ? (
                <p id={`ship-${name}-error`} className="text-sm text-red-600 dark:text-red-400">
                  {fieldError(name)}
                </p>
              ) : null}
            </div>
          ))}
          <Button type="submit" name="intent" value="status" disabled={busy("shipped")}>
            {busy("shipped") ? m.shop_saving() : LABELS.shipped()}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
