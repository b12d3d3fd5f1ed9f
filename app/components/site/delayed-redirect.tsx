import { useEffect } from "react";
import { LOGGED_OUT, SETTINGS_LOGIN_DELAY_MS } from "~/utils/messages";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * A notice that sends the browser on after a short delay (the delays in ~/utils/messages), shown after a
 * client-side navigation. There is no meta refresh (WCAG 2.2.1): a document request, with or
 * without JavaScript, is redirected at once by the loader with the same notice as a toast
 * (redirectDocumentWithNotice in toast.server.ts).
 */
export function DelayedRedirect({
  to,
  delayMs,
  title,
  message,
  tone = "error",
}: {
  to: string;
  delayMs: number;
  title: string;
  message: string;
  tone?: "error" | "info";
}) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(to), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs]);
  const toneClass =
    tone === "error"
      ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      : "border-brand-100 bg-brand-50 text-brand-900 dark:border-brand-700 dark:bg-gray-800 dark:text-gray-100";
  return (
    <div role="status" aria-live="polite" className={`mx-auto max-w-xl rounded-lg border p-6 ${toneClass}`}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
      <p className="mt-4 text-sm">
        <a href={to} className="font-semibold underline">
          {m.site_redirect_continue()}
        </a>
      </p>
    </div>
  );
}

/** The settings pages' answer to a signed-out visitor: 'You are logged out. Logging in again...', then sign-in after 0.5 s. */
export function LoggedOutNotice({ loginTo }: { loginTo: string | null }) {
  return <DelayedRedirect to={loginTo ?? "/api/login"} delayMs={SETTINGS_LOGIN_DELAY_MS} {...LOGGED_OUT()} />;
}
