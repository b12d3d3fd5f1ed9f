import { Badge, type BadgeTone } from "~/components/ui/badge";
import { ballotPhaseLabel, type BallotPhase } from "~/models/away";

const PHASE_TONE: Record<BallotPhase, BadgeTone> = { upcoming: "gray", open: "green", closed: "yellow", drawn: "blue" };

/** Where a ballot stands, as the admin's list and ballot page show it. */
export function BallotPhaseBadge({ phase }: { phase: BallotPhase }) {
  return <Badge tone={PHASE_TONE[phase]}>{ballotPhaseLabel(phase)}</Badge>;
}
