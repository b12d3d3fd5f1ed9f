import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { EventForm } from "~/components/events/event-form";
import { listMatchOptions } from "~/models/event-page.server";
import { listShiftTemplateOptions } from "~/models/shift-templates.server";
import { requireAdmin } from "~/utils/auth.server";
import { saveEventFromForm } from "~/routes/admin+/__event-form.server";
import { titled } from "~/utils/meta";
import { oncePerKey } from "~/models/request-keys.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.events_admin_new())(args);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [matches, templates] = await Promise.all([listMatchOptions(null), listShiftTemplateOptions()]);
  return json({ matches, templates });
}

/** One event per press of Create Event, however often the post arrives. */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

function act({ request }: ActionFunctionArgs) {
  return saveEventFromForm(request, null);
}

/** The "Add New Event" form at its own URL: what the dashboard's dialog shows, without JavaScript. */
export default function NewEventPage() {
  const { matches, templates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage back={{ to: "/admin/events", label: m.events_page_back() }} title={m.events_admin_new()}>
      <EventForm
        id="new-event"
        action="/admin/events/new"
        lastResult={actionData?.result}
        submitLabel={m.events_admin_create()}
        matches={matches}
        templates={templates}
        pending={navigation.state === "submitting"}
      />
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
