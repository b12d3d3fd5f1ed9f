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

const MARKABLE = new Set(["confirmed", "completed", "no-show"]);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.opportunityId);
  const [opportunity, roster] = await Promise.all([getOpportunityForAdmin(id), getRoster(id)]);
  if (!opportunity) throw new Response("Volunteer opportunity not found", { status: 404 });
  return json({
    opportunity,
    isPast: new Date(opportunity.date).getTime() <= Date.now(),
    roster: roster.map((row) => ({
      id: row.id,
      name: [row.firstName, row.lastName].filter(Boolean).join(" ") || "(no name)",
      email: row.email ?? "",
      status: row.status,
      signedUpAt: row.signedUpAt,
    })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, `Roster: ${data?.opportunity.title ?? "opportunity"}`),
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
    return redirectWithToast(back, { type: "error", title: "Error", description: "There was nobody to mark." });
  }
  const marked = await markAttendance(id, { completed, noShow });
  if (marked === 0) {
    return redirectWithToast(back, {
      type: "error",
      title: "Error",
      description: "Attendance can only be recorded once the shift has started.",
    });
  }
  return redirectWithToast(back, {
    type: "success",
    title: "Attendance saved",
    description: `${completed.length} completed, ${noShow.length} no-show.`,
  });
}

const STATUS_BADGE: Record<string, { tone: BadgeTone; label: string }> = {
  confirmed: { tone: "green", label: "Confirmed" },
  completed: { tone: "blue", label: "Completed" },
  "no-show": { tone: "red", label: "No-show" },
  waitlisted: { tone: "gray", label: "Waitlisted" },
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
      <BackLink to="/admin/volunteer" label="Volunteer opportunities" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Roster: {opportunity.title}</h1>
          <p className="text-gray-700 dark:text-gray-300">
            {formatDate(opportunity.date, timeZone)} · {clockTime(opportunity.startTime)} – {clockTime(opportunity.endTime)} ·{" "}
            {opportunity.location}
          </p>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {opportunity.spotsAssigned} of {opportunity.spotsNeeded} spots filled · {waitlisted.length} waitlisted
            {opportunity.isActive ? "" : " · Cancelled"}
          </p>
        </div>
        <a
          href={`/admin/volunteer/${opportunity.id}/roster.csv`}
          download
          className="font-semibold text-brand-600 underline dark:text-brand-100"
        >
          Download CSV
        </a>
      </div>

      {roster.length === 0 ? <p className="text-gray-700 dark:text-gray-300">Nobody has signed up yet.</p> : null}

      {markable.length > 0 ? (
        <Form method="post" className="space-y-3">
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Volunteers">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left text-lg font-semibold">Volunteers</caption>
              <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
                <tr>
                  {canMark ? <th className="py-2 pr-3">Attended</th> : null}
                  <th className="py-2">Name</th>
                  <th className="py-2">Email</th>
                  <th className="py-2">Signed up</th>
                  <th className="py-2">Status</th>
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
                          aria-label={`${row.name} attended`}
                          className="h-4 w-4"
                        />
                      </td>
                    ) : null}
                    <td className="py-2 font-medium">{row.name}</td>
                    <td className="py-2">{row.email}</td>
                    <td className="py-2">{formatDateTime(row.signedUpAt, timeZone)}</td>
                    <td className="py-2">
                      <Badge tone={STATUS_BADGE[row.status]?.tone ?? "gray"}>{STATUS_BADGE[row.status]?.label ?? row.status}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {canMark ? (
            <div className="space-y-2">
              <p className="text-sm text-gray-700 dark:text-gray-300">
                Tick everyone who came. Saving records the ticked volunteers as completed (3 hours each on their impact panel) and the
                unticked ones as no-show. You can save again to correct it.
              </p>
              <Button type="submit" disabled={navigation.state === "submitting"}>
                {navigation.state === "submitting" ? "Saving..." : "Save attendance"}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-gray-700 dark:text-gray-300">Attendance can be recorded here once the shift has started.</p>
          )}
        </Form>
      ) : null}

      {waitlisted.length > 0 ? (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Waitlist">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-lg font-semibold">Waitlist</caption>
            <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
              <tr>
                <th className="py-2">Position</th>
                <th className="py-2">Name</th>
                <th className="py-2">Email</th>
                <th className="py-2">Signed up</th>
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
