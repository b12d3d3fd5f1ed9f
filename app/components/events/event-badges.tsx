import { Badge, type BadgeTone } from "../ui/badge";
import { capitalize } from "~/utils/format";

type EventLike = { type: string; isHomeMatch: boolean | null; competitionType: string | null; cancelledAt?: string | null };

export function eventTypeBadge(event: EventLike): { label: string; tone: BadgeTone } {
  if (event.type === "match") {
    if (event.isHomeMatch === true) return { label: "Home Match", tone: "green" };
    if (event.isHomeMatch === false) return { label: "Away Match", tone: "blue" };
    return { label: "Match", tone: "blue" };
  }
  if (event.type === "watch-party") return { label: "Watch Party", tone: "purple" };
  return { label: "Community Event", tone: "yellow" };
}

export function EventBadges({ event }: { event: EventLike }) {
  const typeBadge = eventTypeBadge(event);
  return (
    <span className="flex flex-wrap gap-2">
      <Badge tone={typeBadge.tone}>{typeBadge.label}</Badge>
      {event.competitionType ? <Badge tone="gray">{capitalize(event.competitionType)}</Badge> : null}
      {event.cancelledAt ? <Badge tone="red">Cancelled</Badge> : null}
    </span>
  );
}
