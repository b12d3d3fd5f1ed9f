import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage, adminDangerLinkClass } from "~/components/admin/admin-page";
import { EventForm } from "~/components/events/event-form";
import { getEvent } from "~/models/events.server";
import { listMatchOptions } from "~/models/event-page.server";
import { listShiftTemplateOptions } from "~/models/shift-templates.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { saveEventFromForm } from "~/routes/admin+/__event-form.server";
import { branding } from "~/utils/branding.server";
import { titleFor } from "~/utils/meta";
import { dateToWallTime } from "~/utils/zoned-time";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.eventId);
  const event = await getEvent(id);
  if (!event) throw new Response("Event not found", { status: 404 });
  const matchEventId = event.matchEventId;
  // Any match but the event itself (a match cannot be its own watch party's match).
  const [options, templates] = await Promise.all([listMatchOptions(matchEventId), listShiftTemplateOptions()]);
  const matches = options.filter((match) => match.id !== id);
  return json({
    event: {
      id: event.id,
      title: event.title,
      date: dateToWallTime(event.date, branding.timeZone),
      location: event.location,
      type: event.type,
      description: event.description ?? "",
      imageUrl: event.imageUrl ?? "",
      isHomeMatch: event.isHomeMatch === null ? "" : String(event.isHomeMatch),
      competitionType: event.competitionType ?? "",
      faceValue: event.faceValue ?? "",
      capacity: event.capacity === null ? "" : String(event.capacity),
      membersOnly: event.membersOnly ? "on" : "",
      matchEventId: matchEventId === null ? "" : String(matchEventId),
    },
    matches,
    templates,
    cancelled: event.cancelledAt !== null,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [titleFor(matches, `Edit ${data?.event.title ?? "event"}`)];

export function action({ request, params }: ActionFunctionArgs) {
  return saveEventFromForm(request, idParam(params.eventId));
}

export default function EditEventPage() {
  const { event, matches, templates, cancelled } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage back={{ to: "/admin/events", label: "Events" }} title="Edit event">
      <EventForm
        id={`edit-event-${event.id}`}
        action={`/admin/events/${event.id}/edit`}
        defaultValue={event}
        lastResult={actionData?.result}
        submitLabel="Save Changes"
        matches={matches}
        templates={templates}
        editing
        pending={navigation.state === "submitting"}
      />
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {cancelled ? (
          "This event is cancelled: its page shows the notice and RSVPs are closed."
        ) : (
          <Link to={`/admin/events/${event.id}/cancel`} className={adminDangerLinkClass}>
            Cancel this event…
          </Link>
        )}
      </p>
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
