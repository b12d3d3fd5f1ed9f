import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
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

export const meta = titled("Cancel event");

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.eventId);
  const [event, reach] = await Promise.all([getEvent(id), cancellationReach(id)]);
  if (!event) throw new Response("Event not found", { status: 404 });
  return json({ event: { id: event.id, title: event.title, date: event.date, cancelled: event.cancelledAt !== null }, reach });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const result = await cancelEvent(idParam(params.eventId));
  if (!result.ok && result.reason === "event-not-found") throw new Response("Event not found", { status: 404 });
  if (!result.ok) {
    return redirectWithToast("/admin/events", {
      type: "info",
      title: "Already cancelled",
      description: `${messageFor(cancelEventMessages, result)} Nobody was emailed again.`,
    });
  }
  return redirectWithToast("/admin/events", {
    type: "success",
    title: "Event cancelled",
    description: `${plural(result.notified, "email", "emails")} will go out.`,
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
      <h1 className="text-2xl font-bold">Cancel “{event.title}”?</h1>
      <p className="text-gray-700 dark:text-gray-300">{formatDateTime(event.date, timeZone)}.</p>
      {event.cancelled ? (
        <p className="text-gray-700 dark:text-gray-300">It is already cancelled.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-gray-700 dark:text-gray-300">
          <li>Its page stays, marked cancelled, and RSVPs close.</li>
          <li>{plural(reach.attendees, "member", "members")} who RSVP'd will get an email saying it is cancelled.</li>
          {reach.watchParties > 0 ? (
            <li>{plural(reach.watchParties, "watch party", "watch parties")} for it will be cancelled too.</li>
          ) : null}
          <li>
            {plural(reach.shifts, "volunteer shift is", "volunteer shifts are")} cancelled; their volunteers get the shift cancellation
            email.
          </li>
          <li>{plural(reach.listings, "open ticket listing closes", "open ticket listings close")}, and their posters are emailed.</li>
        </ul>
      )}
      <Form method="post" className="flex gap-3">
        {event.cancelled ? null : (
          <Button type="submit" variant="danger" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Cancelling..." : "Yes, cancel the event and email everyone"}
          </Button>
        )}
        <Link to={`/admin/events/${event.id}/edit`} className={buttonClass("secondary")}>
          Keep it
        </Link>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
