import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable, BackLink, adminDangerLinkClass, adminLinkClass } from "~/components/admin/admin-page";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { listOpportunitiesForAdmin } from "~/models/volunteer-admin.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { titled } from "~/utils/meta";
import { clockTime } from "~/models/volunteer";
import { VOLUNTEER_CATEGORY_LABELS } from "~/models/volunteer.schema";

export const meta = titled("Manage volunteering");

const RECENT_PAST = 20;

/** Upcoming opportunities come 100 at a time ("Show more"), so the page stays small. */
const UPCOMING_PAGE = 100;
const MAX_UPCOMING = 2_000;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const asked = Number(new URL(request.url).searchParams.get("show"));
  const show = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_UPCOMING) : UPCOMING_PAGE;
  const lists = await listOpportunitiesForAdmin({ recent: RECENT_PAST, upcomingLimit: show });
  return json({ ...lists, nextShow: lists.moreUpcoming && show < MAX_UPCOMING ? show + UPCOMING_PAGE : null });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["upcoming"][number];

function OpportunityTable({ caption, rows, empty }: { caption: string; rows: Row[]; empty: string }) {
  const { timeZone } = useBranding();
  return (
    <AdminTable caption={caption} columns={["Opportunity", "When", "Spots filled"]}>
      {rows.length === 0 ? (
        <tr>
          <td colSpan={4} className="py-3 text-gray-600 dark:text-gray-300">
            {empty}
          </td>
        </tr>
      ) : null}
      {rows.map((row) => (
        <tr key={row.id} className="border-b border-gray-100 align-top dark:border-gray-800" data-testid="admin-opportunity-row">
          <td className="py-2">
            <span className="mr-2 font-medium">{row.title}</span>
            <Badge tone="blue">{VOLUNTEER_CATEGORY_LABELS[row.category as keyof typeof VOLUNTEER_CATEGORY_LABELS] ?? row.category}</Badge>
            {row.isActive ? null : (
              <span className="ml-2">
                <Badge tone="red">Cancelled</Badge>
              </span>
            )}
            <div className="text-xs text-gray-600 dark:text-gray-300">{row.location}</div>
          </td>
          <td className="py-2">
            {formatDate(row.date, timeZone)}
            <div className="text-xs text-gray-600 dark:text-gray-300">
              {clockTime(row.startTime)} – {clockTime(row.endTime)}
            </div>
          </td>
          <td className="py-2">
            {row.spotsAssigned} / {row.spotsNeeded}
            {row.waitlisted > 0 ? <div className="text-xs text-gray-600 dark:text-gray-300">{row.waitlisted} waitlisted</div> : null}
          </td>
          <td className="space-x-3 py-2 text-right">
            <Link to={`/admin/volunteer/${row.id}/roster`} className={adminLinkClass} aria-label={`Roster of ${row.title}`}>
              Roster
            </Link>
            <Link to={`/admin/volunteer/${row.id}/edit`} className={adminLinkClass} aria-label={`Edit ${row.title}`}>
              Edit
            </Link>
            {row.isActive ? (
              <Link to={`/admin/volunteer/${row.id}/cancel`} className={adminDangerLinkClass} aria-label={`Cancel ${row.title}`}>
                Cancel
              </Link>
            ) : null}
            <Link to={`/admin/volunteer/${row.id}/delete`} className={adminDangerLinkClass} aria-label={`Delete ${row.title}`}>
              Delete
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The coordinators' list: what is coming (cancelled ones marked) and the recent past, with spots and links. */
export default function AdminVolunteer() {
  const { upcoming, past, nextShow } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <BackLink to="/admin" label="Admin Dashboard" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Volunteer opportunities</h1>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/admin/shift-templates" variant="secondary">
            Shift templates
          </ButtonLink>
          <ButtonLink to="/admin/volunteer/new">Add opportunity</ButtonLink>
        </div>
      </div>
      <div className="overflow-x-auto">
        <OpportunityTable caption="Upcoming" rows={upcoming} empty="No upcoming opportunities." />
      </div>
      {nextShow ? (
        <p>
          <Link to={`?show=${nextShow}`} preventScrollReset className={adminLinkClass}>
            Show more upcoming opportunities
          </Link>
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <OpportunityTable caption={`Recent past (last ${RECENT_PAST})`} rows={past} empty="No past opportunities." />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
