import { PUSH_TOPICS, type NOTIFICATION_KINDS } from "../../db/enums";

/**
 * Push alerts: which outbox kinds a member can have on their phone, by topic. Browser-safe (the
 * profile's topic switches read it). An outbox row of one of these kinds for a member queues one
 * 'push-alert' row per device of theirs whose topics meet the kind's (notifications/outbox.server.ts,
 * queuePushAlerts); the mail goes as before, whatever the alerts.
 */
export { PUSH_TOPICS };
export type PushTopic = (typeof PUSH_TOPICS)[number];

type Kind = (typeof NOTIFICATION_KINDS)[number];

export const PUSH_TOPICS_OF_KIND: Partial<Record<Kind, readonly PushTopic[]>> = {
  "event-kickoff-moved": ["event-changes"],
  "event-venue-moved": ["event-changes"],
  "event-cancelled": ["event-changes"],
  "shift-cancelled": ["event-changes"],
  "away-pickup-changed": ["event-changes"],
  "event-waitlist-promoted": ["my-place"],
  "waitlist-promoted": ["my-place"],
  // A place won in the draw is both a place for the member and the ballot's result for them.
  "away-place-offered": ["my-place", "ballot-results"],
  "away-offer-reminder": ["my-place"],
  "away-ballot-lost": ["ballot-results"],
  "shift-reminder": ["shift-reminders"],
  announcement: ["announcements"],
  // A general meeting's notice is the committee's announcement to its voters.
  "meeting-notice": ["announcements"],
};

/**
 * A push alert's content (the notification the member's service worker shows). It carries no more
 * personal data than its text: a title, one or two lines, and the path of the page it is about
 * (the event, the ballot, the shift), which a tap opens.
 */
export type Alert = {
  title: string;
  body: string;
  /** A path on this site, e.g. "/events/12". */
  url: string;
  /** RFC 8030 Urgency: a kickoff move an hour before is "high"; an announcement "normal". Default "normal". */
  urgency?: "very-low" | "low" | "normal" | "high";
  /** How long the push service keeps it for an offline phone, in seconds (RFC 8030 TTL). Default one day. */
  ttlSeconds?: number;
  /** Alerts with the same tag replace each other on the phone (a second kickoff move replaces the first). */
  tag?: string;
};

/** A stored device name ("Chrome|Android", models/push.server.ts deviceFromUserAgent) as its parts. */
export function deviceParts(stored: string | null): { browser: string; system: string } | null {
  if (!stored) return null;
  const [browser = "", system = ""] = stored.split("|");
  return browser || system ? { browser, system } : null;
}
