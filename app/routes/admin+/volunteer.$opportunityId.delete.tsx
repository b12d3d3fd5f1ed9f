import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
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
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.volunteer_admin_delete_title())(args);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.opportunityId);
  const [opportunity, signups] = await Promise.all([getOpportunityForAdmin(id), countActiveSignups(id)]);
  if (!opportunity) throw new Response(m.volunteer_opportunity_not_found(), { status: 404 });
  return json({
    opportunity: { id: opportunity.id, title: opportunity.title, date: opportunity.date, isActive: opportunity.isActive },
    signups,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  if (!(await deleteOpportunity(idParam(params.opportunityId)))) throw new Response(m.volunteer_opportunity_not_found(), { status: 404 });
  return redirectWithToast("/admin/volunteer", {
    type: "success",
    title: m.volunteer_admin_deleted_title(),
    description: m.volunteer_admin_deleted(),
  });
}

/** The confirmation step: deleting removes the signups (and the hours they record); it cannot be undone. */
export default function DeleteOpportunityPage() {
  const { opportunity, signups } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl border border-red-200 p-6 dark:border-red-900">
      <h1 className="text-2xl font-bold">{m.volunteer_admin_delete_heading({ title: opportunity.title })}</h1>
      <p className="text-gray-700 dark:text-gray-300">
        {formatDate(opportunity.date, timeZone)}. {m.volunteer_admin_delete_explain({ count: signups })}
      </p>
      {opportunity.isActive && signups > 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {m.volunteer_admin_delete_tell()}{" "}
          <Link to={`/admin/volunteer/${opportunity.id}/cancel`} className="font-semibold text-brand-600 underline dark:text-brand-100">
            {m.volunteer_admin_delete_cancel_instead()}
          </Link>
          .
        </p>
      ) : null}
      <Form method="post" className="flex gap-3">
        <Button type="submit" variant="danger" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? m.volunteer_admin_deleting() : m.volunteer_admin_delete_confirm()}
        </Button>
        <Link to="/admin/volunteer" className={buttonClass("secondary")}>
          {m.volunteer_admin_keep()}
        </Link>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
