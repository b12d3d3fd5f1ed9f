import type { MetaFunction } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** Any path no other route matches: the not-found screen, inside the normal layout, with a 404. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = () => [{ title: m.site_error_not_found_title() }];

export function ErrorBoundary() {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <p className="text-sm font-semibold text-brand-600 dark:text-brand-100">404</p>
      <h1 className="mt-2 text-3xl font-bold">{m.site_error_not_found_heading()}</h1>
      <p className="mt-4 text-gray-600 dark:text-gray-400">
        {m.site_not_found_before()}{" "}
        <code translate="no" className="rounded bg-gray-100 px-1 dark:bg-gray-800">
          {location.pathname}
        </code>
        {m.site_not_found_after()}
      </p>
      <p className="mt-8 flex justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          {m.site_not_found_home()}
        </Link>
        <Link to="/events" className={buttonClass("secondary")}>
          {m.site_not_found_events()}
        </Link>
      </p>
    </div>
  );
}

export default function NotFound() {
  return <ErrorBoundary />;
}
