import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { requireAdmin } from "~/utils/auth.server";

/**
 * The admin area's frame. Every /admin/* loader and action checks admin rights itself too:
 * Remix runs child loaders in parallel with this one, so a parent check alone protects nothing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({});
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? "text-brand-700 underline dark:text-brand-100" : "text-brand-600 hover:underline dark:text-brand-100";

export default function AdminLayout() {
  return (
    <div className="space-y-6">
      <p
        role="note"
        className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-sm font-semibold text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
      >
        {m.admin_layout_restricted()}
      </p>
      <nav aria-label={m.admin_layout_nav_label()} className="flex flex-wrap gap-4 text-sm font-semibold">
        <NavLink to="/admin" end className={navLinkClass}>
          {m.admin_layout_nav_dashboard()}
        </NavLink>
        <NavLink to="/admin/settings" className={navLinkClass}>
          {m.admin_settings_title()}
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
