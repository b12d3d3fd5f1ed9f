import { teamHue, teamInitials } from "~/models/teams";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * A team's crest: a drawn badge with its initials (no image to load, so never a broken one).
 * The group's own club gets the brand colours. 30% lightness keeps white initials at 4.5:1 or
 * more on every hue (WCAG AA; yellows at 38% fell to about 3:1).
 */
export function TeamBadge({ name, isClub, side }: { name: string; isClub: boolean; side: "home" | "away" }) {
  const sideLabel = side === "home" ? m.events_team_home() : m.events_team_away();
  const hue = teamHue(name);
  const style = isClub ? undefined : { backgroundColor: `hsl(${hue} 55% 30%)` };
  return (
    <span className="flex flex-col items-center gap-1 text-center">
      <span
        role="img"
        aria-label={m.events_team_label({ side: sideLabel, name })}
        style={style}
        className={`inline-flex h-12 w-12 items-center justify-center rounded-full text-sm font-bold text-white ring-2 ring-white dark:ring-gray-700 ${isClub ? "bg-brand-600" : ""}`}
      >
        <span translate="no">{teamInitials(name)}</span>
      </span>
      <span className="text-xs text-gray-600 dark:text-gray-300">{sideLabel}</span>
    </span>
  );
}
