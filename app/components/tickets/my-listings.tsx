import { Link } from "@remix-run/react";
import { Badge } from "../ui/badge";
import { OwnListingControls, seatLine } from "./ticket-listing-card";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { listingPriceText } from "~/models/tickets";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type MyListing = {
  id: number;
  matchTitle: string;
  matchDate: string;
  section: string;
  row: string | null;
  seats: string;
  price: string | null;
  listingType: "sale" | "trade" | "free";
  state: "open" | "expired" | "sold" | "given-away" | "withdrawn" | "removed" | "event-cancelled";
  removalReason: string | null;
};

const STATE = {
  open: { label: m.tickets_state_open, tone: "green" },
  expired: { label: m.tickets_state_expired, tone: "gray" },
  sold: { label: m.tickets_state_sold, tone: "blue" },
  "given-away": { label: m.tickets_state_given_away, tone: "blue" },
  withdrawn: { label: m.tickets_state_withdrawn, tone: "gray" },
  removed: { label: m.tickets_state_removed, tone: "red" },
  "event-cancelled": { label: m.tickets_state_event_cancelled, tone: "gray" },
} as const;

/**
 * 'My listings' on /tickets (every listing of the member, with its state) and, compact, on the
 * profile (the open ones, with a link to the exchange). Open listings carry their controls.
 */
export function MyListings({ listings, returnTo, compact = false }: { listings: MyListing[]; returnTo: string; compact?: boolean }) {
  const { timeZone, currency } = useBranding();
  return (
    <section aria-labelledby="my-listings" className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="my-listings" className={compact ? "text-xl font-semibold" : "text-2xl font-semibold"}>
          {compact ? m.tickets_my_heading_compact() : m.tickets_my_heading()}
        </h2>
        {compact ? (
          <Link to="/tickets" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
            {m.tickets_exchange()}
          </Link>
        ) : null}
      </div>
      {listings.length ? (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white dark:divide-gray-700 dark:border-gray-700 dark:bg-gray-800">
          {listings.map((listing) => {
            const state = STATE[listing.state];
            return (
              <li key={listing.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="break-words font-semibold">{listing.matchTitle}</p>
                  <p className="text-sm text-gray-700 dark:text-gray-300">
                    {formatDateTime(listing.matchDate, timeZone)} · {seatLine(listing)} · {listingPriceText(listing, currency)}
                  </p>
                  <Badge tone={state.tone}>{state.label()}</Badge>
                  {listing.state === "removed" && listing.removalReason ? (
                    <p className="text-sm text-gray-700 dark:text-gray-300">{m.tickets_my_reason({ reason: listing.removalReason })}</p>
                  ) : null}
                </div>
                {listing.state === "open" ? <OwnListingControls listing={listing} returnTo={returnTo} /> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-gray-600 dark:text-gray-300">{compact ? m.tickets_my_empty_compact() : m.tickets_my_empty()}</p>
      )}
    </section>
  );
}
