/** Allowed values of the enum-like columns; plain constants, safe to use in the browser bundle. */
export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
export const MEMBERSHIP_STATUSES = ["active", "inactive", "expired", "cancelled", "lifetime", "pending"] as const;
export const MEMBERSHIP_TYPES = ["monthly", "annual", "lifetime"] as const;
export const EVENT_TYPES = ["match", "watch-party", "community"] as const;
/** going: holds a place (counted in attendee_count); waitlisted: the event was full, promoted in line when a place frees. */
export const ATTENDANCE_STATUSES = ["going", "waitlisted"] as const;
/** How a member came in at the door: their card scanned, found by the volunteer's search, or sent by a client of the JSON API. */
export const CHECKIN_METHODS = ["scan", "search", "api"] as const;
/**
 * An away-day ballot application: applied (before the draw); after it offered (a place, to pay by
 * its deadline), paid, passed (not paid in time: the place went to the next in the order) or
 * waiting (in the order, no place reached it: a lost ballot, +1 point next time).
 */
export const AWAY_APPLICATION_STATUSES = ["applied", "offered", "paid", "passed", "waiting"] as const;
/** How a won place was paid: Stripe Checkout online, or at the table (recorded by an admin). */
export const AWAY_PAYMENT_METHODS = ["stripe", "at-table"] as const;
/** A one-time key's row: claimed while its first request runs, done once its answer is stored. */
export const REQUEST_KEY_STATES = ["pending", "done"] as const;
export const COMPETITION_TYPES = ["league", "cup", "friendly", "playoff", "continental", "preseason", "other"] as const;
export const PRODUCT_CATEGORIES = ["apparel", "accessories", "stickers"] as const;
export const FULFILLMENT_TYPES = ["print-on-demand", "event-pickup"] as const;
/** Where an event-pickup product is collected: at every home match, or only at the events an admin chose (product_pickup_events). */
export const PICKUP_AT = ["home-matches", "chosen-events"] as const;
export const LISTING_TYPES = ["sale", "trade", "free"] as const;
/** Why a listing left the exchange: the poster sold it, gave it away or withdrew it; an admin removed it; or its match was cancelled. */
export const LISTING_CLOSED_REASONS = ["sold", "given-away", "withdrawn", "removed", "event-cancelled"] as const;
export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
/** How an order is paid: Stripe Checkout, or later in person / on invoice (no Stripe configured). */
export const PAYMENT_METHODS = ["stripe", "pay-later"] as const;
/** Print-on-demand providers the shop can sync from (POD_PROVIDER). */
export const POD_PROVIDERS = ["printify"] as const;
/** Senders of incoming webhooks; (source, event id) is stored once, so a replay does nothing. */
export const WEBHOOK_SOURCES = ["stripe", "printify"] as const;
export const VOLUNTEER_CATEGORIES = ["general", "match-day", "community", "fundraising", "setup"] as const;
/** waitlisted: the shift was full; promoted to confirmed in line when a spot frees. no-show: marked by the coordinator. */
export const SIGNUP_STATUSES = ["confirmed", "waitlisted", "cancelled", "completed", "no-show"] as const;
/** Kinds of email the notifications outbox knows; one row per (kind, subject) is ever sent. */
export const NOTIFICATION_KINDS = [
  "shift-reminder",
  "waitlist-promoted",
  "shift-cancelled",
  "ticket-alert",
  "listing-removed",
  /**
   * A member's message to a listing's poster, sent through the exchange so the poster's address stays
   * private (subject: the message id and "poster", or "sender" for the sender's copy).
   */
  "listing-message",
  /** A place freed at a full event went to this waitlisted member (subject: the attendee row id and the time). */
  "event-waitlist-promoted",
  /** An event's start moved (a TV reschedule): one mail per affected member per move (subject: event id, revision, user id). */
  "event-kickoff-moved",
  /** An event was called off: one mail per affected member (subject: event id and user id). */
  "event-cancelled",
  /** An order was placed (subject: the order id). Transactional: sent whatever shopPromotions says. */
  "order-confirmation",
  /** An order moved on: processing, shipped, ready for pickup, delivered, cancelled (subject: order id and status). */
  "order-status",
  /** Renewal reminder (subject: user id, expiry date and the days before it: 30, 7 or 0 on the day). */
  "membership-reminder",
  /** A membership payment went through: activated or renewed (subject: the billing row id). */
  "membership-activated",
  /** A renewal payment failed (subject: the billing row id). */
  "membership-payment-failed",
  /** The group's Slack invite link, on the member's request (subject: user id and request time). */
  "slack-invite",
  /**
   * Not a mail: brings the member's Mailchimp audience entry up to date (newsletter status, name,
   * membership tag), or unsubscribes a deleted account by its subscriber hash (subject: user id or
   * hash and the time of the change).
   */
  "mailchimp-sync",
  /** Away-day ballot: a place was offered, to pay by its deadline (subject: application id and offer time). */
  "away-place-offered",
  /** Away-day ballot: the draw did not reach the application; its position and next time's +1 (subject: application id). */
  "away-ballot-lost",
  /** Away-day ballot: an offered place was not paid in time and passed on (subject: application id). */
  "away-place-passed",
  /** Away-day ballot: a member was named as partner and is asked to confirm (subject: application id and partner id). */
  "away-partner-named",
  /** Away-day coach: the admin changed the place or time of the pickup point a member boards at (subject: trip id, user id and change time). */
  "away-pickup-changed",
  /** A backup of the database failed: one mail to each admin per failed run (subject: the backup run id and the admin's id). */
  "backup-failed",
  /** An event's place moved (its location changed): one notice per affected member per change (subject: event id, revision, user id). */
  "event-venue-moved",
  /** Away-day ballot: an offered place's payment deadline is near (subject: application id and offer time). */
  "away-offer-reminder",
  /** An announcement by mail to one member of its audience (subject: announcement id and user id); read at send time, skipped once withdrawn. */
  "announcement",
  /** A general meeting's notice to one of its voters, with the agenda and a link (subject: meeting id and user id). */
  "meeting-notice",
  /** A member's motion was accepted onto a meeting's agenda or declined with a reason, to its proposer (subject: motion id). */
  "meeting-motion-decided",
  /**
   * Not a mail: a Web Push alert to one device (push_subscriptions row) about another outbox row, its
   * source (subject: the source row's id and the subscription's id). Queued beside the source in the
   * same statement (outbox.server.ts, queuePushAlerts) for the devices whose topics include the
   * source kind's topic (models/push.ts).
   */
  "push-alert",
] as const;
/**
 * What a member may get push alerts about, each on or off per device: changes to events they RSVP'd
 * to or work a shift at; a place for them (waitlist promotion, a ballot place offered, its deadline
 * near); ballot results; shift reminders; announcements.
 */
