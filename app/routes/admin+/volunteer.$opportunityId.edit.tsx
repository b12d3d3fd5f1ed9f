import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { VolunteerOpportunityForm } from "~/components/volunteer/volunteer-opportunity-form";
import { getOpportunityForAdmin } from "~/models/volunteer-admin.server";
import { eventOptions, opportunityFormValues, saveOpportunityFromForm } from "~/routes/admin+/__opportunity-form.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { titleFor } from "~/utils/meta";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const opportunity = await getOpportunityForAdmin(idParam(params.opportunityId));
  if (!opportunity) throw new Response("Volunteer opportunity not found", { status: 404 });
  return json({
    id: opportunity.id,
    isActive: opportunity.isActive,
    spotsAssigned: opportunity.spotsAssigned,
    values: opportunityFormValues(opportunity),
    events: await eventOptions(opportunity.eventId),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [titleFor(matches, `Edit ${data?.values.title ?? "opportunity"}`)];

export function action({ request, params }: ActionFunctionArgs) {
  return saveOpportunityFromForm(request, idParam(params.opportunityId));
}

export default function EditOpportunityPage() {
  const { id, isActive, spotsAssigned, values, events } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage back={{ to: "/admin/volunteer", label: "Volunteer opportunities" }} title="Edit volunteer opportunity">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {spotsAssigned} {spotsAssigned === 1 ? "volunteer" : "volunteers"} confirmed so far
        {isActive ? "." : ". This opportunity is cancelled."}
      </p>
      <VolunteerOpportunityForm
        id={`edit-opportunity-${id}`}
        action={`/admin/volunteer/${id}/edit`}
        defaultValue={values}
        lastResult={actionData?.result}
        submitLabel="Save changes"
        events={events}
        pending={navigation.state === "submitting"}
      />
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
