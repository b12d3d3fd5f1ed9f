import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/**
 * The site's service worker, from the page's side (JavaScript only; every page, through the root).
 * All of it waits: once the page has loaded and the browser is idle, site-worker.client.ts is
 * fetched and registers /sw.js, so the first render and every page's JavaScript pay only for this.
 * What the worker reports ("Saved at 19:02 — you're offline", the posts waiting for signal and
 * their count) is written into this live region.
 */
export function SiteWorker() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!navigator.serviceWorker) return;
    // The root stays mounted, and the module starts once: no clean-up to make.
    const start = () =>
      import("./site-worker.client").then(
        ({ startSiteWorker }) => startSiteWorker(revalidate),
        () => undefined,
      );
    const idle = () => (window.requestIdleCallback ?? setTimeout)(start);
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  }, [revalidate]);
  return <div id="site-notice" role="status" aria-live="polite" className="mx-auto w-full max-w-7xl px-4" />;
}
