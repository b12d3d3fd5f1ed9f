import { Badge, type BadgeTone } from "~/components/ui/badge";
import { BALLOT_PHASE_LABELS, type BallotPhase } from "~/models/away";

const PHASE_TONE: Record<BallotPhase, BadgeTone> = { upcoming: "gray", open: "green", closed: "yellow", drawn: "blue" };

/** Where a ballot stands, as the admin's list and ballot page show it. */
export function BallotPhaseBadge({ phase }: { phase: BallotPhase }) {
  return <Badge tone={PHASE_TONE[phase]}>{BALLOT_PHASE_LABELS[phase]}</Badge>;
}
