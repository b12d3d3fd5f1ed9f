import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { showToast } from "~/components/site/toaster";
import { Button } from "~/components/ui/button";

/** What the RSVP action answers when it does not redirect: the event's id and the error to show. */
type RsvpActionData = { eventId: number | null; error: string | null };

/**
 * The RSVP form of an upcoming event: on its card on /events and on the event's own page. It
 * posts to the page it is on; both pages hand the post to the same RSVP action.
 */
export function RsvpControl({ event }: { event: { id: number; going: boolean } }) {
  const fetcher = useFetcher<RsvpActionData>();
  const pageResult = useActionData<RsvpActionData>();
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
