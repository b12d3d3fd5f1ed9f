import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddEventButton } from "~/components/events/add-event-dialog";
import { AddProductButton } from "~/components/shop/add-product-dialog";
import { MemberExportButton } from "~/components/membership/member-export-button";
import { GeneratePagesForm } from "~/components/shop/generate-pages-form";
import { buttonClass } from "~/components/ui/button";
import { richText } from "~/components/ui/rich-text";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { getPrintifyStatus } from "~/models/catalog-sync.server";
import { getIntegrationCard, type IntegrationLine } from "~/models/integration-card.server";
import { getAdminStats } from "~/models/users.server";
import { requireAdmin } from "~/utils/auth.server";
import { printifyConfig } from "~/utils/env.server";
import { useBranding } from "~/utils/branding";
import { titleFor } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [titleFor(matches, m.admin_dashboard_title())];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [stats, printify, integrations] = await Promise.all([getAdminStats(), getPrintifyStatus(printifyConfig), getIntegrationCard()]);
  return json({ stats, printify, integrations });
}

const STATE_CLASS: Record<IntegrationLine["state"], string> = {
  ok: "text-green-700 dark:text-green-300",
  "no-calls": "text-gray-700 dark:text-gray-200",
  "not-configured": "text-amber-700 dark:text-amber-300",
  error: "text-red-700 dark:text-red-300",
};

function StatCard({
  id,
  label,
  value,
  note,
  to,
  small = false,
}: {
  id: string;
  label: string;
  value: number;
  note: string;
  to?: string;
  small?: boolean;
}) {
  return (
    <div className={`rounded-lg border border-gray-200 dark:border-gray-700 ${small ? "p-4" : "p-5"}`} data-testid={`stat-${id}`}>
      <p className="text-sm font-medium text-gray-600 dark:text-gray-300">{label}</p>
      <p className={`mt-1 font-bold ${small ? "text-2xl" : "text-3xl"}`}>{value}</p>
      <p className="text-xs text-gray-600 dark:text-gray-300">
        {to ? (
          <Link to={to} className="font-semibold text-brand-600 hover:underline dark:text-brand-100">
            {note}
          </Link>
        ) : (
          note
        )}
      </p>
    </div>
  );
}

