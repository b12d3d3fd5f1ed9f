import type { ReactNode } from "react";
import { EventBadges } from "./event-badges";
import { useBranding } from "~/utils/branding";
import { formatDate, formatTime } from "~/utils/dates";

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
      className={`flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-800 ${past ? "opacity-60" : ""}`}
    >
      <EventBadges event={event} />
      {header}
      <h3 id={`event-${event.id}-title`} className="text-lg font-semibold">
        {event.title}
      </h3>
      <dl className="grid gap-1 text-sm text-gray-600 dark:text-gray-300">
        <div className="flex gap-2">
          <dt className="sr-only">Date</dt>
          <dd>
            <time dateTime={event.date}>
              {formatDate(event.date, timeZone)} · {formatTime(event.date, timeZone)}
            </time>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Location</dt>
          <dd>{event.location}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Attendees</dt>
          <dd data-testid="attendee-count">
            {event.attendeeCount} {event.attendeeCount === 1 ? "attendee" : "attendees"}
          </dd>
        </div>
      </dl>
      {event.description && !past ? <p className="text-sm text-gray-700 dark:text-gray-300">{event.description}</p> : null}
      {children}
    </article>
  );
}
