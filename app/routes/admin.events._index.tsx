import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { eventTypeBadge } from "~/components/event-badges";
import { AddEventButton } from "~/components/add-event-dialog";
import { Badge } from "~/components/ui/badge";
import { listPastEvents, listUpcomingEvents } from "~/models/events.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";

export const meta = titled("Manage events");

const RECENT_PAST = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = new Date();
  const [upcoming, past] = await Promise.all([listUpcomingEvents({ now }), listPastEvents({ now, limit: RECENT_PAST })]);
  return json({ upcoming, past });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["past"][number];

function EventTable({ caption, events }: { caption: string; events: Row[] }) {
  const { timeZone } = useBranding();
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
      <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
        <tr>
          <th className="py-2">Event</th>
          <th className="py-2">When</th>
          <th className="py-2">RSVPs</th>
          <th className="py-2">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id} className="border-b border-gray-100 dark:border-gray-800">
            <td className="py-2">
              <span className="mr-2 font-medium">{event.title}</span>
              <Badge tone={eventTypeBadge(event).tone}>{eventTypeBadge(event).label}</Badge>
            </td>
            <td className="py-2">{formatDateTime(event.date, timeZone)}</td>
            <td className="py-2">{event.attendeeCount}</td>
            <td className="py-2 text-right">
              <Link to={`/admin/events/${event.id}/edit`} className="mr-3 font-semibold text-brand-600 hover:underline dark:text-brand-100" aria-label={`Edit ${event.title}`}>
                Edit
              </Link>
              <Link to={`/admin/events/${event.id}/delete`} className="font-semibold text-red-600 hover:underline dark:text-red-400" aria-label={`Delete ${event.title}`}>
                Delete
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AdminEvents() {
  const { upcoming, past } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Events</h1>
        <AddEventButton />
      </div>
      <EventTable caption="Upcoming" events={upcoming} />
      <EventTable caption={`Recent past (last ${RECENT_PAST})`} events={past} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
