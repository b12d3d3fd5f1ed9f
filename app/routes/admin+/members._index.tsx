import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { MEMBERSHIP_STATUSES } from "../../../db/enums";
import { AdminTable, BackLink, adminLinkClass } from "~/components/admin/admin-page";
import { MemberExportButton } from "~/components/membership/member-export-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { listMembersForAdmin } from "~/models/admin-members.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { fullName, membershipStatusLabel, membershipTypeLabel } from "~/models/membership";
import { titled } from "~/utils/meta";
import { readMemberFilters } from "~/models/admin-members.schema.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta = titled(m.admin_members_title);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filters = readMemberFilters(new URL(request.url));
  const { members, hasMore } = await listMembersForAdmin({
    search: filters.q,
    status: filters.status,
    page: filters.page,
    pageSize: filters.pageSize,
    renewalDays: filters.renewal,
  });
  return json({ members, hasMore, filters }, { headers: { "Cache-Control": "private, no-store" } });
}

function pageLink(filters: { q: string; status: string | null; renewal: number | null }, page: number) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.renewal) params.set("renewal", String(filters.renewal));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/members${query ? `?${query}` : ""}`;
}

/** Every member, newest first, searched by name or email and filtered by status with a plain GET form. */
export default function AdminMembers() {
  const { members, hasMore, filters } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/members";
  return (
    <div className="space-y-6">
      <BackLink to="/admin" label={m.admin_dashboard_title()} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{m.admin_members_title()}</h1>
        <MemberExportButton />
      </div>
      {filters.renewal ? (
        <p className="text-sm" data-testid="renewal-filter">
          {m.admin_members_renewals_due({ days: filters.renewal })}{" "}
          <Link to="/admin/members" className="font-semibold text-brand-600 underline dark:text-brand-100">
            {m.admin_members_renewals_clear()}
          </Link>
        </p>
      ) : null}
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={m.admin_members_search_label()}>
        {filters.renewal ? <input type="hidden" name="renewal" value={filters.renewal} /> : null}
        <div>
          <label htmlFor="member-search" className="block text-sm font-medium">
            {m.admin_members_name_or_email()}
          </label>
          <input id="member-search" type="search" name="q" defaultValue={filters.q} maxLength={100} className={inputClass} />
        </div>
        <div>
          <label htmlFor="member-status" className="block text-sm font-medium">
            {m.admin_members_status()}
          </label>
          <select id="member-status" name="status" defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">{m.admin_members_all_statuses()}</option>
            {MEMBERSHIP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {membershipStatusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={loading}>
          {loading ? m.admin_members_searching() : m.admin_members_search()}
        </Button>
      </Form>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={m.admin_members_title()}>
        <AdminTable
          caption={filters.page > 1 ? m.admin_members_caption_page({ page: filters.page }) : m.admin_members_title()}
          columns={[
            m.admin_members_col_name(),
            m.membership_admin_email(),
            m.membership_admin_status(),
            m.membership_admin_type(),
            m.membership_admin_expiry(),
            m.admin_members_col_role(),
          ]}
        >
          {members.length === 0 ? (
            <tr>
              <td colSpan={7} className="py-3 text-gray-600 dark:text-gray-300">
                {m.admin_members_none()}
              </td>
            </tr>
          ) : null}
          {members.map((member) => (
            <tr key={member.id} className="border-b border-gray-100 align-top dark:border-gray-800" data-testid="admin-member-row">
              <td className="py-2 font-medium">{fullName({ firstName: member.firstName, lastName: member.lastName })}</td>
              <td className="py-2">{member.email}</td>
              <td className="py-2">{membershipStatusLabel(member.membershipStatus)}</td>
              <td className="py-2">{membershipTypeLabel(member.membershipType)}</td>
              <td className="py-2">{member.membershipExpiry ? formatDate(member.membershipExpiry, timeZone) : "—"}</td>
              <td className="py-2">{member.isAdmin ? <Badge>{m.membership_admin_administrator()}</Badge> : null}</td>
              <td className="py-2 text-right">
                <Link
                  to={`/admin/members/${member.id}`}
                  className={adminLinkClass}
                  aria-label={m.admin_members_open_label({ who: member.email ?? fullName(member) })}
                >
                  {m.admin_members_open()}
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
      <nav aria-label={m.admin_members_pages()} className="flex gap-4">
        {filters.page > 1 ? (
          <Link to={pageLink(filters, filters.page - 1)} className={adminLinkClass}>
            {m.admin_members_newer()}
          </Link>
        ) : null}
        {hasMore ? (
          <Link to={pageLink(filters, filters.page + 1)} className={adminLinkClass}>
            {m.admin_members_older()}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
