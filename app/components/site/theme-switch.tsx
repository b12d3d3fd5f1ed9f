import { useLocation } from "@remix-run/react";
import { Theme, useTheme } from "remix-themes/build/theme-provider.js";
import type { ThemePreference } from "~/utils/theme";
import * as m from "~/i18n/paraglide/messages/_index.js";

// The buttons show an icon only: the label is their name (and tooltip) and says what a press does.
const CHOICES: { value: ThemePreference; label: () => string; icon: string }[] = [
  { value: "light", label: m.site_theme_light, icon: "☀" },
  { value: "dark", label: m.site_theme_dark, icon: "☾" },
  { value: "system", label: m.site_theme_system, icon: "◐" },
];

/** The current choice as remix-themes sees it: a theme the user picked, or the OS's. */
function useThemePreference(): ThemePreference {
  const [theme, , { definedBy }] = useTheme();
  if (definedBy === "SYSTEM") return "system";
  return theme === Theme.DARK ? "dark" : "light";
}

/**
 * Three submit buttons in a plain form: without JavaScript the post saves the choice and
 * redirects back; with JavaScript remix-themes switches at once and saves in the background.
 */
export function ThemeSwitch({ className = "" }: { className?: string }) {
  const [, setTheme] = useTheme();
  const current = useThemePreference();
  const location = useLocation();
  return (
    <form
      method="post"
      action="/action/set-theme"
      className={`inline-flex rounded-md border border-gray-300 p-0.5 dark:border-gray-600 ${className}`}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {CHOICES.map((choice) => (
        <button
          key={choice.value}
          type="submit"
          name="theme"
          value={choice.value}
          aria-label={choice.label()}
          aria-pressed={current === choice.value}
          title={choice.label()}
          onClick={(event) => {
            event.preventDefault();
            setTheme(choice.value === "system" ? null : (choice.value as Theme));
            try {
              window.localStorage.setItem("theme-preference", choice.value);
            } catch {
              /* storage may be disabled; the server keeps the choice anyway */
            }
          }}
          className="rounded px-2 py-1 text-sm text-gray-600 hover:bg-gray-100 aria-pressed:bg-brand-600 aria-pressed:text-white dark:text-gray-300 dark:hover:bg-gray-700"
        >
          <span aria-hidden="true">{choice.icon}</span>
        </button>
      ))}
    </form>
  );
}
