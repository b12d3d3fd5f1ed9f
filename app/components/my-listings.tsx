import { Badge } from "./ui/badge";
import { listingPriceText, OwnListingControls } from "./ticket-listing-card";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";

export type MyListing = {
  id: number;
  matchTitle: string;
  matchDate: string;
  section: string;
  row: string | null;
  seats: string;
  price: string | null;
  listingType: "sale" | "trade" | "free";
  state: "open" | "expired" | "sold" | "given-away" | "withdrawn" | "removed";
  removalReason: string | null;
};

const STATE = {
  open: { label: "Open", tone: "green" },
  expired: { label: "Closed at kick-off", tone: "gray" },
  sold: { label: "Sold", tone: "blue" },
  "given-away": { label: "Given away", tone: "blue" },
  withdrawn: { label: "Withdrawn", tone: "gray" },
  removed: { label: "Removed by an admin", tone: "red" },
} as const;

/** 'My listings' on /tickets and the profile: every listing of the member, open ones with their controls. */
export function MyListings({ listings, returnTo, headingLevel = 2 }: { listings: MyListing[]; returnTo: string; headingLevel?: 2 | 3 }) {
  const { timeZone } = useBranding();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="my-listings" className="space-y-4">
      <Heading id="my-listings" className="text-2xl font-semibold">
        My listings
      </Heading>
      {listings.length ? (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white dark:divide-gray-700 dark:border-gray-700 dark:bg-gray-800">
          {listings.map((listing) => {
            const state = STATE[listing.state];
            return (
              <li key={listing.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="break-words font-semibold">{listing.matchTitle}</p>
                  <p className="text-sm text-gray-700 dark:text-gray-300">
                    {formatDateTime(listing.matchDate, timeZone)} · Section {listing.section}
                    {listing.row ? `, Row ${listing.row}` : ""}, Seats {listing.seats} · {listingPriceText(listing)}
                  </p>
                  <Badge tone={state.tone}>{state.label}</Badge>
                  {listing.state === "removed" && listing.removalReason ? (
                    <p className="text-sm text-gray-700 dark:text-gray-300">Reason: {listing.removalReason}</p>
                  ) : null}
                </div>
                {listing.state === "open" ? <OwnListingControls listing={listing} returnTo={returnTo} /> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-gray-600 dark:text-gray-300">You have no listings yet.</p>
      )}
    </section>
  );
}
