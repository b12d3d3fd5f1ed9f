import type { EmailPreferences, MEMBERSHIP_STATUSES } from "../../db/schema";

/**
 * Announcements (browser-safe): who an announcement goes to, and which Email Preferences switch its
 * mail falls under. The admin's form and the model share these; the SQL is in announcements.server.ts.
 */
type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

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
