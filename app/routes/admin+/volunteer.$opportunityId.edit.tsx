import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { VolunteerOpportunityForm } from "~/components/volunteer/volunteer-opportunity-form";
import { getOpportunityForAdmin } from "~/models/volunteer-admin.server";
import { eventOptions, opportunityFormValues, saveOpportunityFromForm } from "~/routes/admin+/__opportunity-form.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { titleFor } from "~/utils/meta";
import * as m from "~/i18n/paraglide/messages/_index.js";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const opportunity = await getOpportunityForAdmin(idParam(params.opportunityId));
  if (!opportunity) throw new Response(m.volunteer_opportunity_not_found(), { status: 404 });
  return json({
    id: opportunity.id,
    isActive: opportunity.isActive,
    spotsAssigned: opportunity.spotsAssigned,
    values: opportunityFormValues(opportunity),
    events: await eventOptions(opportunity.eventId),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data ? m.volunteer_admin_edit_of({ title: data.values.title }) : m.volunteer_admin_edit_title_fallback()),
];

export function action({ request, params }: ActionFunctionArgs) {
  return saveOpportunityFromForm(request, idParam(params.opportunityId));
}

export default function EditOpportunityPage() {
  const { id, isActive, spotsAssigned, values, events } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage back={{ to: "/admin/volunteer", label: m.volunteer_admin_back() }} title={m.volunteer_admin_edit_heading()}>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {m.volunteer_admin_confirmed_so_far({ count: spotsAssigned ?? 0 })}
        {isActive ? null : ` ${m.volunteer_admin_is_cancelled()}`}
      </p>
      <VolunteerOpportunityForm
        id={`edit-opportunity-${id}`}
        action={`/admin/volunteer/${id}/edit`}
        defaultValue={values}
        lastResult={actionData?.result}
        submitLabel={m.volunteer_admin_save()}
        events={events}
        pending={navigation.state === "submitting"}
      />
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
