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

export const meta = titled("Members");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filters = readMemberFilters(new URL(request.url));
  const { members, hasMore } = await listMembersForAdmin({
    search: filters.q,
    status: filters.status,
    page: filters.page,
    pageSize: filters.pageSize,
  });
  return json({ members, hasMore, filters }, { headers: { "Cache-Control": "private, no-store" } });
}

function pageLink(filters: { q: string; status: string | null }, page: number) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
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
      <BackLink to="/admin" label="Admin Dashboard" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Members</h1>
        <MemberExportButton />
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Search members">
        <div>
          <label htmlFor="member-search" className="block text-sm font-medium">
            Name or email
          </label>
          <input id="member-search" type="search" name="q" defaultValue={filters.q} maxLength={100} className={inputClass} />
        </div>
        <div>
          <label htmlFor="member-status" className="block text-sm font-medium">
            Membership status
          </label>
          <select id="member-status" name="status" defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">All statuses</option>
            {MEMBERSHIP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {membershipStatusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={loading}>
          {loading ? "Searching..." : "Search"}
        </Button>
      </Form>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Members">
        <AdminTable
          caption={filters.page > 1 ? `Members, page ${filters.page}` : "Members"}
          columns={["Name", "Email", "Status", "Type", "Expiry", "Role"]}
        >
          {members.length === 0 ? (
            <tr>
              <td colSpan={7} className="py-3 text-gray-600 dark:text-gray-300">
                No members found
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
              <td className="py-2">{member.isAdmin ? <Badge>Administrator</Badge> : null}</td>
              <td className="py-2 text-right">
                <Link to={`/admin/members/${member.id}`} className={adminLinkClass} aria-label={`Open ${member.email ?? fullName(member)}`}>
                  Open
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
      <nav aria-label="Pages" className="flex gap-4">
        {filters.page > 1 ? (
          <Link to={pageLink(filters, filters.page - 1)} className={adminLinkClass}>
            ← Newer members
          </Link>
        ) : null}
        {hasMore ? (
          <Link to={pageLink(filters, filters.page + 1)} className={adminLinkClass}>
            Older members →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
