import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/admin/admin-page";
import { getListingForAdmin, listListingMessages } from "~/models/tickets.server";
import { listingPriceText } from "~/models/tickets";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";
import { parseId } from "~/utils/validation.server";

export const meta = titled("Ticket listing (admin)");

const notFound = () => json({ message: "Ticket listing not found" }, { status: 404 });

const STATE: Record<string, string> = {
  sold: "Marked sold by the poster",
  "given-away": "Marked given away by the poster",
  withdrawn: "Withdrawn by the poster",
  removed: "Removed by an admin",
  "event-cancelled": "Closed when its match was cancelled",
};

/**
 * One listing as an admin answers for it, open or closed: the poster's name and address, why it
 * closed, and the messages members sent the poster through the exchange's contact form (what was
 * said, should a dispute come up), oldest first.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.listingId);
  if (id === null) throw notFound();
  const listing = await getListingForAdmin(id);
  if (!listing) throw notFound();
  const messages = await listListingMessages(id);
  const { userId: _poster, ...shown } = listing;
  const state = listing.isActive
    ? listing.matchDate > new Date()
      ? "Open"
      : "Expired (the match has started)"
    : STATE[listing.closedReason ?? "withdrawn"];
  return json({ listing: shown, state, messages }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AdminTicketListing() {
  const { listing, state, messages } = useLoaderData<typeof loader>();
  const { timeZone, currency } = useBranding();
  const poster = [listing.firstName, listing.lastName].filter(Boolean).join(" ") || "Member";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to="/admin/tickets" label="Manage ticket listings" />
      <h1 className="text-3xl font-bold">{`Listing #${listing.id}: ${listing.matchTitle}`}</h1>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Match</dt>
        <dd>{formatDateTime(listing.matchDate, timeZone)}</dd>
        <dt className="font-medium">Seats</dt>
        <dd>
          {`Section ${listing.section}${listing.row ? `, Row ${listing.row}` : ""}, Seats ${listing.seats} · ${listingPriceText(listing, currency)}`}
        </dd>
        <dt className="font-medium">Posted by</dt>
        <dd>{`${poster} · ${listing.email ?? "no email"} · ${formatDateTime(listing.createdAt, timeZone)}`}</dd>
        <dt className="font-medium">State</dt>
        <dd>{listing.removalReason ? `${state}: ${listing.removalReason}` : state}</dd>
      </dl>
      <section aria-labelledby="listing-messages" className="space-y-3">
        <h2 id="listing-messages" className="text-xl font-semibold">
          Messages to the poster
        </h2>
        {messages.length === 0 ? (
          <p className="text-gray-600 dark:text-gray-300">No messages.</p>
        ) : (
          <ol className="space-y-3">
            {messages.map((message) => (
              <li key={message.id} className="rounded-lg border border-gray-200 p-4 dark:border-gray-700" data-testid="listing-message">
                <p className="text-xs text-gray-600 dark:text-gray-300">
                  {`${[message.senderFirstName, message.senderLastName].filter(Boolean).join(" ") || "Member"} · ${message.senderEmail ?? "no email"} · ${formatDateTime(message.createdAt, timeZone)}`}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm">{message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
