/** Allowed values of the enum-like columns; plain constants, safe to use in the browser bundle. */
export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
export const MEMBERSHIP_STATUSES = ["active", "inactive", "expired", "cancelled", "lifetime", "pending"] as const;
export const MEMBERSHIP_TYPES = ["monthly", "annual", "lifetime"] as const;
export const EVENT_TYPES = ["match", "watch-party", "community"] as const;
export const COMPETITION_TYPES = ["league", "cup", "friendly", "playoff", "continental", "preseason", "other"] as const;
export const PRODUCT_CATEGORIES = ["apparel", "accessories", "stickers"] as const;
export const FULFILLMENT_TYPES = ["print-on-demand", "event-pickup"] as const;
export const LISTING_TYPES = ["sale", "trade", "free"] as const;
/** Why a listing left the exchange: the poster sold it, gave it away or withdrew it; or an admin removed it. */
export const LISTING_CLOSED_REASONS = ["sold", "given-away", "withdrawn", "removed"] as const;
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
  /** An order was placed (subject: the order id). Transactional: sent whatever shopPromotions says. */
  "order-confirmation",
  /** An order moved on: processing, shipped, ready for pickup, delivered, cancelled (subject: order id and status). */
  "order-status",
] as const;
export const NOTIFICATION_STATUSES = ["pending", "sent", "skipped", "failed"] as const;
export const SUBSCRIPTION_STATUSES = ["active", "cancelled", "expired", "past_due", "pending"] as const;
export const BILLING_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
