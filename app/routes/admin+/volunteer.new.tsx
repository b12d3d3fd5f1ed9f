import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { VolunteerOpportunityForm } from "~/components/volunteer/volunteer-opportunity-form";
import { eventOptions, saveOpportunityFromForm } from "~/routes/admin+/__opportunity-form.server";
import { requireAdmin } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { oncePerKey } from "~/models/request-keys.server";

export const meta = titled("Add volunteer opportunity");

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
    <AdminFormPage back={{ to: "/admin/volunteer", label: "Volunteer opportunities" }} title="Add volunteer opportunity">
      <VolunteerOpportunityForm
        id="new-opportunity"
        action="/admin/volunteer/new"
        lastResult={actionData?.result}
        submitLabel="Create opportunity"
        events={events}
        pending={navigation.state === "submitting"}
      />
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
