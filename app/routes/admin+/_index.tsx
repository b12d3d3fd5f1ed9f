import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddEventButton } from "~/components/events/add-event-dialog";
import { AddProductButton } from "~/components/shop/add-product-dialog";
import { MemberExportButton } from "~/components/membership/member-export-button";
import { GeneratePagesForm } from "~/components/shop/generate-pages-form";
import { buttonClass } from "~/components/ui/button";
import { getPrintifyStatus } from "~/models/catalog-sync.server";
import { getIntegrationCard, type IntegrationLine } from "~/models/integration-card.server";
import { getAdminStats } from "~/models/users.server";
import { requireAdmin } from "~/utils/auth.server";
import { printifyConfig } from "~/utils/env.server";
import { useBranding } from "~/utils/branding";
import { titled } from "~/utils/meta";

export const meta = titled("Admin Dashboard");

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

function StatCard({ label, value, note, to, small = false }: { label: string; value: number; note: string; to?: string; small?: boolean }) {
  return (
    <div
      className={`rounded-lg border border-gray-200 dark:border-gray-700 ${small ? "p-4" : "p-5"}`}
      data-testid={`stat-${label.toLowerCase()}`}
    >
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
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <section aria-label="Statistics" className="space-y-4">
        {/* The four long-standing cards first; below them two figures the admins act on (open volunteer spots, orders to fulfil). */}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Members" value={stats.totalMembers} note="Active members" />
          <StatCard label="Events" value={stats.upcomingEvents} note="Upcoming events" />
          <StatCard label="Products" value={stats.activeProducts} note="Active products" />
          <StatCard label="Tickets" value={stats.activeListings} note="Active listings" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard small label="Volunteers" value={stats.openVolunteerSpots} note="Open volunteer spots" />
          <StatCard small label="Orders" value={stats.ordersToFulfil} note="Orders to fulfil" to="/admin/orders" />
        </div>
      </section>
      <section aria-labelledby="quick-actions" className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
        <h2 id="quick-actions" className="text-lg font-semibold">
          Quick Actions
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <AddEventButton />
          <GeneratePagesForm />
          <AddProductButton />
          <MemberExportButton />
          <Link to="/admin/members" className={buttonClass("secondary")}>
            Manage members
          </Link>
          <Link to="/admin/events" className={buttonClass("secondary")}>
            Manage events
          </Link>
          <Link to="/admin/products" className={buttonClass("secondary")}>
            Manage products
          </Link>
          <Link to="/admin/orders" className={buttonClass("secondary")}>
            Manage orders
          </Link>
          <Link to="/admin/volunteer" className={buttonClass("secondary")}>
            Manage volunteering
          </Link>
          <Link to="/admin/shift-templates" className={buttonClass("secondary")}>
            Shift templates
          </Link>
          <Link to="/admin/away" className={buttonClass("secondary")}>
            Away ballots
          </Link>
          <Link to="/admin/tickets" className={buttonClass("secondary")}>
            Manage ticket listings
          </Link>
          <Link to="/admin/settings" className={buttonClass("secondary")}>
            Settings
          </Link>
        </div>
      </section>
      <section aria-labelledby="integrations" className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
        <h2 id="integrations" className="text-lg font-semibold">
          Integration Status
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
                <p className="text-xs text-gray-600 dark:text-gray-300">Last attempt {line.lastAttempt}</p>
              ) : null}
              {line.name === "slack" && line.state === "not-configured" ? (
                <p className="text-xs text-gray-600 dark:text-gray-300">
                  Set the invite link in{" "}
                  <Link to="/admin/settings" className="font-semibold text-brand-600 hover:underline dark:text-brand-100">
                    Settings
                  </Link>
                  .
                </p>
              ) : null}
              {line.name === "printify" && line.state === "not-configured" ? (
                <p className="text-xs text-gray-600 dark:text-gray-300">
                  To connect, set <code>PRINTIFY_API_TOKEN</code> (a personal access token from Printify&apos;s Connections page) and{" "}
                  <code>PRINTIFY_SHOP_ID</code> in the server&apos;s environment, then restart.
                </p>
              ) : null}
              {line.name === "printify" && printify.connected ? (
                <p className="text-xs text-gray-600 dark:text-gray-300">
                  {lastSync
                    ? `Last synced ${new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(lastSync)}; ${printify.activeProducts} ${printify.activeProducts === 1 ? "product" : "products"} in the shop.`
                    : "Not synced yet."}
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
