import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useNavigation } from "@remix-run/react";
import { VolunteerOpportunityForm } from "~/components/volunteer-opportunity-form";
import { saveOpportunityFromForm } from "~/utils/admin-volunteer.server";
import { requireAdmin } from "~/utils/auth.server";
import { titled } from "~/utils/meta";

export const meta = titled("Add volunteer opportunity");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({});
}

export function action({ request }: ActionFunctionArgs) {
  return saveOpportunityFromForm(request, null);
}

export default function NewOpportunityPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <p>
        <Link to="/admin/volunteer" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
          ← Volunteer opportunities
        </Link>
      </p>
      <h1 className="text-3xl font-bold">Add volunteer opportunity</h1>
      <VolunteerOpportunityForm
        id="new-opportunity"
        action="/admin/volunteer/new"
        lastResult={actionData?.result}
        submitLabel="Create opportunity"
        pending={navigation.state === "submitting"}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
