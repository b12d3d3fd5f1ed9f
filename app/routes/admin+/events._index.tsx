import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { eventTypeBadge } from "~/components/events/event-badges";
import { AddEventButton } from "~/components/events/add-event-dialog";
import { AdminTable, adminDangerLinkClass, adminLinkClass } from "~/components/admin/admin-page";
import { Badge } from "~/components/ui/badge";
import { listPastEvents, listUpcomingEvents } from "~/models/events.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.events_admin_list_title())(args);

const RECENT_PAST = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = new Date();
  const [upcoming, past] = await Promise.all([listUpcomingEvents({ now }), listPastEvents({ now, limit: RECENT_PAST })]);
  return json({ upcoming, past });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["upcoming" | "past"][number];

function EventTable({ caption, events }: { caption: string; events: Row[] }) {
  const { timeZone } = useBranding();
  return (
    <AdminTable caption={caption} columns={[m.events_admin_col_event(), m.events_admin_col_when(), m.events_admin_col_rsvps()]}>
      {events.map((event) => (
        <tr key={event.id} className="border-b border-gray-100 dark:border-gray-800">
          <td className="py-2">
            <span className="mr-2 font-medium">{event.title}</span>
            <Badge tone={eventTypeBadge(event).tone}>{eventTypeBadge(event).label}</Badge>
            {event.cancelledAt ? (
              <span className="ml-2">
                <Badge tone="red">{m.events_badge_cancelled()}</Badge>
              </span>
            ) : null}
          </td>
          <td className="py-2">{formatDateTime(event.date, timeZone)}</td>
          <td className="py-2">
            {/* Going, out of the capacity when there is one (beyond it, RSVPs wait in line). */}
            {event.capacity === null ? event.attendeeCount : `${event.attendeeCount} / ${event.capacity}`}
            {event.membersOnly ? (
              <span className="ml-2 text-xs text-gray-600 dark:text-gray-300">{m.events_admin_members_only()}</span>
            ) : null}
          </td>
          <td className="py-2 text-right">
            <Link
              to={`/admin/events/${event.id}/edit`}
              className={`mr-3 ${adminLinkClass}`}
              aria-label={m.events_admin_edit_label({ title: event.title })}
            >
              {m.events_admin_edit()}
            </Link>
            <Link
              to={`/admin/announcements/new?audience=event-rsvps&rsvpEventId=${event.id}`}
              className={`mr-3 ${adminLinkClass}`}
              aria-label={m.news_admin_announce_label({ title: event.title })}
            >
              {m.news_admin_announce()}
            </Link>
            <Link
              to={`/admin/events/${event.id}/delete`}
              className={adminDangerLinkClass}
              aria-label={m.events_admin_delete_label({ title: event.title })}
            >
              {m.events_admin_delete()}
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export default function AdminEvents() {
  const { upcoming, past } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{m.events_page_back()}</h1>
        <AddEventButton />
      </div>
      <EventTable caption={m.events_admin_upcoming()} events={upcoming} />
      <EventTable caption={m.events_admin_recent_past({ count: RECENT_PAST })} events={past} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