export default function AdminDashboard() {
  const { stats, printify, integrations } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const lastSync = printify.lastSyncedAt ? new Date(printify.lastSyncedAt) : null;
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{m.admin_dashboard_title()}</h1>
      <section aria-label={m.admin_dashboard_stats_label()} className="space-y-4">
        {/* The four long-standing cards first; below them two figures the admins act on (open volunteer spots, orders to fulfil). */}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            id="members"
            label={m.admin_dashboard_stat_members()}
            value={stats.totalMembers}
            note={m.admin_dashboard_stat_members_note()}
          />
          <StatCard
            id="events"
            label={m.admin_dashboard_stat_events()}
            value={stats.upcomingEvents}
            note={m.admin_dashboard_stat_events_note()}
          />
          <StatCard
            id="products"
            label={m.admin_dashboard_stat_products()}
            value={stats.activeProducts}
            note={m.admin_dashboard_stat_products_note()}
          />
          <StatCard
            id="tickets"
            label={m.admin_dashboard_stat_tickets()}
            value={stats.activeListings}
            note={m.admin_dashboard_stat_tickets_note()}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            small
            id="volunteers"
            label={m.admin_dashboard_stat_volunteers()}
            value={stats.openVolunteerSpots}
            note={m.admin_dashboard_stat_volunteers_note()}
          />
          <StatCard
            small
            id="orders"
            label={m.admin_dashboard_stat_orders()}
            value={stats.ordersToFulfil}
            note={m.admin_dashboard_stat_orders_note()}
            to="/admin/orders"
          />
        </div>
      </section>
      <section aria-labelledby="quick-actions" className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
        <h2 id="quick-actions" className="text-lg font-semibold">
          {m.admin_dashboard_quick_actions()}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <AddEventButton />
          <GeneratePagesForm />
          <AddProductButton />
          <MemberExportButton />
          <Link to="/admin/members" className={buttonClass("secondary")}>
            {m.admin_dashboard_manage_members()}
          </Link>
          <Link to="/admin/events" className={buttonClass("secondary")}>
            {m.admin_dashboard_manage_events()}
          </Link>
          <Link to="/admin/products" className={buttonClass("secondary")}>
            {m.admin_dashboard_manage_products()}
          </Link>
          <Link to="/admin/orders" className={buttonClass("secondary")}>
            {m.admin_dashboard_manage_orders()}
          </Link>
          <Link to="/admin/volunteer" className={buttonClass("secondary")}>
            {m.admin_dashboard_manage_volunteering()}
          </Link>
          <Link to="/admin/shift-templates" className={buttonClass("secondary")}>
            {m.admin_dashboard_shift_templates()}
          </Link>
          <Link to="/admin/away" className={buttonClass("secondary")}>
            {m.admin_dashboard_away_ballots()}
          </Link>
          <Link to="/admin/insights" className={buttonClass("secondary")}>
            {m.admin_dashboard_insights()}
          </Link>
          <Link to="/admin/announcements" className={buttonClass("secondary")}>
            {m.admin_dashboard_announcements()}
          </Link>
          <Link to="/admin/meetings" className={buttonClass("secondary")}>
            {m.meetings_admin_list_title()}
          </Link>
          <Link to="/admin/tickets" className={buttonClass("secondary")}>
            {m.admin_dashboard_manage_tickets()}
          </Link>
          <Link to="/admin/settings" className={buttonClass("secondary")}>
            {m.admin_settings_title()}
          </Link>
        </div>
      </section>
      <section aria-labelledby="integrations" className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
        <h2 id="integrations" className="text-lg font-semibold">
          {m.admin_dashboard_integrations()}
        </h2>
        <ul className="mt-3 divide-y divide-gray-100 text-sm dark:divide-gray-800">
          {integrations.map((line) => (
            <li
              key={line.name}
              className="space-y-1 py-2"
              data-testid={line.name === "printify" ? "printify-status" : `integration-${line.name}`}
            >
              <div className="flex flex-wrap justify-between gap-x-4">
                <span>{line.label}</span>
                <span className={`font-semibold ${STATE_CLASS[line.state]}`}>{line.text}</span>
              </div>
              {line.lastAttempt && line.state !== "ok" ? (
                <p className="text-xs text-gray-600 dark:text-gray-300">{m.admin_dashboard_last_attempt({ when: line.lastAttempt })}</p>
              ) : null}
              {line.name === "slack" && line.state === "not-configured" ? (
                <p className="text-xs text-gray-600 dark:text-gray-300">
                  {richText((slots) => m.admin_dashboard_slack_hint(slots), {
                    settings: (
                      <Link to="/admin/settings" className="font-semibold text-brand-600 hover:underline dark:text-brand-100">
                        {m.admin_settings_title()}
                      </Link>
                    ),
                  })}
                </p>
              ) : null}
              {line.name === "printify" && line.state === "not-configured" ? (
                <p className="text-xs text-gray-600 dark:text-gray-300">
                  {richText((slots) => m.admin_dashboard_printify_hint(slots), {
                    token: <code>PRINTIFY_API_TOKEN</code>,
                    shop: <code>PRINTIFY_SHOP_ID</code>,
                  })}
                </p>
              ) : null}
              {line.name === "printify" && printify.connected ? (
                <p className="text-xs text-gray-600 dark:text-gray-300">
                  {lastSync
                    ? m.admin_dashboard_printify_synced({
                        when: new Intl.DateTimeFormat(getLocale(), { dateStyle: "medium", timeStyle: "short", timeZone }).format(lastSync),
                        count: printify.activeProducts,
                      })
                    : m.admin_dashboard_printify_not_synced()}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
