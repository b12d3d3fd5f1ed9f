import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
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
        Admin Area - Restricted Access
      </p>
      <nav aria-label="Admin" className="flex flex-wrap gap-4 text-sm font-semibold">
        <NavLink to="/admin" end className={navLinkClass}>
          Dashboard
        </NavLink>
        <NavLink to="/admin/settings" className={navLinkClass}>
          Settings
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
