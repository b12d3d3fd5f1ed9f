import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { ListTicketsButton } from "~/components/tickets/list-tickets-dialog";
import { MyListings } from "~/components/tickets/my-listings";
import { RemoveListingForm } from "~/components/tickets/remove-listing-form";
import { TicketListingCard } from "~/components/tickets/ticket-listing-card";
import { buttonClass } from "~/components/ui/button";
import {
  listHomeMatchChoices,
  listMyListings,
  listOpenListings,
  type HomeMatchChoice,
  type ListingType,
  type MyListing,
} from "~/models/tickets.server";
import { getOptionalUser, loginPath } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { toListingCard } from "~/routes/_tickets+/__listing-card.server";

export const meta: MetaFunction = (args) => titled(m.tickets_page_title(), m.tickets_page_description())(args);

const FILTERS = [
  { value: "", label: m.tickets_filter_all },
  { value: "sale", label: m.tickets_filter_sale },
  { value: "trade", label: m.tickets_filter_trade },
  { value: "free", label: m.tickets_filter_free },
] as const;

/** Listings come in pages, so the page stays small however busy the exchange gets (as on /events). */
const PAGE = 24;
const MAX_SHOWN = 480;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("type") ?? "";
  const listingType = FILTERS.some((f) => f.value === requested) ? (requested as ListingType | "") : "";
  const asked = Number(url.searchParams.get("show"));
  const show = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_SHOWN) : PAGE;
  const user = await getOptionalUser(request);
  const now = new Date();
  const viewer = user ? { id: user.id } : null;
  const [rows, mine, homeMatches] = await Promise.all([
    listOpenListings({ now, listingType: listingType || undefined, viewer, limit: show + 1 }),
    user ? listMyListings(user.id, { now }) : Promise.resolve([] as MyListing[]),
    user ? listHomeMatchChoices(now) : Promise.resolve([] as HomeMatchChoice[]),
  ]);
  const hasMore = rows.length > show && show < MAX_SHOWN;
  return json({
    listings: rows.slice(0, show).map((row) => toListingCard(row, user?.id ?? null)),
    mine: mine.map(({ userId: _owner, ...listing }) => listing),
    homeMatches,
    signedIn: Boolean(user),
    isAdmin: Boolean(user?.isAdmin),
    // Where an anonymous visitor's contact button leads: sign-in, then back to this list.
    loginHref: loginPath(`${url.pathname}${url.search}`),
    listingType,
    nextShow: hasMore ? show + PAGE : null,
  });
}

export default function TicketExchangePage() {
  const { listings, mine, homeMatches, signedIn, isAdmin, loginHref, listingType, nextShow } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const typeQuery = listingType ? `type=${listingType}&` : "";
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.tickets_page_title()}</h1>
          <p className="mt-2 text-gray-600 dark:text-gray-300">{m.tickets_page_intro()}</p>
        </div>
        <ListTicketsButton signedIn={signedIn} homeMatches={homeMatches} />
      </header>
      <nav aria-label={m.tickets_page_types()} className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Link
            key={f.value}
            to={f.value ? `${pathname}?type=${f.value}` : pathname}
            aria-current={listingType === f.value ? "page" : undefined}
            className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-medium hover:bg-gray-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-gray-600 dark:hover:bg-gray-800"
          >
            {f.label()}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="open-listings">
        <h2 id="open-listings" className="sr-only">
          {m.tickets_page_listings()}
        </h2>
        {listings.length ? (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {listings.map((listing) => (
              <TicketListingCard
                key={listing.id}
                listing={listing}
                signedIn={signedIn}
                loginHref={loginHref}
                footer={isAdmin && !listing.mine ? <RemoveListingForm listing={listing} returnTo="/tickets" /> : null}
              />
            ))}
          </div>
        ) : (
          <p className="text-gray-600 dark:text-gray-300">{m.tickets_page_empty()}</p>
        )}
        {nextShow ? (
          <p className="mt-6 text-center">
            <Link to={`?${typeQuery}show=${nextShow}`} preventScrollReset className={buttonClass("secondary")}>
              {m.tickets_page_show_more()}
            </Link>
          </p>
        ) : null}
      </section>
      {signedIn ? <MyListings listings={mine} returnTo="/tickets" /> : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
