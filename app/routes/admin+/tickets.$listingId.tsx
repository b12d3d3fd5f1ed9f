import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/admin/admin-page";
import { getListingForAdmin, listListingMessages } from "~/models/tickets.server";
import { listingPriceText } from "~/models/tickets";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";
import { seatLine } from "~/components/tickets/ticket-listing-card";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { parseId } from "~/utils/validation.server";

export const meta: MetaFunction = (args) => titled(m.tickets_admin_listing_title())(args);

const notFound = () => json({ message: m.tickets_listing_not_found() }, { status: 404 });

const STATE: Record<string, () => string> = {
  sold: m.tickets_admin_state_sold,
  "given-away": m.tickets_admin_state_given_away,
  withdrawn: m.tickets_admin_state_withdrawn,
  removed: m.tickets_admin_state_removed,
  "event-cancelled": m.tickets_admin_state_event_cancelled,
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
      ? m.tickets_admin_state_open()
      : m.tickets_admin_state_expired()
    : (STATE[listing.closedReason ?? "withdrawn"] ?? STATE.withdrawn)();
  return json({ listing: shown, state, messages }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AdminTicketListing() {
  const { listing, state, messages } = useLoaderData<typeof loader>();
  const { timeZone, currency } = useBranding();
  const poster = [listing.firstName, listing.lastName].filter(Boolean).join(" ") || m.tickets_admin_member();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to="/admin/tickets" label={m.tickets_admin_back()} />
      <h1 className="text-3xl font-bold">{m.tickets_admin_listing_heading({ id: listing.id, title: listing.matchTitle })}</h1>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{m.tickets_admin_match()}</dt>
        <dd>{formatDateTime(listing.matchDate, timeZone)}</dd>
        <dt className="font-medium">{m.tickets_admin_seats()}</dt>
        <dd>{`${seatLine(listing)} · ${listingPriceText(listing, currency)}`}</dd>
        <dt className="font-medium">{m.tickets_admin_posted_by()}</dt>
        <dd>{`${poster} · ${listing.email ?? m.tickets_admin_no_email()} · ${formatDateTime(listing.createdAt, timeZone)}`}</dd>
        <dt className="font-medium">{m.tickets_admin_state()}</dt>
        <dd>{listing.removalReason ? `${state}: ${listing.removalReason}` : state}</dd>
      </dl>
      <section aria-labelledby="listing-messages" className="space-y-3">
        <h2 id="listing-messages" className="text-xl font-semibold">
          {m.tickets_admin_messages()}
        </h2>
        {messages.length === 0 ? (
          <p className="text-gray-600 dark:text-gray-300">{m.tickets_admin_no_messages()}</p>
        ) : (
          <ol className="space-y-3">
            {messages.map((message) => (
              <li key={message.id} className="rounded-lg border border-gray-200 p-4 dark:border-gray-700" data-testid="listing-message">
                <p className="text-xs text-gray-600 dark:text-gray-300">
                  {`${[message.senderFirstName, message.senderLastName].filter(Boolean).join(" ") || m.tickets_admin_member()} · ${message.senderEmail ?? m.tickets_admin_no_email()} · ${formatDateTime(message.createdAt, timeZone)}`}
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
