import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TicketListingCard } from "~/components/tickets/ticket-listing-card";
import { listOpenListings } from "~/models/tickets.server";
import { getOptionalUser, loginPath } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { toListingCard } from "~/routes/_tickets+/__listing-card.server";
import { parseId } from "~/utils/validation.server";
import { BackLink } from "~/components/admin/admin-page";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.tickets_listing_title())(args);

/**
 * One open listing on its own page: where a ticket alert's links lead. A listing that was sold,
 * withdrawn or removed, or whose match has started, is gone (404), like on the list.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.listingId);
  if (id === null) throw new Response(m.tickets_not_found(), { status: 404 });
  const user = await getOptionalUser(request);
  const [row] = await listOpenListings({ id, viewer: user ? { id: user.id } : null, limit: 1 });
  if (!row) throw new Response(m.tickets_listing_gone(), { status: 404 });
  return json({ listing: toListingCard(row, user?.id ?? null), signedIn: Boolean(user), loginHref: loginPath(`/tickets/${id}`) });
}

export default function TicketListingPage() {
  const { listing, signedIn, loginHref } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <BackLink to="/tickets" label={m.tickets_exchange()} />
      <h1 className="text-3xl font-bold">{m.tickets_listing_title()}</h1>
      <TicketListingCard listing={listing} signedIn={signedIn} loginHref={loginHref} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
