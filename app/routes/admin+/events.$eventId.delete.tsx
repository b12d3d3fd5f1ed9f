import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, buttonClass } from "~/components/ui/button";
import { deleteEvent, getEvent } from "~/models/events.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta = titled("Delete event");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const event = await getEvent(idParam(params.eventId));
  if (!event) throw new Response("Event not found", { status: 404 });
  return json({ event: { id: event.id, title: event.title, date: event.date, attendeeCount: event.attendeeCount } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const id = idParam(params.eventId);
  if (!(await deleteEvent(id))) throw new Response("Event not found", { status: 404 });
  return redirectWithToast("/admin/events", {
    type: "success",
    title: "Event deleted",
    description: "The event and its RSVPs were removed.",
  });
}

/** The confirmation step: deleting cannot be undone and removes every RSVP with it. */
export default function DeleteEventPage() {
  const { event } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl border border-red-200 p-6 dark:border-red-900">
      <h1 className="text-2xl font-bold">Delete “{event.title}”?</h1>
      <p className="text-gray-700 dark:text-gray-300">
        {formatDateTime(event.date, timeZone)}. This removes the event and its {event.attendeeCount}{" "}
        {event.attendeeCount === 1 ? "RSVP" : "RSVPs"}. It cannot be undone.
      </p>
      <Form method="post" className="flex gap-3">
        <Button type="submit" variant="danger" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Deleting..." : "Yes, delete event"}
        </Button>
        <Link to="/admin/events" className={buttonClass("secondary")}>
          Cancel
        </Link>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
