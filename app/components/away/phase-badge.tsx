import { Badge, type BadgeTone } from "~/components/ui/badge";
import type { BallotPhase } from "~/models/away";

const PHASE_BADGE: Record<BallotPhase, { tone: BadgeTone; label: string }> = {
  upcoming: { tone: "gray", label: "Upcoming" },
  open: { tone: "green", label: "Open" },
  closed: { tone: "yellow", label: "Closed — ready to draw" },
  drawn: { tone: "blue", label: "Drawn" },
};

/** Where a ballot stands, as the admin's list and ballot page show it. */
export function BallotPhaseBadge({ phase }: { phase: BallotPhase }) {
  return <Badge tone={PHASE_BADGE[phase].tone}>{PHASE_BADGE[phase].label}</Badge>;
}
