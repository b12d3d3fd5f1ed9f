import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { getOpportunityForAdmin, getRoster, markAttendance } from "~/models/volunteer-admin.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate, formatDateTime } from "~/utils/dates";
import { titleFor } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";
import { clockTime } from "~/models/volunteer";
import { BackLink } from "~/components/admin/admin-page";
import * as m from "~/i18n/paraglide/messages/_index.js";

const MARKABLE = new Set(["confirmed", "completed", "no-show"]);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.opportunityId);
  const [opportunity, roster] = await Promise.all([getOpportunityForAdmin(id), getRoster(id)]);
  if (!opportunity) throw new Response(m.volunteer_opportunity_not_found(), { status: 404 });
  return json({
    opportunity,
    isPast: new Date(opportunity.date).getTime() <= Date.now(),
    roster: roster.map((row) => ({
      id: row.id,
      name: [row.firstName, row.lastName].filter(Boolean).join(" ") || m.volunteer_admin_no_name(),
      email: row.email ?? "",
      status: row.status,
      signedUpAt: row.signedUpAt,
    })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data ? m.volunteer_admin_roster_title({ title: data.opportunity.title }) : m.volunteer_admin_roster_title_fallback()),
];

/** Ids from repeated form fields; anything that is not an id is dropped (the model ignores unknown ids too). */
function ids(formData: FormData, name: string): number[] {
  return formData
    .getAll(name)
    .map((value) => (typeof value === "string" ? parseId(value) : null))
    .filter((value): value is number => value !== null);
}

/** One form for the whole roster: every listed volunteer ticked is completed, every one unticked a no-show. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const id = idParam(params.opportunityId);
  const formData = await readFormData(request);
  const listed = ids(formData, "signup");
  const attended = new Set(ids(formData, "attended"));
  const completed = listed.filter((signupId) => attended.has(signupId));
  const noShow = listed.filter((signupId) => !attended.has(signupId));
  const back = `/admin/volunteer/${id}/roster`;
  if (listed.length === 0) {
    return redirectWithToast(back, { type: "error", title: m.volunteer_admin_error(), description: m.volunteer_admin_nobody_to_mark() });
  }
  const marked = await markAttendance(id, { completed, noShow });
  if (marked === 0) {
    return redirectWithToast(back, {
      type: "error",
      title: m.volunteer_admin_error(),
      description: m.volunteer_admin_mark_too_early(),
    });
  }
  return redirectWithToast(back, {
    type: "success",
    title: m.volunteer_admin_attendance_saved(),
    description: m.volunteer_admin_attendance_counts({ completed: completed.length, noShow: noShow.length }),
  });
}

const STATUS_BADGE: Record<string, { tone: BadgeTone; label: () => string }> = {
  confirmed: { tone: "green", label: m.volunteer_status_confirmed },
  completed: { tone: "blue", label: m.volunteer_status_completed },
  "no-show": { tone: "red", label: m.volunteer_status_no_show },
  waitlisted: { tone: "gray", label: m.volunteer_status_waitlisted },
};

export default function RosterPage() {
  const { opportunity, isPast, roster } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const navigation = useNavigation();
  const markable = roster.filter((row) => MARKABLE.has(row.status));
  const waitlisted = roster.filter((row) => row.status === "waitlisted");
  const canMark = isPast && markable.length > 0;
  return (
    <div className="space-y-6">
      <BackLink to="/admin/volunteer" label={m.volunteer_admin_back()} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.volunteer_admin_roster_title({ title: opportunity.title })}</h1>
          <p className="text-gray-700 dark:text-gray-300">
            {formatDate(opportunity.date, timeZone)} · {clockTime(opportunity.startTime)} – {clockTime(opportunity.endTime)} ·{" "}
            {opportunity.location}
          </p>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {m.volunteer_admin_spots_filled({
              assigned: opportunity.spotsAssigned ?? 0,
              needed: opportunity.spotsNeeded,
              waitlisted: waitlisted.length,
            })}
            {opportunity.isActive ? "" : ` · ${m.volunteer_admin_cancelled()}`}
          </p>
        </div>
        <a
          href={`/admin/volunteer/${opportunity.id}/roster.csv`}
          download
          className="font-semibold text-brand-600 underline dark:text-brand-100"
        >
          {m.volunteer_admin_download_csv()}
        </a>
      </div>

      {roster.length === 0 ? <p className="text-gray-700 dark:text-gray-300">{m.volunteer_admin_nobody_yet()}</p> : null}

      {markable.length > 0 ? (
        <Form method="post" className="space-y-3">
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={m.volunteer_admin_volunteers()}>
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left text-lg font-semibold">{m.volunteer_admin_volunteers()}</caption>
              <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
                <tr>
                  {canMark ? <th className="py-2 pr-3">{m.volunteer_admin_col_attended()}</th> : null}
                  <th className="py-2">{m.volunteer_admin_col_name()}</th>
                  <th className="py-2">{m.volunteer_admin_col_email()}</th>
                  <th className="py-2">{m.volunteer_admin_col_signed_up()}</th>
                  <th className="py-2">{m.volunteer_admin_col_status()}</th>
                </tr>
              </thead>
              <tbody>
                {markable.map((row) => (
                  <tr key={row.id} className="border-b border-gray-100 dark:border-gray-800" data-testid="roster-row">
                    {canMark ? (
                      <td className="py-2 pr-3">
                        <input type="hidden" name="signup" value={row.id} />
                        <input
                          type="checkbox"
                          name="attended"
                          value={row.id}
                          defaultChecked={row.status === "completed"}
                          aria-label={m.volunteer_admin_attended_label({ name: row.name })}
                          className="h-4 w-4"
                        />
                      </td>
                    ) : null}
                    <td className="py-2 font-medium">{row.name}</td>
                    <td className="py-2">{row.email}</td>
                    <td className="py-2">{formatDateTime(row.signedUpAt, timeZone)}</td>
                    <td className="py-2">
                      <Badge tone={STATUS_BADGE[row.status]?.tone ?? "gray"}>{STATUS_BADGE[row.status]?.label() ?? row.status}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {canMark ? (
            <div className="space-y-2">
              <p className="text-sm text-gray-700 dark:text-gray-300">{m.volunteer_admin_mark_help()}</p>
              <Button type="submit" disabled={navigation.state === "submitting"}>
                {navigation.state === "submitting" ? m.volunteer_admin_saving() : m.volunteer_admin_save_attendance()}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-gray-700 dark:text-gray-300">{m.volunteer_admin_mark_later()}</p>
          )}
        </Form>
      ) : null}

      {waitlisted.length > 0 ? (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={m.volunteer_admin_waitlist()}>
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-lg font-semibold">{m.volunteer_admin_waitlist()}</caption>
            <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
              <tr>
                <th className="py-2">{m.volunteer_admin_col_position()}</th>
                <th className="py-2">{m.volunteer_admin_col_name()}</th>
                <th className="py-2">{m.volunteer_admin_col_email()}</th>
                <th className="py-2">{m.volunteer_admin_col_signed_up()}</th>
              </tr>
            </thead>
            <tbody>
              {waitlisted.map((row, index) => (
                <tr key={row.id} className="border-b border-gray-100 dark:border-gray-800" data-testid="waitlist-row">
                  <td className="py-2">{index + 1}</td>
                  <td className="py-2 font-medium">{row.name}</td>
                  <td className="py-2">{row.email}</td>
                  <td className="py-2">{formatDateTime(row.signedUpAt, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
