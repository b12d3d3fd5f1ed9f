import { Badge, type BadgeTone } from "../ui/badge";
import * as m from "~/i18n/paraglide/messages/_index.js";
import type { COMPETITION_TYPES } from "../../../db/enums";

type Competition = (typeof COMPETITION_TYPES)[number];

const COMPETITION: Record<Competition, () => string> = {
  league: m.events_competition_league,
  cup: m.events_competition_cup,
  friendly: m.events_competition_friendly,
  playoff: m.events_competition_playoff,
  continental: m.events_competition_continental,
  preseason: m.events_competition_preseason,
  other: m.events_competition_other,
};

/** A competition's name in the page's language (the enum value itself if unknown). */
export function competitionLabel(type: string): string {
  return COMPETITION[type as Competition]?.() ?? type;
}

type EventLike = { type: string; isHomeMatch: boolean | null; competitionType: string | null; cancelledAt?: string | null };

export function eventTypeBadge(event: EventLike): { label: string; tone: BadgeTone } {
  if (event.type === "match") {
    if (event.isHomeMatch === true) return { label: m.events_badge_home_match(), tone: "green" };
    if (event.isHomeMatch === false) return { label: m.events_badge_away_match(), tone: "blue" };
    return { label: m.events_badge_match(), tone: "blue" };
  }
  if (event.type === "watch-party") return { label: m.events_badge_watch_party(), tone: "purple" };
  return { label: m.events_badge_community(), tone: "yellow" };
}

export function EventBadges({ event }: { event: EventLike }) {
  const typeBadge = eventTypeBadge(event);
  return (
    <span className="flex flex-wrap gap-2">
      <Badge tone={typeBadge.tone}>{typeBadge.label}</Badge>
      {event.competitionType ? <Badge tone="gray">{competitionLabel(event.competitionType)}</Badge> : null}
      {event.cancelledAt ? <Badge tone="red">{m.events_badge_cancelled()}</Badge> : null}
    </span>
  );
}
