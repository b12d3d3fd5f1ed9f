import type { MetaFunction } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";

/** Any path no other route matches: the not-found screen, inside the normal layout, with a 404. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = () => [{ title: "404 Page Not Found" }];

export function ErrorBoundary() {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <p className="text-sm font-semibold text-brand-600 dark:text-brand-100">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-gray-600 dark:text-gray-400">
        There is nothing at <code className="rounded bg-gray-100 px-1 dark:bg-gray-800">{location.pathname}</code>. It may have moved, or
        the link may be mistyped.
      </p>
      <p className="mt-8 flex justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Go home
        </Link>
        <Link to="/events" className={buttonClass("secondary")}>
          See upcoming events
        </Link>
      </p>
    </div>
  );
}

export default function NotFound() {
  return <ErrorBoundary />;
}
