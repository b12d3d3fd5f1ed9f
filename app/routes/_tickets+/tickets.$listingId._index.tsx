import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TicketListingCard } from "~/components/tickets/ticket-listing-card";
import { listOpenListings } from "~/models/tickets.server";
import { getOptionalUser, loginPath } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { toListingCard } from "~/routes/_tickets+/__listing-card.server";
import { parseId } from "~/utils/validation.server";
import { BackLink } from "~/components/admin/admin-page";

export const meta = titled("Ticket listing");

/**
 * One open listing on its own page: where a ticket alert's links lead. A listing that was sold,
 * withdrawn or removed, or whose match has started, is gone (404), like on the list.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.listingId);
  if (id === null) throw new Response("Listing not found", { status: 404 });
  const user = await getOptionalUser(request);
  const [row] = await listOpenListings({ id, viewer: user ? { id: user.id } : null, limit: 1 });
  if (!row) throw new Response("This listing is no longer on the exchange.", { status: 404 });
  return json({ listing: toListingCard(row, user?.id ?? null), signedIn: Boolean(user), loginHref: loginPath(`/tickets/${id}`) });
}

export default function TicketListingPage() {
  const { listing, signedIn, loginHref } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <BackLink to="/tickets" label="Ticket Exchange" />
      <h1 className="text-3xl font-bold">Ticket listing</h1>
      <TicketListingCard listing={listing} signedIn={signedIn} loginHref={loginHref} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
