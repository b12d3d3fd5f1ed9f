import type { EmailPreferences, MEMBERSHIP_STATUSES } from "../../db/schema";
import { membershipStatusLabel } from "./membership";
import { membershipTier } from "./membership-plans";
import * as m from "../i18n/paraglide/messages/_index.js";

/**
 * Announcements (browser-safe): who an announcement goes to, and which Email Preferences switch its
 * mail falls under. The admin's form and the model share these; the SQL is in announcements.server.ts.
 */
type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The audiences the admin chooses among, in the chooser's order. */
export const AUDIENCE_KINDS = [
  "everyone",
  "members",
  "event-rsvps",
  "shift-crew",
  "event-crews",
  "ballot-applicants",
  "ballot-winners",
  "volunteers",
  "admins",
] as const;

export type AnnouncementAudience =
  /** Every account with an email address. */
  | { kind: "everyone" }
  /** Members by status (active, lapsed…) and, when any are named, tier. */
  | { kind: "members"; statuses: MembershipStatus[]; tiers: string[] }
  /** Everyone going to an event or on its waitlist. */
  | { kind: "event-rsvps"; eventId: number }
  /** The confirmed crew of one shift. */
  | { kind: "shift-crew"; opportunityId: number }
  /** The confirmed crews of every shift of an event (its own and its watch parties'). */
  | { kind: "event-crews"; eventId: number }
  /** Everyone on an away-day ballot's applications (leads and confirmed partners). */
  | { kind: "ballot-applicants"; allocationId: number }
  /** Those with a place from the ballot: offered or paid. */
  | { kind: "ballot-winners"; allocationId: number }
  /** Volunteers who worked a shift (confirmed or completed) in the last N months. */
  | { kind: "volunteers"; months: number }
  /** The group's admins. */
  | { kind: "admins" };

/**
 * The switch an announcement's mail follows: news for all, unless it is about something the member
 * is part of (an event they RSVP'd to, a shift they work, a ballot they are in), which is that
 * part's own switch. The mail's List-Unsubscribe turns off exactly this one.
 */
export function announcementCategory(audience: AnnouncementAudience): keyof EmailPreferences {
  switch (audience.kind) {
    case "event-rsvps":
    case "ballot-applicants":
    case "ballot-winners":
      return "eventNotifications";
    case "shift-crew":
    case "event-crews":
      return "volunteerOpportunities";
    default:
      return "newsletterUpdates";
  }
}

/** The names of the events, shifts and ballots audiences point at, by id (announcements.server.ts audienceTargetTitles). */
export type AudienceTitles = { events: Record<number, string>; shifts: Record<number, string>; ballots: Record<number, string> };

/** An audience in a few words, for the admin's list ("RSVPs of Rovers v United"). A target since deleted reads as its number. */
export function describeAudience(audience: AnnouncementAudience, titles: AudienceTitles): string {
  const named = (map: Record<number, string>, id: number) => map[id] ?? `#${id}`;
  switch (audience.kind) {
    case "everyone":
      return m.news_admin_audience_everyone();
    case "members": {
      const statuses = audience.statuses.map((status) => membershipStatusLabel(status)).join(", ");
      const tiers = audience.tiers.map((tier) => membershipTier(tier)?.name ?? tier).join(", ");
      return tiers ? m.news_admin_audience_members_tiers({ statuses, tiers }) : m.news_admin_audience_members_of({ statuses });
    }
    case "event-rsvps":
      return m.news_admin_audience_event_rsvps_of({ event: named(titles.events, audience.eventId) });
    case "shift-crew":
      return m.news_admin_audience_shift_crew_of({ shift: named(titles.shifts, audience.opportunityId) });
    case "event-crews":
      return m.news_admin_audience_event_crews_of({ event: named(titles.events, audience.eventId) });
    case "ballot-applicants":
      return m.news_admin_audience_ballot_applicants_of({ match: named(titles.ballots, audience.allocationId) });
    case "ballot-winners":
      return m.news_admin_audience_ballot_winners_of({ match: named(titles.ballots, audience.allocationId) });
    case "volunteers":
      return m.news_admin_audience_volunteers_of({ months: audience.months });
    case "admins":
      return m.news_admin_audience_admins();
  }
}
