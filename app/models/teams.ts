/**
 * Home and away teams of a match, derived from its title ("The Club vs Rivals FC") and
 * isHomeMatch: the club's side is home when isHomeMatch is true, away when false.
 */
export type MatchTeams = { home: string; away: string };

export function matchTeams(title: string, isHomeMatch: boolean | null, clubName: string): MatchTeams | null {
  const parts = title.split(/\s+(?:vs\.?|v\.?|versus)\s+/i).map((part) => part.trim());
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [left, right] = parts;
  const club = clubName.trim().toLowerCase();
  const clubOnLeft = left.toLowerCase() === club || (right.toLowerCase() !== club && left.toLowerCase().includes(club));
  const clubOnRight = !clubOnLeft && right.toLowerCase().includes(club);
  if (isHomeMatch === null || (!clubOnLeft && !clubOnRight)) return { home: left, away: right };
  const clubSide = clubOnLeft ? left : right;
  const otherSide = clubOnLeft ? right : left;
  return isHomeMatch ? { home: clubSide, away: otherSide } : { home: otherSide, away: clubSide };
}

/**
 * A match's title in the order of its crests: "<home> vs <away>", from the fixture's home and away
 * teams, whichever way round the admin typed it. A title that does not read as two sides, or a
 * match not marked home or away, stays as it is.
 */
export function fixtureTitle(title: string, isHomeMatch: boolean | null, clubName: string): string {
  const teams = isHomeMatch === null ? null : matchTeams(title, isHomeMatch, clubName);
  return teams ? `${teams.home} vs ${teams.away}` : title;
}

const SUFFIXES = new Set(["fc", "sc", "cf", "afc", "united", "city", "club"]);

/** "Riverside FC" → "RI", "Rivals United" → "RU", "Bay Area Rovers" → "BAR". */
export function teamInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const core = words.filter((word) => !SUFFIXES.has(word.toLowerCase()));
  const picked = core.length ? core : words;
  if (picked.length === 1) {
    const extra = words.find((word) => word !== picked[0]);
    return (picked[0].slice(0, extra ? 1 : 2) + (extra ? extra.charAt(0) : "")).toUpperCase();
  }
  return picked
    .slice(0, 3)
    .map((word) => word.charAt(0))
    .join("")
    .toUpperCase();
}

/** A stable colour per team name, so a badge looks the same everywhere. */
export function teamHue(name: string): number {
  let hash = 0;
  for (const char of name.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}
