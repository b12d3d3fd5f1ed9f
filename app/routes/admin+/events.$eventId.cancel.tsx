import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, buttonClass } from "~/components/ui/button";
import { messageFor } from "~/i18n/message-map";
import { cancelEventMessages } from "~/i18n/messages/events";
import { cancelEvent, getEvent } from "~/models/events.server";
import { cancellationReach } from "~/models/match-day.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.events_admin_cancel_title())(args);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.eventId);
  const [event, reach] = await Promise.all([getEvent(id), cancellationReach(id)]);
  if (!event) throw new Response(m.events_not_found(), { status: 404 });
  return json({ event: { id: event.id, title: event.title, date: event.date, cancelled: event.cancelledAt !== null }, reach });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const result = await cancelEvent(idParam(params.eventId));
  if (!result.ok && result.reason === "event-not-found") throw new Response(m.events_not_found(), { status: 404 });
  if (!result.ok) {
    return redirectWithToast("/admin/events", {
      type: "info",
      title: m.events_admin_already_cancelled_title(),
      description: m.events_admin_already_cancelled({ reason: messageFor(cancelEventMessages, result) }),
    });
  }
  return redirectWithToast("/admin/events", {
    type: "success",
    title: m.events_admin_cancelled_title(),
    description: m.events_admin_cancelled_emails({ count: result.notified }),
  });
}

/**
 * The confirmation step: calling an event off keeps its page (with the notice), closes RSVP, calls
 * off its watch parties, cancels its shifts, closes its listings and emails everyone expected.
 */
export default function CancelEventPage() {
  const { event, reach } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl border border-red-200 p-6 dark:border-red-900">
      <h1 className="text-2xl font-bold">{m.events_admin_cancel_heading({ title: event.title })}</h1>
      <p className="text-gray-700 dark:text-gray-300">{formatDateTime(event.date, timeZone)}.</p>
      {event.cancelled ? (
        <p className="text-gray-700 dark:text-gray-300">{m.events_admin_cancel_already()}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-gray-700 dark:text-gray-300">
          <li>{m.events_admin_cancel_page_stays()}</li>
          <li>{m.events_admin_cancel_attendees({ count: reach.attendees })}</li>
          {reach.watchParties > 0 ? <li>{m.events_admin_cancel_watch_parties({ count: reach.watchParties })}</li> : null}
          <li>{m.events_admin_cancel_shifts({ count: reach.shifts })}</li>
          <li>{m.events_admin_cancel_listings({ count: reach.listings })}</li>
        </ul>
      )}
      <Form method="post" className="flex gap-3">
        {event.cancelled ? null : (
          <Button type="submit" variant="danger" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? m.events_admin_cancelling() : m.events_admin_cancel_confirm()}
          </Button>
        )}
        <Link to={`/admin/events/${event.id}/edit`} className={buttonClass("secondary")}>
          {m.events_admin_keep()}
        </Link>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
