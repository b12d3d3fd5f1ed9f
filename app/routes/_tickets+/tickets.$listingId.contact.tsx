import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as z from "zod";
import { BackLink } from "~/components/admin/admin-page";
import { seatLine } from "~/components/tickets/ticket-listing-card";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { messageFor } from "~/i18n/message-map";
import { listingMessageMessages } from "~/i18n/messages/tickets";
import { listOpenListings, sendListingMessage, type ListingMessageFailure } from "~/models/tickets.server";
import { LISTING_MESSAGE_MAX, listingPriceText } from "~/models/tickets";
import { requireUser } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";
import { hitListingMessageLimit, tooManyAttempts } from "~/utils/rate-limit.server";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseId, text } from "~/utils/validation.server";
import { oncePerKey } from "~/models/request-keys.server";
import { OnceKey } from "~/components/ui/once-key";
import { formatNumber } from "~/utils/format";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.tickets_contact_title())(args);

const CONTACT_LABEL = { sale: m.tickets_action_sale, trade: m.tickets_action_trade, free: m.tickets_action_free } as const;
const NOT_FOUND = () => m.tickets_listing_gone();
const NO_CONTACT = { ok: false, reason: "contact-not-allowed" } as const;

/** Built when the action runs: `text` comes from a .server module, empty in the browser bundle. */
const messageSchema = () =>
  z.object({ message: text(m.tickets_contact_field, LISTING_MESSAGE_MAX).min(1, { error: () => m.tickets_contact_required() }) });

/** The statuses of a refusal: gone is 404, a poster who takes no messages 403, the rest 400. */
const STATUS: Record<ListingMessageFailure["reason"], number> = {
  "listing-not-found": 404,
  "contact-not-allowed": 403,
  "own-listing": 400,
  "no-sender-email": 400,
};

/**
 * The exchange's contact form for a poster who keeps their address private but allows member
 * contact: signed-in members only. The page shows the listing as the card does (the poster's
 * shown name, never their address or id). A poster who allows no contact is a 403, as the
 * action refuses them too; the member's own listing goes back to it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, { returnTo: `/tickets/${params.listingId ?? ""}/contact` });
  const id = parseId(params.listingId);
  if (id === null) throw json({ message: NOT_FOUND() }, { status: 404 });
  const [row] = await listOpenListings({ id, viewer: { id: user.id }, limit: 1 });
  if (!row) throw json({ message: NOT_FOUND() }, { status: 404 });
  if (row.userId === user.id) throw redirect(`/tickets/${id}`, 303);
  if (row.contact === "none") throw json({ message: messageFor(listingMessageMessages, NO_CONTACT) }, { status: 403 });
  return json({
    listing: {
      id: row.id,
      matchTitle: row.matchTitle,
      matchDate: row.matchDate,
      section: row.section,
      row: row.row,
      seats: row.seats,
      price: row.price,
      listingType: row.listingType,
      postedBy: row.postedBy,
    },
  });
}

type ActionData = { message: string; fieldError: string | null; formError: string | null };
const answer = (data: ActionData, status: number) => json(data, { status });

/** One message per press of Send, however often the post arrives. */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

/**
 * POST: validates the message (required, at most LISTING_MESSAGE_MAX characters; 400 with the
 * text next to the field and everything typed kept), counts it against the sender's hourly
 * budget (429), then the model stores it with the listing and queues the mails (to the poster
 * with a Reply-To of the sender, and the sender's copy) or refuses (404 gone, 403 no contact).
 * Sent: back to the listing with a toast.
 */
async function act({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: `/tickets/${params.listingId ?? ""}/contact` });
  const id = parseId(params.listingId);
  if (id === null) return answer({ message: "", fieldError: null, formError: NOT_FOUND() }, 404);
  const form = await readFormData(request);
  const typed = form.get("message");
  const message = typeof typed === "string" ? typed.slice(0, LISTING_MESSAGE_MAX * 2) : "";
  const parsed = messageSchema().safeParse({ message: typeof typed === "string" ? typed : undefined });
  if (!parsed.success) {
    const fieldError = z.flattenError(parsed.error).fieldErrors.message?.[0] ?? m.tickets_contact_required();
    return answer({ message, fieldError, formError: null }, 400);
  }
  const wait = await hitListingMessageLimit(user.id);
  if (wait !== null) return answer({ message, fieldError: null, formError: tooManyAttempts(wait, m.tickets_rate_messages()) }, 429);
  const sent = await sendListingMessage(user.id, id, parsed.data.message);
  if (!sent.ok) return answer({ message, fieldError: null, formError: messageFor(listingMessageMessages, sent) }, STATUS[sent.reason]);
  return redirectWithToast(`/tickets/${id}`, {
    type: "success",
    title: m.tickets_contact_sent_title(),
    description: m.tickets_contact_sent(),
  });
}

export default function ContactPosterPage() {
  const { listing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { timeZone, currency } = useBranding();
  const sending = navigation.state === "submitting";
  const fieldError = actionData?.fieldError ?? null;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <BackLink to={`/tickets/${listing.id}`} label={m.tickets_listing_title()} />
      <h1 className="text-3xl font-bold">{CONTACT_LABEL[listing.listingType]()}</h1>
      <section
        aria-label={m.tickets_contact_listing()}
        className="rounded-lg border border-gray-200 bg-white p-5 text-sm dark:border-gray-700 dark:bg-gray-800"
      >
        <p className="break-words text-lg font-semibold">{listing.matchTitle}</p>
        <p>{formatDateTime(listing.matchDate, timeZone)}</p>
        <p>
          {seatLine(listing)} · {listingPriceText(listing, currency)}
        </p>
        <p className="text-gray-600 dark:text-gray-300">{m.tickets_contact_posted_by({ name: listing.postedBy })}</p>
      </section>
      <p className="text-gray-600 dark:text-gray-300">{m.tickets_contact_explain()}</p>
      {actionData?.formError ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {actionData.formError}
        </p>
      ) : null}
      <Form method="post" className="space-y-2">
        <OnceKey />
        <label htmlFor="message" className="block text-sm font-medium text-gray-800 dark:text-gray-200">
          {m.tickets_contact_field()}
        </label>
        <textarea
          id="message"
          name="message"
          rows={6}
          maxLength={LISTING_MESSAGE_MAX}
          aria-required="true"
          defaultValue={actionData?.message ?? ""}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby="message-hint message-error"
          className={inputClass}
        />
        <p id="message-hint" className="text-xs text-gray-500 dark:text-gray-400">
          {m.tickets_contact_max({ max: formatNumber(LISTING_MESSAGE_MAX) })}
        </p>
        <p id="message-error" className="min-h-[1rem] text-sm text-red-600 dark:text-red-400" role={fieldError ? "alert" : undefined}>
          {fieldError}
        </p>
        <Button type="submit" disabled={sending}>
          {sending ? m.tickets_contact_sending() : m.tickets_contact_send()}
        </Button>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
