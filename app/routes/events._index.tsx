import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EventCard } from "~/components/event-card";
import { listPastEvents, listUpcomingEvents } from "~/models/events.server";
import { titled } from "~/utils/meta";

export const meta = titled("Events", "Upcoming matches, watch parties and community events.");

export async function loader() {
  const now = new Date();
  const [upcoming, past] = await Promise.all([listUpcomingEvents({ now }), listPastEvents({ now })]);
  return json({ upcoming, past });
}

export default function EventsPage() {
  const { upcoming, past } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-12">
      <header>
        <h1 className="text-3xl font-bold">Events</h1>
        <p className="mt-2 text-gray-600 dark:text-gray-300">Matches, watch parties and community events.</p>
      </header>
      <section aria-labelledby="upcoming-events">
        <h2 id="upcoming-events" className="text-2xl font-semibold">
          Upcoming Events
        </h2>
        {upcoming.length ? (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
        ) : (
          <p className="mt-4 text-gray-600 dark:text-gray-300">No upcoming events yet — check back soon.</p>
        )}
      </section>
      <section aria-labelledby="past-events">
        <h2 id="past-events" className="text-2xl font-semibold">
          Past Events
        </h2>
        {past.length ? (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {past.map((event) => (
              <EventCard key={event.id} event={event} past />
            ))}
          </div>
        ) : (
          <p className="mt-4 text-gray-600 dark:text-gray-300">No past events yet.</p>
        )}
      </section>
    </div>
  );
}
