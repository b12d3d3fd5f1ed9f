import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, buttonClass } from "~/components/ui/button";
import { countActiveSignups, deleteOpportunity, getOpportunityForAdmin } from "~/models/volunteer-admin.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { titled } from "~/utils/meta";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta = titled("Delete volunteer opportunity");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.opportunityId);
  const [opportunity, signups] = await Promise.all([getOpportunityForAdmin(id), countActiveSignups(id)]);
  if (!opportunity) throw new Response("Volunteer opportunity not found", { status: 404 });
  return json({
    opportunity: { id: opportunity.id, title: opportunity.title, date: opportunity.date, isActive: opportunity.isActive },
    signups,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  if (!(await deleteOpportunity(idParam(params.opportunityId)))) throw new Response("Volunteer opportunity not found", { status: 404 });
  return redirectWithToast("/admin/volunteer", {
    type: "success",
    title: "Opportunity deleted",
    description: "The opportunity and its signups were removed.",
  });
}

/** The confirmation step: deleting removes the signups (and the hours they record); it cannot be undone. */
export default function DeleteOpportunityPage() {
  const { opportunity, signups } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl border border-red-200 p-6 dark:border-red-900">
      <h1 className="text-2xl font-bold">Delete “{opportunity.title}”?</h1>
      <p className="text-gray-700 dark:text-gray-300">
        {formatDate(opportunity.date, timeZone)}. This removes the opportunity and its {signups} {signups === 1 ? "signup" : "signups"},
        including any volunteer hours recorded for it, and emails nobody. It cannot be undone.
      </p>
      {opportunity.isActive && signups > 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          To tell the volunteers,{" "}
          <Link to={`/admin/volunteer/${opportunity.id}/cancel`} className="font-semibold text-brand-600 underline dark:text-brand-100">
            cancel it instead
          </Link>
          .
        </p>
      ) : null}
      <Form method="post" className="flex gap-3">
        <Button type="submit" variant="danger" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Deleting..." : "Yes, delete opportunity"}
        </Button>
        <Link to="/admin/volunteer" className={buttonClass("secondary")}>
          Keep it
        </Link>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
