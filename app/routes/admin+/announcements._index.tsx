import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminTable, BackLink, adminDangerLinkClass, adminLinkClass } from "~/components/admin/admin-page";
import { ButtonLink } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { describeAudience } from "~/models/announcements";
import { audienceTargetTitles, listAnnouncementsForAdmin, withdrawAnnouncement } from "~/models/announcements.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { formatNumber } from "~/utils/format";
import { readIntent } from "~/utils/intent.server";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";

export const meta: MetaFunction = (args) => titled(m.news_admin_list_title())(args);

/** The latest 100 announcements, newest first, each with its audience in words (three lookups for the page, not per row). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await listAnnouncementsForAdmin(100);
  const titles = await audienceTargetTitles(rows.map((row) => row.audience));
  return json({
    announcements: rows.map(({ audience, ...row }) => ({
      ...row,
      audience: describeAudience(audience, titles),
      state: row.withdrawnAt ? ("withdrawn" as const) : row.queuedAt ? ("sent" as const) : ("scheduled" as const),
    })),
  });
}

/**
 * Withdraw: the announcement leaves /news, the feed and members' pages, and what the outbox has not
 * sent is skipped. A conditional update, so a second press (or a second admin) says it already was.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const formData = await readFormData(request);
  if (readIntent(formData, ["withdraw"]) === null) return json({ message: UNKNOWN_ACTION() }, { status: 400 });
  const id = parseId(formData.get("id"));
  if (id === null) return json({ message: m.news_not_found() }, { status: 404 });
  const withdrawn = await withdrawAnnouncement(id);
  return redirectWithToast(
    "/admin/announcements",
    withdrawn
      ? { type: "success", title: m.news_admin_withdrawn_title(), description: m.news_admin_withdrawn() }
      : { type: "info", title: m.news_admin_withdrawn_title(), description: m.news_admin_already_withdrawn() },
  );
}

const STATE_CLASS = {
  sent: "bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100",
  scheduled: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  withdrawn: "bg-gray-200 text-gray-800 dark:bg-gray-700 dark:text-gray-100",
} as const;

const STATE_LABEL = {
  sent: m.news_admin_state_sent,
  scheduled: m.news_admin_state_scheduled,
  withdrawn: m.news_admin_state_withdrawn,
} as const;

/** Every announcement: what, to whom, when, to how many, and whether it stands; a button to withdraw one. */
export default function AnnouncementsPage() {
  const { announcements } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  return (
    <div className="space-y-8">
      <BackLink to="/admin" label={m.admin_dashboard_title()} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{m.news_admin_list_title()}</h1>
        <ButtonLink to="/admin/announcements/new">{m.news_admin_new_title()}</ButtonLink>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">{m.news_admin_list_intro()}</p>
      <ScrollRegion label={m.news_admin_list_title()}>
        <AdminTable
          caption={m.news_admin_list_title()}
          columns={[
            m.news_admin_field_title(),
            m.news_admin_field_audience(),
            m.news_admin_col_when(),
            m.news_admin_col_recipients(),
            m.news_admin_col_state(),
          ]}
        >
          {announcements.length === 0 ? (
            <tr>
              <td colSpan={6} className="py-3 text-gray-600 dark:text-gray-300">
                {m.news_admin_none()}
              </td>
            </tr>
          ) : null}
          {announcements.map((row) => (
            <tr key={row.id} className="border-b border-gray-100 align-top dark:border-gray-800" data-testid="announcement-row">
              <td className="py-2 pr-3">
                {row.state === "sent" ? (
                  <Link to={`/news/${row.id}`} className={adminLinkClass}>
                    {row.title}
                  </Link>
                ) : (
                  <span className="font-medium">{row.title}</span>
                )}
                <span className="block text-xs text-gray-600 dark:text-gray-300">
                  {row.isPublic ? m.news_admin_visibility_public() : m.news_admin_visibility_members()}
                  {row.authorFirstName
                    ? ` · ${m.news_admin_by({ name: `${row.authorFirstName} ${row.authorLastName ?? ""}`.trim() })}`
                    : ""}
                </span>
              </td>
              <td className="py-2 pr-3">{row.audience}</td>
              <td className="py-2 pr-3">{formatDateTime(row.sendAt, timeZone)}</td>
              <td className="py-2 pr-3">{row.recipientCount === null ? "—" : formatNumber(row.recipientCount)}</td>
              <td className="py-2 pr-3">
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[row.state]}`}>{STATE_LABEL[row.state]()}</span>
              </td>
              <td className="py-2 text-right">
                {row.state === "withdrawn" ? null : (
                  <Form method="post" action="/admin/announcements">
                    <input type="hidden" name="id" value={row.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="withdraw"
                      className={adminDangerLinkClass}
                      aria-label={m.news_admin_withdraw_named({ title: row.title })}
                    >
                      {m.news_admin_withdraw()}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      </ScrollRegion>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
