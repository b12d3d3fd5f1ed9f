import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { EventCard } from "~/components/events/event-card";
import { MatchTeams } from "~/components/events/match-teams";
import { showToast } from "~/components/site/toaster";
import { Button, buttonClass } from "~/components/ui/button";
import { cancelRsvp, listPastEvents, listUpcomingEvents, rsvpToEvent, type RsvpFailure } from "~/models/events.server";
import { messageFor } from "~/i18n/message-map";
import { rsvpMessages } from "~/i18n/messages/events";
import { track } from "~/models/integrations.server";
import { currentPath, getOptionalUser, requireUser } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { requireSameOrigin } from "~/utils/security.server";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast, respondWithToast } from "~/utils/toast.server";
import { RsvpForm } from "~/models/events.schema.server";

export const meta = titled("Events", "Upcoming matches, watch parties and community events.");

/** Upcoming events come in pages, so the page stays small however full the calendar gets. */
const UPCOMING_PAGE = 24;
const MAX_UPCOMING = 480;

export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const requested = Number(new URL(request.url).searchParams.get("show"));
  const show = Number.isInteger(requested) && requested > 0 ? Math.min(requested, MAX_UPCOMING) : UPCOMING_PAGE;
  const user = await getOptionalUser(request);
  const [upcomingPlusOne, past] = await Promise.all([
    listUpcomingEvents({ now, userId: user?.id, limit: show + 1 }),
    listPastEvents({ now }),
  ]);
  const hasMore = upcomingPlusOne.length > show && show < MAX_UPCOMING;
  return json({ upcoming: upcomingPlusOne.slice(0, show), past, nextShow: hasMore ? show + UPCOMING_PAGE : null });
}

const RSVP_FAILED = "Failed to RSVP. Please try again.";

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // Anonymous visitors go to sign-in (with the logged-out toast) and come back to the events.
  const user = await requireUser(request, { returnTo: "/events" });
  const parsed = RsvpForm.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ eventId: null, error: RSVP_FAILED }, { status: 400 });
  const { intent, eventId } = parsed.data;
  try {
    switch (intent) {
      case "rsvp":
        return await rsvp(request, eventId, user.id);
      case "cancel-rsvp":
        return await cancel(request, eventId, user.id);
    }
  } catch (error) {
    console.error("RSVP failed:", error);
    return json({ eventId, error: RSVP_FAILED }, { status: 500 });
  }
}

/**
 * A refused RSVP (the event deleted, or taken place meanwhile) has no card left in the upcoming
 * list to show its message on, so it travels as an error toast across the redirect back to the
 * list: the member reads it with or without JavaScript.
 */
function refused(request: Request, failure: RsvpFailure) {
  return redirectWithToast(currentPath(request), { type: "error", title: "Error", description: messageFor(rsvpMessages, failure) });
}

async function rsvp(request: Request, eventId: number, userId: string) {
  const result = await rsvpToEvent(eventId, userId);
  if (!result.ok) return refused(request, result);
  const { attendance } = result;
  track({ name: "event_rsvp", props: { id: eventId, title: attendance.title } });
  return respondWithToast(
    request,
    "/events",
    { type: "success", title: "Success", description: "RSVP confirmed!" },
    { eventId, error: null, attendance },
  );
}

async function cancel(request: Request, eventId: number, userId: string) {
  const result = await cancelRsvp(eventId, userId);
  if (!result.ok) return refused(request, result);
  const { attendance } = result;
  return respondWithToast(
    request,
    "/events",
    { type: "info", title: "RSVP cancelled", description: "You're no longer going to this event." },
    { eventId, error: null, attendance },
  );
}

type UpcomingEvent = ReturnType<typeof useLoaderData<typeof loader>>["upcoming"][number];

function RsvpControl({ event }: { event: UpcomingEvent }) {
  const fetcher = useFetcher<typeof action>();
  const pageResult = useActionData<typeof action>();
  const pendingIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  // Not optimistic: the button says 'RSVPing...' while the request is on its way,
  // and the card shows the outcome once the server has answered and the list is reloaded.
  const going = event.going;
  const result = fetcher.data ?? (pageResult?.eventId === event.id ? pageResult : undefined);
  const error = result && "error" in result ? result.error : null;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.error) {
      showToast({ type: "error", title: "Error", description: fetcher.data.error });
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" className="mt-auto space-y-2">
      <input type="hidden" name="eventId" value={event.id} />
      {going ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-green-700 dark:text-green-300">✓ You&apos;re going</p>
          <Button type="submit" name="intent" value="cancel-rsvp" variant="secondary" disabled={pendingIntent !== null}>
            {pendingIntent === "cancel-rsvp" ? "Cancelling..." : "Cancel RSVP"}
          </Button>
        </div>
      ) : (
        <Button type="submit" name="intent" value="rsvp" className="w-full" disabled={pendingIntent !== null}>
          {pendingIntent === "rsvp" ? "RSVPing..." : "RSVP"}
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <a href={`/events/${event.id}.ics`} className="block text-center text-xs text-brand-600 hover:underline dark:text-brand-100">
        Add to calendar (.ics)
      </a>
    </fetcher.Form>
  );
}

export default function EventsPage() {
  const { upcoming, past, nextShow } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Events</h1>
          <p className="mt-2 text-gray-600 dark:text-gray-300">Matches, watch parties and community events.</p>
        </div>
        <a href="/events.ics" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
          Subscribe to all fixtures (iCalendar)
        </a>
      </header>
      <section aria-labelledby="upcoming-events">
        <h2 id="upcoming-events" className="text-2xl font-semibold">
          Upcoming Events
        </h2>
        {upcoming.length ? (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((event) => (
              <EventCard key={event.id} event={event} header={<MatchTeams event={event} />}>
                <RsvpControl event={event} />
              </EventCard>
            ))}
          </div>
        ) : (
          <p className="mt-4 text-gray-600 dark:text-gray-300">No upcoming events yet — check back soon.</p>
        )}
        {nextShow ? (
          <p className="mt-6 text-center">
            <Link to={`?show=${nextShow}`} preventScrollReset className={buttonClass("secondary")}>
              Show more upcoming events
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="past-events">
        <h2 id="past-events" className="text-2xl font-semibold">
          Past Events
        </h2>
        {past.length ? (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {past.map((event) => (
              <EventCard key={event.id} event={event} past header={<MatchTeams event={event} />} />
            ))}
          </div>
        ) : (
          <p className="mt-4 text-gray-600 dark:text-gray-300">No past events yet.</p>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
