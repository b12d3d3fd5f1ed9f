import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Sends a page view per route, titled like the page ('<Page> | The Roadies'); unknown routes
 * are reported by their path, as they have no page title of their own. Only rendered when analytics is configured.
 */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    // After Remix has applied the new route's <title>.
    const timer = window.setTimeout(() => {
      const title = document.title === "404 Page Not Found" ? pathname : document.title;
      const body = JSON.stringify({ name: "pageview", title, path: pathname });
      navigator.sendBeacon?.("/api/analytics", new Blob([body], { type: "application/json" }));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
