import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { TicketListingForm, type TicketFormValues } from "~/components/tickets/ticket-listing-form";
import { getOwnOpenListing, listHomeMatchChoices, updateListing } from "~/models/tickets.server";
import { requireUser } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { titled } from "~/utils/meta";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { requireSameOrigin } from "~/utils/security.server";
import { LISTING_UPDATE_FAILED } from "~/utils/messages";
import { readTicketForm, ticketFormFailure, ticketFormInvalid, ticketFormRefused } from "~/routes/_tickets+/__listing-form.server";
import { respondWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";
import { dateToWallTime } from "~/utils/zoned-time";

export const meta: MetaFunction = (args) => titled(m.tickets_edit_title())(args);

const notFound = () => new Response(m.tickets_not_found(), { status: 404 });

/** The poster's own open listing only: ownership is in the query, so another member's id is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.listingId);
  const user = await requireUser(request, { returnTo: `/tickets/${params.listingId ?? ""}/edit` });
  if (id === null) throw notFound();
  const [listing, homeMatches] = await Promise.all([getOwnOpenListing(user.id, id), listHomeMatchChoices()]);
  if (!listing) throw notFound();
  const values: TicketFormValues = {
    eventId: listing.eventId === null ? "" : String(listing.eventId),
    matchTitle: listing.matchTitle,
    matchDate: dateToWallTime(listing.matchDate, branding.timeZone).slice(0, 16),
    section: listing.section,
    row: listing.row ?? "",
    seats: listing.seats,
    price: listing.price ?? "",
    listingType: listing.listingType,
    tradeDescription: listing.tradeDescription ?? "",
  };
  return json({ id, values, homeMatches });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: "/tickets" });
  const id = parseId(params.listingId);
  if (id === null) throw notFound();
  const form = await readTicketForm(request);
  if (!form.ok) return ticketFormInvalid(form.reply);
  try {
    const updated = await updateListing(user.id, id, form.input);
    if (!updated.ok && updated.reason === "listing-not-found") throw notFound();
    if (!updated.ok) return ticketFormRefused(form.values, updated);
    const { listing } = updated;
    return respondWithToast(
      request,
      "/tickets",
      { type: "success", title: m.tickets_success(), description: m.tickets_updated() },
      { reply: null, listing: { id: listing.id } },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    return ticketFormFailure(form.values, error, LISTING_UPDATE_FAILED());
  }
}

export default function EditTicketListingPage() {
  const { id, values, homeMatches } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage back={{ to: "/tickets", label: m.tickets_exchange() }} title={m.tickets_edit_title()}>
      <TicketListingForm
        id="edit-ticket-listing"
        action={`/tickets/${id}/edit`}
        homeMatches={homeMatches}
        reply={actionData?.reply}
        defaultValues={values}
        submitLabel={m.tickets_save_changes()}
        pendingLabel={m.tickets_saving()}
        pending={navigation.state === "submitting"}
      />
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
