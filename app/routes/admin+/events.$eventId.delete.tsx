import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, buttonClass } from "~/components/ui/button";
import { deleteEvent, getEvent } from "~/models/events.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.events_admin_delete_title())(args);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const event = await getEvent(idParam(params.eventId));
  if (!event) throw new Response(m.events_not_found(), { status: 404 });
  return json({ event: { id: event.id, title: event.title, date: event.date, attendeeCount: event.attendeeCount } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const id = idParam(params.eventId);
  if (!(await deleteEvent(id))) throw new Response(m.events_not_found(), { status: 404 });
  return redirectWithToast("/admin/events", {
    type: "success",
    title: m.events_admin_deleted_title(),
    description: m.events_admin_deleted(),
  });
}

/** The confirmation step: deleting cannot be undone and removes every RSVP with it. */
export default function DeleteEventPage() {
  const { event } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl border border-red-200 p-6 dark:border-red-900">
      <h1 className="text-2xl font-bold">{m.events_admin_delete_heading({ title: event.title })}</h1>
      <p className="text-gray-700 dark:text-gray-300">
        {m.events_admin_delete_body({ date: formatDateTime(event.date, timeZone), count: event.attendeeCount })}
      </p>
      <Form method="post" className="flex gap-3">
        <Button type="submit" variant="danger" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? m.events_admin_deleting() : m.events_admin_delete_confirm()}
        </Button>
        <Link to="/admin/events" className={buttonClass("secondary")}>
          {m.events_admin_cancel()}
        </Link>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
