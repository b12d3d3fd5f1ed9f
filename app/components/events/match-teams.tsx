import { TeamBadge } from "./team-badge";
import { useBranding } from "~/utils/branding";
import { matchTeams } from "~/models/teams";
import * as m from "~/i18n/paraglide/messages/_index.js";

export function MatchTeams({ event }: { event: { type: string; title: string; isHomeMatch: boolean | null } }) {
  const { clubName } = useBranding();
  if (event.type !== "match") return null;
  const teams = matchTeams(event.title, event.isHomeMatch, clubName);
  if (!teams) return null;
  const isClub = (name: string) => name.toLowerCase().includes(clubName.toLowerCase());
  return (
    <div className="flex items-center justify-center gap-4" data-testid="match-teams">
      <TeamBadge name={teams.home} isClub={isClub(teams.home)} side="home" />
      <span className="text-sm font-semibold text-gray-600 dark:text-gray-300">{m.events_teams_vs()}</span>
      <TeamBadge name={teams.away} isClub={isClub(teams.away)} side="away" />
    </div>
  );
}
