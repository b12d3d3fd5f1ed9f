import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { VolunteerOpportunityForm } from "~/components/volunteer/volunteer-opportunity-form";
import { eventOptions, saveOpportunityFromForm } from "~/routes/admin+/__opportunity-form.server";
import { requireAdmin } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { oncePerKey } from "~/models/request-keys.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.volunteer_admin_new_title())(args);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ events: await eventOptions(null) });
}

/** One opportunity per press, however often the post arrives. */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

function act({ request }: ActionFunctionArgs) {
  return saveOpportunityFromForm(request, null);
}

export default function NewOpportunityPage() {
  const { events } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage back={{ to: "/admin/volunteer", label: m.volunteer_admin_back() }} title={m.volunteer_admin_new_title()}>
      <VolunteerOpportunityForm
        id="new-opportunity"
        action="/admin/volunteer/new"
        lastResult={actionData?.result}
        submitLabel={m.volunteer_admin_create()}
        events={events}
        pending={navigation.state === "submitting"}
      />
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
