import { awayTexts } from "~/i18n/messages/away";
import { awayStatusLabel, ballotPhaseLabel, type AwayStatus, type BallotPhase } from "~/models/away";
import { getEventBallot } from "~/models/event-page.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * What an away match's page adds: its title in fixture order and its ballot. Imported through this
 * one sibling, the page's bundle carries no chunk of its own for the server's teams module (the
 * event page sits at its JavaScript budget).
 */
export { inFixtureOrder } from "~/models/teams.server";

/**
 * The ballot section of an away match's page, in words worked out here so the page needs no code of
 * its own for it: the phase, the signed-in member's place (null for a visitor) and the link's text.
 * Null for any event that is not an away match with a ballot (no query for those).
 */
export async function eventBallot(event: { id: number; type: string; isHomeMatch: boolean | null }, userId: string | null) {
  if (event.type !== "match" || event.isHomeMatch !== false) return null;
  const ballot = await getEventBallot(event.id, userId);
  if (!ballot) return null;
  const { id, phase, mine } = ballot;
  return {
    id,
    phase: ballotPhaseLabel(phase),
    mine: userId ? placeOf(phase, mine) : null,
    link: phase === "open" && !mine ? awayTexts.eventBallotLink.apply() : awayTexts.eventBallotLink.see(),
  };
}

/** The member's own place, in the words of the ballot's page. */
function placeOf(phase: BallotPhase, mine: { confirmed: boolean; status: AwayStatus; position: number | null } | null): string {
  if (!mine) return phase === "upcoming" || phase === "open" ? awayTexts.eventNotApplied() : awayTexts.eventDidNotApply();
  if (!mine.confirmed) return awayTexts.eventNamedPartner();
  if (phase !== "drawn" || mine.position === null) return awayTexts.eventApplied();
  return m.events_page_ballot_number({ status: awayStatusLabel(mine.status, null), position: mine.position });
}
