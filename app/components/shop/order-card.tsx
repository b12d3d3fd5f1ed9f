import { OrderProgress, OrderStatusBadge, paymentLabel } from "./order-status";
import { formatDate } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { orderNumber } from "~/models/orders";
import { LINK_SLOT, withLinks } from "./with-links";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type OrderCardData = {
  id: string;
  createdAt: string;
  status: string | null;
  totalAmount: string;
  quantity: number;
  includesMembership: boolean;
  customerEmail: string | null;
  customerName: string | null;
  paymentMethod: string;
  paidAt: string | null;
  pickupEventTitle: string | null;
  pickupEventDate: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  lines: { id: number; name: string; size: string | null; quantity: number }[];
};

/** One order on Order Tracking: number, date, badge, total, quantity, customer, progress, then its lines, payment, pickup and shipment. */
export function OrderCard({ order, timeZone, currency }: { order: OrderCardData; timeZone: string; currency: string }) {
  const status = order.status ?? "pending";
  const shipped = status === "shipped" || status === "delivered";
  return (
    <li className="space-y-3 rounded-lg border border-gray-200 p-5 dark:border-gray-700" data-testid="order-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{m.shop_order_number({ number: orderNumber(order.id) })}</h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {withLinks(
          m.shop_order_card_summary({ date: formatDate(order.createdAt, timeZone), quantity: order.quantity, total: LINK_SLOT("total") }),
          { total: <span className="font-semibold">{formatPrice(order.totalAmount, currency)}</span> },
        )}
      </p>
      {order.includesMembership ? <p className="text-sm text-green-700 dark:text-green-300">{m.shop_order_includes_membership()}</p> : null}
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {order.customerName}
        {order.customerEmail ? ` · ${order.customerEmail}` : ""}
      </p>
      <OrderProgress status={order.status} />
      {order.lines.length > 0 ? (
        <ul
          className="divide-y divide-gray-100 text-sm dark:divide-gray-800"
          aria-label={m.shop_order_card_items({ number: orderNumber(order.id) })}
        >
          {order.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-2 py-1">
              <span>
                {line.name}
                {line.size ? (
                  <span className="text-gray-600 dark:text-gray-300"> · {m.shop_checkout_line_size({ size: line.size })}</span>
                ) : null}
              </span>
              <span className="tabular-nums">× {line.quantity}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600 dark:text-gray-300">{m.shop_order_payment()}</dt>
        <dd>{paymentLabel(order)}</dd>
        {order.pickupEventTitle ? (
          <>
            <dt className="text-gray-600 dark:text-gray-300">{m.shop_order_pickup()}</dt>
            <dd>
              {order.pickupEventTitle}
              {order.pickupEventDate ? `, ${formatDate(order.pickupEventDate, timeZone)}` : ""}
            </dd>
          </>
        ) : null}
        {shipped && (order.carrier || order.trackingNumber) ? (
          <>
            <dt className="text-gray-600 dark:text-gray-300">{m.shop_order_shipment()}</dt>
            <dd>
              {order.carrier}
              {order.trackingNumber ? (
                <>
                  {order.carrier ? " · " : ""}
                  {order.trackingUrl ? (
                    <a
                      href={order.trackingUrl}
                      className="font-semibold text-brand-600 underline dark:text-brand-100"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      {m.shop_order_track({ trackingNumber: order.trackingNumber })}
                    </a>
                  ) : (
                    order.trackingNumber
                  )}
                </>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
