import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { buttonClass } from "../ui/button";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** A 4xx thrown as `json({ message }, { status })` says what was wrong; show that. */
function clientErrorMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500) return null;
  const data: unknown = error.data;
  if (data && typeof data === "object" && "message" in data && typeof data.message === "string" && data.message) {
    return data.message;
  }
  return null;
}

/**
 * A route's error boundary: the message replaces only the page's content, so the navigation stays
 * and the visitor always has a way back. Never a stack trace (the server logs the error).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? m.site_route_error_not_found()
      : status === 403
        ? m.site_route_error_forbidden()
        : status >= 400 && status < 500
          ? m.site_route_error_client()
          : m.site_error_heading();
  const message =
    clientErrorMessage(error) ??
    (status === 404
      ? m.site_route_error_not_found_body()
      : status === 403
        ? m.site_route_error_forbidden_body()
        : status >= 400 && status < 500
          ? m.site_route_error_client_body()
          : m.site_route_error_body());
  return (
    <div role="alert" className="mx-auto max-w-2xl py-12 text-center">
      <p className="text-sm font-semibold text-red-600 dark:text-red-400">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-gray-600 dark:text-gray-300">{message}</p>
      <p className="mt-8 flex justify-center gap-3">
        <Link to={pathname} reloadDocument className={buttonClass("secondary")}>
          {m.site_route_error_retry()}
        </Link>
        <Link to="/" className={buttonClass("primary")}>
          {m.site_error_back_home()}
        </Link>
      </p>
    </div>
  );
}
