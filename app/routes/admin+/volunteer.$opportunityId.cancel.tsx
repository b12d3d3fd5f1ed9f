import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, buttonClass } from "~/components/ui/button";
import { cancelOpportunity, getOpportunityForAdmin, getRoster } from "~/models/volunteer-admin.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { titled } from "~/utils/meta";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { clockTime } from "~/models/volunteer";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.volunteer_admin_cancel_title())(args);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.opportunityId);
  const [opportunity, roster] = await Promise.all([getOpportunityForAdmin(id), getRoster(id)]);
  if (!opportunity) throw new Response(m.volunteer_opportunity_not_found(), { status: 404 });
  const toNotify = roster.filter((row) => row.status === "confirmed" || row.status === "waitlisted").length;
  return json({
    opportunity: {
      id: opportunity.id,
      title: opportunity.title,
      date: opportunity.date,
      startTime: opportunity.startTime,
      isActive: opportunity.isActive,
    },
    toNotify,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const result = await cancelOpportunity(idParam(params.opportunityId));
  if (!result.ok && result.reason === "opportunity-not-found") throw new Response(m.volunteer_opportunity_not_found(), { status: 404 });
  if (!result.ok) {
    return redirectWithToast("/admin/volunteer", {
      type: "info",
      title: m.volunteer_admin_already_cancelled_title(),
      description: m.volunteer_admin_already_cancelled(),
    });
  }
  return redirectWithToast("/admin/volunteer", {
    type: "success",
    title: m.volunteer_admin_cancelled_title(),
    description: m.volunteer_admin_cancelled_notified({ count: result.notified }),
  });
}

/** The confirmation step: cancelling takes the shift off /volunteer and emails everyone signed up. */
export default function CancelOpportunityPage() {
  const { opportunity, toNotify } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl border border-red-200 p-6 dark:border-red-900">
      <h1 className="text-2xl font-bold">{m.volunteer_admin_cancel_heading({ title: opportunity.title })}</h1>
      <p className="text-gray-700 dark:text-gray-300">
        {formatDate(opportunity.date, timeZone)} · {clockTime(opportunity.startTime)}.{" "}
        {opportunity.isActive ? m.volunteer_admin_cancel_explain({ count: toNotify }) : m.volunteer_admin_cancel_already()}
      </p>
      <Form method="post" className="flex gap-3">
        {opportunity.isActive ? (
          <Button type="submit" variant="danger" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? m.volunteer_admin_cancelling() : m.volunteer_admin_cancel_confirm()}
          </Button>
        ) : null}
        <Link to="/admin/volunteer" className={buttonClass("secondary")}>
          {m.volunteer_admin_keep()}
        </Link>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
