import { matchTeams, teamHue, teamInitials } from "~/models/teams";
import { BRAND_COLOURS } from "~/utils/branding";
import { branding } from "~/utils/branding.server";
import { formatDateTime } from "~/utils/dates";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { appOrigin } from "~/utils/env.server";
import type { MetaDescriptor } from "@remix-run/node";
import { cardImage, shareImageTags, type Card, type Crest, type ShareImage } from "~/utils/og-image.server";

type SharedEvent = {
  id: number;
  title: string;
  date: Date;
  type: string;
  isHomeMatch: boolean | null;
  imageUrl: string | null;
  cancelledAt: Date | null;
};

/** A team's crest as the event page draws it (team-badge.tsx): the club in the brand colour, others by their hue at 30% lightness. */
function crest(name: string): Crest {
  const isClub = name.toLowerCase().includes(branding.clubName.toLowerCase());
  return { initials: teamInitials(name), colour: isClub ? BRAND_COLOURS.main : `hsl(${teamHue(name)}, 55%, 30%)` };
}

/** The event's generated card: a fixture's crests, the title, the date in the group's zone, the group's name and colours. */
export function eventCard(event: SharedEvent): Card {
  const teams = event.type === "match" ? matchTeams(event.title, event.isHomeMatch, branding.clubName) : null;
  return {
    title: event.title,
    subtitle: formatDateTime(event.date, branding.timeZone),
    crests: teams ? [crest(teams.home), crest(teams.away)] : null,
    flag: event.cancelledAt ? m.events_share_cancelled() : null,
    branding,
  };
}

/** An image URL as an absolute one (chat apps do not resolve relative ones); null when it is not a URL. */
function absolute(url: string): string | null {
  try {
    return new URL(url, appOrigin).toString();
  } catch {
    return null;
  }
}

/** The event's own image when it has one, else its generated card. */
function eventShareImage(event: SharedEvent): ShareImage {
  const alt = `${event.title}, ${formatDateTime(event.date, branding.timeZone)}`;
  const own = event.imageUrl ? absolute(event.imageUrl) : null;
  return own ? { url: own, alt } : cardImage(`/events/${event.id}/og.png`, eventCard(event), alt);
}

/**
 * The event page's link preview: its address and description, and the tags for it (description,
 * canonical address, Open Graph and Twitter, with its picture), built here so the page's meta only
 * spreads them and none of it weighs on the page's JavaScript.
 */
export function shareOf(event: SharedEvent, { url, description }: { url: string; description: string }) {
  const tags: MetaDescriptor[] = [
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: event.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...shareImageTags(eventShareImage(event)),
    { name: "twitter:title", content: event.title },
    { name: "twitter:description", content: description },
  ];
  return { url, description, tags };
}
