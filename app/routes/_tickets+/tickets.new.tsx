import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { DelayedRedirect } from "~/components/site/delayed-redirect";
import { TicketListingForm } from "~/components/tickets/ticket-listing-form";
import { createListing, listHomeMatchChoices, type HomeMatchChoice } from "~/models/tickets.server";
import { getOptionalUser, loginPath, requireUser } from "~/utils/auth.server";
import { LISTING_CREATE_FAILED, TICKET_LOGIN_DELAY_MS, TICKET_LOGIN_REQUIRED } from "~/utils/messages";
import { titled } from "~/utils/meta";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { requireSameOrigin } from "~/utils/security.server";
import { readTicketForm, ticketFormFailure, ticketFormInvalid, ticketFormRefused } from "~/routes/_tickets+/__listing-form.server";
import { redirectDocumentWithNotice, respondWithToast } from "~/utils/toast.server";
import { oncePerKey } from "~/models/request-keys.server";

export const meta: MetaFunction = (args) => titled(m.tickets_list_button())(args);

const PATH = "/tickets/new";

/**
 * The listing form on its own page: where 'List Tickets' leads without JavaScript. An anonymous
 * visitor gets the 'Login Required' notice and goes on to sign-in (at once for a document request,
 * with the toast; after 1 s for a client-side navigation), coming back here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) {
    await redirectDocumentWithNotice(request, loginPath(PATH), TICKET_LOGIN_REQUIRED());
    return json({ loginTo: loginPath(PATH), homeMatches: [] as HomeMatchChoice[] });
  }
  return json({ loginTo: null, homeMatches: await listHomeMatchChoices() });
}

/** One listing per press of 'List Tickets', however often the post arrives. */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

async function act({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: PATH });
  const form = await readTicketForm(request);
  if (!form.ok) return ticketFormInvalid(form.reply);
  try {
    const created = await createListing(user.id, form.input);
    if (!created.ok) return ticketFormRefused(form.values, created);
    const { listing } = created;
    return respondWithToast(
      request,
      "/tickets",
      { type: "success", title: m.tickets_success(), description: m.tickets_created() },
      { reply: null, listing: { id: listing.id } },
    );
  } catch (error) {
    return ticketFormFailure(form.values, error, LISTING_CREATE_FAILED());
  }
}

export default function NewTicketListingPage() {
  const { loginTo, homeMatches } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  if (loginTo) return <DelayedRedirect to={loginTo} delayMs={TICKET_LOGIN_DELAY_MS} {...TICKET_LOGIN_REQUIRED()} />;
  return (
    <AdminFormPage back={{ to: "/tickets", label: m.tickets_exchange() }} title={m.tickets_list_button()}>
      <p className="text-gray-600 dark:text-gray-300">{m.tickets_list_intro()}</p>
      <TicketListingForm
        id="new-ticket-listing"
        action={PATH}
        homeMatches={homeMatches}
        reply={actionData?.reply}
        submitLabel={m.tickets_list_button()}
        pendingLabel={m.tickets_listing_pending()}
        pending={navigation.state === "submitting"}
        onceKey
      />
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