export const PUSH_TOPICS = ["event-changes", "my-place", "ballot-results", "shift-reminders", "announcements"] as const;
export const NOTIFICATION_STATUSES = ["pending", "sent", "skipped", "failed"] as const;
export const SUBSCRIPTION_STATUSES = ["active", "cancelled", "expired", "past_due", "pending"] as const;
/** Kinds of change to a member's membership kept in membership_changes (who, when, why). */
export const MEMBERSHIP_CHANGE_KINDS = [
  "payment-recorded",
  "lifetime-granted",
  "membership-edited",
  "admin-granted",
  "admin-revoked",
  "stripe",
  "expired",
] as const;
/** Outside services whose last call the admin's Integration Status card shows. */
export const INTEGRATION_NAMES = ["slack", "mailchimp", "printify", "stripe", "smtp"] as const;
/** How a backup run started: the app's schedule (BACKUP_EVERY_HOURS) or `npm run backup` asking the running app. */
export const BACKUP_TRIGGERS = ["schedule", "command"] as const;
export const BILLING_STATUSES = ["pending", "paid", "failed", "refunded"] as const;

/** A general meeting: the annual one, or an extraordinary one called by the committee or by members. */
export const MEETING_KINDS = ["annual", "extraordinary"] as const;
/** A quorum as a number of votes cast, or as a share (percent) of the meeting's electorate. */
export const QUORUM_KINDS = ["votes", "share"] as const;
/** An agenda item put to the vote: a motion (for, against, abstain) or an election of N seats. */
export const MEETING_ITEM_KINDS = ["motion", "election"] as const;
export const MOTION_CHOICES = ["for", "against", "abstain"] as const;
/** Why a member is in a meeting's electorate: a member on the record date, or in a member's household (when the meeting lets households vote). */
export const ELECTORATE_REASONS = ["member", "household"] as const;
/** A member's motion: waiting for a seconder, seconded (the committee decides), accepted onto the agenda, or declined with a reason. */
export const MOTION_STATUSES = ["proposed", "seconded", "accepted", "declined"] as const;
