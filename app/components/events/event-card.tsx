import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { EventBadges } from "./event-badges";
import { useBranding } from "~/utils/branding";
import { formatDate, formatTime } from "~/utils/dates";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type EventCardData = {
  id: number;
  title: string;
  description: string | null;
  date: string;
  location: string;
  type: string;
  attendeeCount: number;
  isHomeMatch: boolean | null;
  competitionType: string | null;
  /** Called off: a Cancelled badge. */
  cancelledAt?: string | null;
  /** A past event's check-ins at the door; with any, the card shows 'N going' and 'N attended'. */
  checkedInCount?: number;
};

export function EventCard({
  event,
  past = false,
  header,
  children,
}: {
  event: EventCardData;
  past?: boolean;
  header?: ReactNode;
  children?: ReactNode;
}) {
  const { timeZone } = useBranding();
  return (
    <article
      aria-labelledby={`event-${event.id}-title`}
      data-testid="event-card"
      data-past={past ? "true" : undefined}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border p-5 [overflow-wrap:anywhere] ${
        // Past events are muted by their surface, not by opacity on the whole card: opacity faded
        // the text below WCAG AA contrast (axe color-contrast on /events).
        past
          ? "border-dashed border-gray-300 bg-gray-50 dark:border-gray-600 dark:bg-gray-900"
          : "border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-800"
      }`}
    >
      <EventBadges event={event} />
      {header}
      <h3 id={`event-${event.id}-title`} className="text-lg font-semibold">
        <Link to={`/events/${event.id}`} className="hover:underline">
          {event.title}
        </Link>
      </h3>
      <dl className="grid gap-1 text-sm text-gray-600 dark:text-gray-300">
        <div className="flex gap-2">
          <dt className="sr-only">{m.events_card_date()}</dt>
          <dd>
            <time dateTime={event.date}>
              {formatDate(event.date, timeZone)} · {formatTime(event.date, timeZone)}
            </time>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">{m.events_card_location()}</dt>
          <dd>{event.location}</dd>
        </div>
        {past && event.checkedInCount ? (
          <div className="flex gap-2">
            <dt className="sr-only">{m.events_card_attendance()}</dt>
            <dd data-testid="attendee-count">{m.events_page_going_count({ count: event.attendeeCount })}</dd>
            <dd data-testid="checked-in-count" className="before:mr-2 before:content-['·']">
              {m.events_page_attended_count({ count: event.checkedInCount })}
            </dd>
          </div>
        ) : (
          <div className="flex gap-2">
            <dt className="sr-only">{m.events_card_attendees()}</dt>
            <dd data-testid="attendee-count">{m.events_page_attendees({ count: event.attendeeCount })}</dd>
          </div>
        )}
      </dl>
      {event.description && !past ? <p className="text-sm text-gray-700 dark:text-gray-300">{event.description}</p> : null}
      {children}
    </article>
  );
}
