import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useNavigation } from "@remix-run/react";
import { EventForm } from "~/components/event-form";
import { requireAdmin } from "~/utils/auth.server";
import { saveEventFromForm } from "~/utils/admin-events.server";
import { titled } from "~/utils/meta";

export const meta = titled("Add New Event");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({});
}

export function action({ request }: ActionFunctionArgs) {
  return saveEventFromForm(request, null);
}

/** The "Add New Event" form at its own URL: what the dashboard's dialog shows, without JavaScript. */
export default function NewEventPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <p>
        <Link to="/admin/events" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
          ← Events
        </Link>
      </p>
      <h1 className="text-3xl font-bold">Add New Event</h1>
      <EventForm id="new-event" action="/admin/events/new" lastResult={actionData?.result} submitLabel="Create Event" pending={navigation.state === "submitting"} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
