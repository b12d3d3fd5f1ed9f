import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddEventButton } from "~/components/add-event-dialog";
import { AddProductButton } from "~/components/add-product-dialog";
import { MemberExportButton } from "~/components/member-export-button";
import { GeneratePagesForm, PrintifyStatus } from "~/components/generate-pages-form";
import { buttonClass } from "~/components/ui/button";
import { getPrintifyStatus } from "~/models/catalog-sync.server";
import { getAdminStats } from "~/models/users.server";
import { requireAdmin } from "~/utils/auth.server";
import { printifyConfig } from "~/utils/env.server";
import { titled } from "~/utils/meta";

export const meta = titled("Admin Dashboard");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [stats, printify] = await Promise.all([getAdminStats(), getPrintifyStatus(printifyConfig)]);
  return json({ stats, printify });
}

export default function AdminDashboard() {
  const { stats, printify } = useLoaderData<typeof loader>();
  const cards = [
    { label: "Members", value: stats.totalMembers, note: "Active members" },
    { label: "Events", value: stats.upcomingEvents, note: "Upcoming events" },
    { label: "Products", value: stats.activeProducts, note: "Active products" },
    { label: "Tickets", value: stats.activeListings, note: "Active listings" },
    { label: "Volunteers", value: stats.openVolunteerSpots, note: "Open volunteer spots" },
    { label: "Orders", value: stats.ordersToFulfil, note: "Orders to fulfil", to: "/admin/orders" },
  ];
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        {cards.map((card) => (
          <div key={card.label} className="rounded-lg border border-gray-200 p-5 dark:border-gray-700" data-testid={`stat-${card.label.toLowerCase()}`}>
            <p className="text-sm font-medium text-gray-600 dark:text-gray-300">{card.label}</p>
            <p className="mt-1 text-3xl font-bold">{card.value}</p>
            <p className="text-xs text-gray-600 dark:text-gray-300">
              {"to" in card && card.to ? (
                <Link to={card.to} className="font-semibold text-brand-600 hover:underline dark:text-brand-100">
                  {card.note}
                </Link>
              ) : (
                card.note
              )}
            </p>
          </div>
        ))}
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
          <Link to="/admin/tickets" className={buttonClass("secondary")}>
            Manage ticket listings
          </Link>
        </div>
      </section>
      <section aria-labelledby="integrations" className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
        <h2 id="integrations" className="text-lg font-semibold">
          Integration Status
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          <li className="flex justify-between">
            <span>Slack team chat</span>
            <span className="font-semibold text-green-700 dark:text-green-300">Active</span>
          </li>
          <li className="flex justify-between">
            <span>Mailchimp mailing-list sync</span>
            <span className="font-semibold text-green-700 dark:text-green-300">Active</span>
          </li>
          <PrintifyStatus status={printify} />
        </ul>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
