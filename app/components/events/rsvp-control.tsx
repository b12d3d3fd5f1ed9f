import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { showToast } from "~/components/site/toaster";
import { Button, buttonClass } from "~/components/ui/button";
import { rsvpTexts } from "~/i18n/messages/events";
import { placesLeft } from "~/models/events";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * What the RSVP action answers when it does not redirect: the event's id, the error to show and,
 * for a members-only refusal, its reason (the form then links to /join).
 */
type RsvpActionData = { eventId: number | null; error: string | null; reason?: string };

/**
 * The event as the form needs it. `going` holds a place; the rest is optional so a page that does
 * not read places yet still shows the plain RSVP: `capacity` (null = unlimited) with
 * `attendeeCount` for the places left, the member's own `myStatus` and `waitlistPosition`, and
 * `membersOnly`.
 */
export type RsvpEvent = {
  id: number;
  going: boolean;
  myStatus?: string | null;
  waitlistPosition?: number | null;
  capacity?: number | null;
  attendeeCount?: number;
  membersOnly?: boolean;
  /** Called off by an admin: no form, the notice instead. */
  cancelledAt?: string | null;
};

/**
 * The RSVP form of an upcoming event: on its card on /events and on the event's own page. It
 * posts to the page it is on; both pages hand the post to the same RSVP action. `viewerIsMember`
 * (active or lifetime; false for a visitor) decides a members-only event: anyone else reads the
 * notice and the join link where the button would be (the action still refuses their post).
 */
export function RsvpControl({ event, viewerIsMember }: { event: RsvpEvent; viewerIsMember: boolean }) {
  const fetcher = useFetcher<RsvpActionData>();
  const pageResult = useActionData<RsvpActionData>();
  const pendingIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  // Not optimistic: the button says 'RSVPing...' while the request is on its way,
  // and the card shows the outcome once the server has answered and the list is reloaded.
  const going = event.going;
  const waitlisted = !going && event.myStatus === "waitlisted";
  const left = placesLeft({ capacity: event.capacity ?? null, attendeeCount: event.attendeeCount ?? 0 });
  const result = fetcher.data ?? (pageResult?.eventId === event.id ? pageResult : undefined);
  const error = result && "error" in result ? result.error : null;
  const membersOnlyRefused = result?.reason === "members-only";
  // A lapsed member who still holds a place or waits in line keeps the way to give it up.
  const joinInstead = event.membersOnly === true && !viewerIsMember && !going && !waitlisted;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.error) {
      showToast({ type: "error", title: m.common_error(), description: fetcher.data.error });
    }
  }, [fetcher.state, fetcher.data]);

  if (event.cancelledAt) {
    return (
      <p data-testid="event-cancelled" className="mt-auto text-sm font-semibold text-red-700 dark:text-red-300">
        {rsvpTexts.cancelled()}
      </p>
    );
  }

  return (
    <fetcher.Form method="post" className="mt-auto space-y-2">
      <input type="hidden" name="eventId" value={event.id} />
      {event.membersOnly ? <p className="text-sm text-gray-600 dark:text-gray-300">{rsvpTexts.membersOnly()}</p> : null}
      {left !== null && left > 0 ? (
        <p data-testid="places-left" className="text-sm font-medium text-gray-700 dark:text-gray-200">
          {rsvpTexts.placesLeft(left)}
        </p>
      ) : null}
      {going ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-green-700 dark:text-green-300">{m.events_rsvp_going()}</p>
          <Button type="submit" name="intent" value="cancel-rsvp" variant="secondary" disabled={pendingIntent !== null}>
            {pendingIntent === "cancel-rsvp" ? m.events_rsvp_cancelling() : m.events_rsvp_cancel()}
          </Button>
        </div>
      ) : waitlisted ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p data-testid="waitlist-position" className="text-sm font-semibold text-amber-800 dark:text-amber-200">
            {rsvpTexts.onWaitlist(event.waitlistPosition ?? null)}
          </p>
          <Button type="submit" name="intent" value="cancel-rsvp" variant="secondary" disabled={pendingIntent !== null}>
            {pendingIntent === "cancel-rsvp" ? rsvpTexts.leaving() : rsvpTexts.leave()}
          </Button>
        </div>
      ) : joinInstead ? (
        <JoinLink />
      ) : (
        <Button type="submit" name="intent" value="rsvp" className="w-full" disabled={pendingIntent !== null}>
          {pendingIntent === "rsvp" ? m.events_rsvp_rsvping() : left === 0 ? rsvpTexts.full() : m.events_rsvp_button()}
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
          {membersOnlyRefused && !joinInstead ? (
            <>
              {" "}
              <a href="/join" className="font-semibold underline">
                {rsvpTexts.becomeMember()}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <a href={`/events/${event.id}.ics`} className="block text-center text-xs text-brand-600 hover:underline dark:text-brand-100">
        {m.events_rsvp_add_to_calendar()}
      </a>
    </fetcher.Form>
  );
}

/** In place of the RSVP button of a members-only event, for a visitor or a non-member. */
function JoinLink() {
  return (
    <a href="/join" data-testid="rsvp-join" className={buttonClass("primary", "w-full")}>
      {rsvpTexts.becomeMember()}
    </a>
  );
}
