import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
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
import { volunteerCategoryLabel } from "~/models/volunteer.schema";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.volunteer_admin_list_title())(args);

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
    <AdminTable
      caption={caption}
      columns={[m.volunteer_admin_col_opportunity(), m.volunteer_admin_col_when(), m.volunteer_admin_col_spots()]}
    >
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
            <Badge tone="blue">{volunteerCategoryLabel(row.category)}</Badge>
            {row.isActive ? null : (
              <span className="ml-2">
                <Badge tone="red">{m.volunteer_admin_cancelled()}</Badge>
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
            {row.waitlisted > 0 ? (
              <div className="text-xs text-gray-600 dark:text-gray-300">
                {m.volunteer_admin_waitlisted_count({ count: row.waitlisted })}
              </div>
            ) : null}
          </td>
          <td className="space-x-3 py-2 text-right">
            <Link
              to={`/admin/volunteer/${row.id}/roster`}
              className={adminLinkClass}
              aria-label={m.volunteer_admin_roster_of({ title: row.title })}
            >
              {m.volunteer_admin_roster()}
            </Link>
            <Link
              to={`/admin/volunteer/${row.id}/edit`}
              className={adminLinkClass}
              aria-label={m.volunteer_admin_edit_of({ title: row.title })}
            >
              {m.volunteer_admin_edit()}
            </Link>
            {row.isActive ? (
              <Link
                to={`/admin/volunteer/${row.id}/cancel`}
                className={adminDangerLinkClass}
                aria-label={m.volunteer_admin_cancel_of({ title: row.title })}
              >
                {m.volunteer_admin_cancel()}
              </Link>
            ) : null}
            <Link
              to={`/admin/volunteer/${row.id}/delete`}
              className={adminDangerLinkClass}
              aria-label={m.volunteer_admin_delete_of({ title: row.title })}
            >
              {m.volunteer_admin_delete()}
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
      <BackLink to="/admin" label={m.volunteer_admin_dashboard()} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{m.volunteer_admin_heading()}</h1>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/admin/shift-templates" variant="secondary">
            {m.volunteer_admin_templates()}
          </ButtonLink>
          <ButtonLink to="/admin/volunteer/new">{m.volunteer_admin_add()}</ButtonLink>
        </div>
      </div>
      <div className="overflow-x-auto">
        <OpportunityTable caption={m.volunteer_admin_upcoming()} rows={upcoming} empty={m.volunteer_admin_no_upcoming()} />
      </div>
      {nextShow ? (
        <p>
          <Link to={`?show=${nextShow}`} preventScrollReset className={adminLinkClass}>
            {m.volunteer_admin_show_more()}
          </Link>
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <OpportunityTable caption={m.volunteer_admin_recent_past({ count: RECENT_PAST })} rows={past} empty={m.volunteer_admin_no_past()} />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
