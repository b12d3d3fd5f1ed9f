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
import * as m from "~/i18n/paraglide/messages/_index.js";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.eventId);
  const event = await getEvent(id);
  if (!event) throw new Response(m.events_not_found(), { status: 404 });
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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data ? m.events_admin_edit_page({ title: data.event.title }) : m.events_admin_edit_heading()),
];

export function action({ request, params }: ActionFunctionArgs) {
  return saveEventFromForm(request, idParam(params.eventId));
}

export default function EditEventPage() {
  const { event, matches, templates, cancelled } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage back={{ to: "/admin/events", label: m.events_page_back() }} title={m.events_admin_edit_heading()}>
      <EventForm
        id={`edit-event-${event.id}`}
        action={`/admin/events/${event.id}/edit`}
        defaultValue={event}
        lastResult={actionData?.result}
        submitLabel={m.events_admin_save()}
        matches={matches}
        templates={templates}
        editing
        pending={navigation.state === "submitting"}
      />
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {cancelled ? (
          m.events_admin_is_cancelled()
        ) : (
          <Link to={`/admin/events/${event.id}/cancel`} className={adminDangerLinkClass}>
            {m.events_admin_cancel_link()}
          </Link>
        )}
      </p>
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
