import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EventCard } from "~/components/events/event-card";
import { MatchTeams } from "~/components/events/match-teams";
import { RsvpControl } from "~/components/events/rsvp-control";
import { buttonClass } from "~/components/ui/button";
import { listPastEvents, listUpcomingEvents } from "~/models/events.server";
import { EVENT_FILTERS, eventFilter } from "~/models/event-page";
import { isMember } from "~/models/membership";
import { inFixtureOrder } from "~/models/teams.server";
import { getOptionalUser } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { rsvpAction } from "~/routes/_events+/__rsvp.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.events_list_title(), m.events_list_meta_description())(args);

/** Upcoming events come in pages, so the page stays small however full the calendar gets. */
const UPCOMING_PAGE = 24;
const MAX_UPCOMING = 480;

export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const params = new URL(request.url).searchParams;
  const type = eventFilter(params.get("type"));
  const requested = Number(params.get("show"));
  const show = Number.isInteger(requested) && requested > 0 ? Math.min(requested, MAX_UPCOMING) : UPCOMING_PAGE;
  const user = await getOptionalUser(request);
  const [upcomingPlusOne, past] = await Promise.all([
    listUpcomingEvents({ now, userId: user?.id, limit: show + 1, type: type || undefined }),
    listPastEvents({ now, type: type || undefined }),
  ]);
  const hasMore = upcomingPlusOne.length > show && show < MAX_UPCOMING;
  // A match's title in the order of its crests, home side first, as on its own page.
  return json({
    upcoming: upcomingPlusOne.slice(0, show).map(inFixtureOrder),
    past: past.map(inFixtureOrder),
    type,
    nextShow: hasMore ? show + UPCOMING_PAGE : null,
    // Members-only events offer the RSVP button to members only; anyone else gets the join link.
    viewerIsMember: isMember(user?.membershipStatus),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  // Anonymous visitors go to sign-in (with the logged-out toast) and come back to the events.
  return rsvpAction(request, { returnTo: "/events" });
}

export default function EventsPage() {
  const { upcoming, past, type, nextShow, viewerIsMember } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.events_list_title()}</h1>
          <p className="mt-2 text-gray-600 dark:text-gray-300">{m.events_list_intro()}</p>
        </div>
        <a href="/events.ics" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
          {m.events_list_subscribe()}
        </a>
      </header>
      <nav aria-label={m.events_list_types()} className="flex flex-wrap gap-2">
        {EVENT_FILTERS.map((filter) => (
          <Link
            key={filter.value}
            to={filter.value ? `/events?type=${filter.value}` : "/events"}
            aria-current={type === filter.value ? "page" : undefined}
            className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-medium hover:bg-gray-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-gray-600 dark:hover:bg-gray-800"
          >
            {filter.label()}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="upcoming-events">
        <h2 id="upcoming-events" className="text-2xl font-semibold">
          {m.events_list_upcoming()}
        </h2>
        {upcoming.length ? (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((event) => (
              <EventCard key={event.id} event={event} header={<MatchTeams event={event} />}>
                <RsvpControl event={event} viewerIsMember={viewerIsMember} />
              </EventCard>
            ))}
          </div>
        ) : (
          <p className="mt-4 text-gray-600 dark:text-gray-300">{m.events_list_no_upcoming()}</p>
        )}
        {nextShow ? (
          <p className="mt-6 text-center">
            <Link
              to={`?${new URLSearchParams({ ...(type ? { type } : {}), show: String(nextShow) })}`}
              preventScrollReset
              className={buttonClass("secondary")}
            >
              {m.events_list_show_more()}
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="past-events">
        <h2 id="past-events" className="text-2xl font-semibold">
          {m.events_list_past()}
        </h2>
        {past.length ? (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {past.map((event) => (
              <EventCard key={event.id} event={event} past header={<MatchTeams event={event} />} />
            ))}
          </div>
        ) : (
          <p className="mt-4 text-gray-600 dark:text-gray-300">{m.events_list_no_past()}</p>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
