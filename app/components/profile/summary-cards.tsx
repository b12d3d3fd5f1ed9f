import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { OrderStatusBadge } from "~/components/shop/order-status";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { orderNumber } from "~/models/orders";
import * as m from "~/i18n/paraglide/messages/_index.js";

function SummaryCard({
  id,
  title,
  link,
  linkText,
  children,
}: {
  id: string;
  title: string;
  link: string;
  linkText: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <Link to={link} className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
          {linkText}
        </Link>
      </div>
      {children}
    </section>
  );
}

export type UpcomingEventSummary = {
  id: number;
  title: string;
  date: string;
  location: string;
  going: boolean;
  /** The member's place in line when the event was full; null otherwise. */
  waitlistPosition?: number | null;
};

/** Up to 3 future events (the group's, not only the member's), marked when the member is going or waiting in line. */
export function UpcomingEventsCard({ events }: { events: readonly UpcomingEventSummary[] }) {
  const { timeZone } = useBranding();
  return (
    <SummaryCard id="upcoming-events-card" title={m.profile_events_heading()} link="/events" linkText={m.profile_events_all()}>
      {events.length ? (
        <ul className="mt-4 space-y-3">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-medium">
                  <Link to={`/events/${event.id}`} className="hover:underline">
                    {event.title}
                  </Link>
                </p>
                <p className="text-sm text-gray-600 dark:text-gray-300">
                  {formatDate(event.date, timeZone)} · {event.location}
                </p>
              </div>
              {event.going ? (
                <Badge tone="green">{m.profile_events_going()}</Badge>
              ) : event.waitlistPosition ? (
                <Badge tone="yellow">{m.profile_events_waitlist({ position: event.waitlistPosition })}</Badge>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-gray-600 dark:text-gray-300">{m.profile_events_empty()}</p>
      )}
    </SummaryCard>
  );
}

export type RecentOrderSummary = { id: string; totalAmount: string; status: string };

export function RecentOrdersCard({ orders }: { orders: readonly RecentOrderSummary[] }) {
  const { currency } = useBranding();
  return (
    <SummaryCard id="recent-orders-card" title={m.profile_orders_heading()} link="/order-tracking" linkText={m.profile_orders_track()}>
      {orders.length ? (
        <ul className="mt-4 space-y-3">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-medium">{m.profile_orders_number({ number: orderNumber(order.id) })}</p>
                <p className="text-sm text-gray-600 dark:text-gray-300">{formatPrice(order.totalAmount, currency)}</p>
              </div>
              <OrderStatusBadge status={order.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-gray-600 dark:text-gray-300">{m.profile_orders_empty()}</p>
      )}
    </SummaryCard>
  );
}

/** The profile's Quick Actions; every one a link or a plain form post, so they work without JavaScript. */
export function QuickActions({ isMember, isAdmin }: { isMember: boolean; isAdmin: boolean }) {
  const link = buttonClass("secondary");
  return (
    <nav aria-labelledby="quick-actions" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <h2 id="quick-actions" className="text-xl font-semibold">
        {m.profile_quick_heading()}
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        {isMember ? (
          <Link to="?add-family#family-members" className={link} preventScrollReset>
            {m.profile_family_add()}
          </Link>
        ) : null}
        <Link to="/profile/card" className={link}>
          {m.profile_quick_card()}
        </Link>
        <Link to="/shop" className={link}>
          {m.profile_quick_shop()}
        </Link>
        <Form method="post" action="/api/user/slack-invite" reloadDocument>
          <button type="submit" className={link}>
            {m.profile_quick_slack()}
          </button>
        </Form>
        {isAdmin ? (
          <Link to="/admin" className={link}>
            {m.profile_quick_admin()}
          </Link>
        ) : null}
        <Link to="/api/logout" className={link} reloadDocument>
          {m.profile_quick_sign_out()}
        </Link>
      </div>
    </nav>
  );
}
