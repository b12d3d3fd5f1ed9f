import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { listActiveListings } from "~/models/tickets.server";
import { useBranding } from "~/utils/branding";
import { formatDate, formatTime } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { titled } from "~/utils/meta";

export const meta = titled("Ticket Exchange", "Members buy, trade and give away match tickets.");

const FILTERS = [
  { value: "", label: "All Listings" },
  { value: "sale", label: "Sale" },
  { value: "trade", label: "Trade" },
  { value: "free", label: "Free" },
];

const TYPE = {
  sale: { badge: "For Sale", tone: "blue", action: "Contact Seller" },
  trade: { badge: "For Trade", tone: "purple", action: "Propose Trade" },
  free: { badge: "Free", tone: "green", action: "Claim Ticket" },
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const requested = new URL(request.url).searchParams.get("type") ?? "";
  const listingType = FILTERS.some((f) => f.value === requested) ? requested : "";
  const listings = await listActiveListings({ listingType: listingType || undefined });
  return json({
    // Only a first name and last initial are shown; the email is used only for the contact link.
    listings: listings.map(({ user, ...listing }) => ({
      ...listing,
      poster: `${user.firstName ?? "Member"} ${user.lastName ? `${user.lastName.charAt(0)}.` : ""}`.trim(),
      contactEmail: user.email,
    })),
    listingType,
  });
}

export default function TicketExchangePage() {
  const { listings, listingType } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const { pathname } = useLocation();
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">Ticket Exchange</h1>
        <p className="mt-2 text-gray-600 dark:text-gray-300">
          Members sell, trade and give away match tickets at face value or less.
        </p>
      </header>
      <nav aria-label="Listing types" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Link
            key={f.label}
            to={f.value ? `${pathname}?type=${f.value}` : pathname}
            aria-current={listingType === f.value ? "page" : undefined}
            className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-medium hover:bg-gray-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-gray-600 dark:hover:bg-gray-800"
          >
            {f.label}
          </Link>
        ))}
      </nav>
      {listings.length ? (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {listings.map((l) => {
            const type = TYPE[l.listingType as keyof typeof TYPE] ?? TYPE.sale;
            return (
              <article key={l.id} className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-800">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="min-w-0 break-words text-lg font-semibold">{l.matchTitle}</h2>
                  <Badge tone={type.tone}>{type.badge}</Badge>
                </div>
                <p className="text-sm">
                  {l.matchDate ? `${formatDate(l.matchDate, timeZone)} · ${formatTime(l.matchDate, timeZone)}` : "TBD"}
                </p>
                <p className="text-sm">
                  Section {l.section}
                  {l.row ? `, Row ${l.row}` : ""}, Seats {l.seats}
                </p>
                {l.listingType === "trade" && l.tradeDescription ? (
                  <p className="text-sm text-gray-700 dark:text-gray-300">{l.tradeDescription}</p>
                ) : null}
                <p className="text-lg font-bold">
                  {l.listingType === "sale" ? `${formatPrice(l.price)} each` : l.listingType === "trade" ? "Trade Only" : "FREE"}
                </p>
                <p className="text-xs text-gray-600 dark:text-gray-300">
                  Posted by {l.poster} · {l.createdAt ? formatDate(l.createdAt, timeZone) : "Recently"}
                </p>
                {l.contactEmail ? (
                  <a
                    className={buttonClass("primary", "mt-2")}
                    href={`mailto:${l.contactEmail}?subject=${encodeURIComponent(`Tickets: ${l.matchTitle}`)}`}
                  >
                    {type.action}
                  </a>
                ) : (
                  <button type="button" disabled title="No contact info available" className={buttonClass("primary", "mt-2")}>
                    {type.action}
                  </button>
                )}
              </article>
            );
          })}
        </div>
      ) : (
        <p className="text-gray-600 dark:text-gray-300">No ticket listings found</p>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
