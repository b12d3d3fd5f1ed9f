import { useId, type ReactNode } from "react";
import { SCROLL_HINT } from "~/i18n/messages/common";

/**
 * A table wider than a phone: it scrolls sideways inside this labelled region (reachable by
 * keyboard, tabIndex 0), and a hint above it says so on narrow screens, where it may not all fit.
 */
export function ScrollRegion({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  const hint = useId();
  return (
    <div className={className}>
      <p id={hint} className="mb-1 text-xs text-gray-600 dark:text-gray-300 md:hidden">
        {SCROLL_HINT()}
      </p>
      {/* relative: a positioned cell's content (an sr-only heading) scrolls with the table, not past the page's edge. */}
      <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={label} aria-describedby={hint}>
        {children}
      </div>
    </div>
  );
}
