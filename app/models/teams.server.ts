import { branding } from "~/utils/branding.server";
import { fixtureTitle } from "./teams";

/**
 * An event with a match's title in the order of its crests, home side first (other events as they
 * are), for the loaders that show it. Server-only, so the pages carry no code for it.
 */
export function inFixtureOrder<Event extends { type: string; title: string; isHomeMatch: boolean | null }>(event: Event): Event {
  return event.type === "match" ? { ...event, title: fixtureTitle(event.title, event.isHomeMatch, branding.clubName) } : event;
}
