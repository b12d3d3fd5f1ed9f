import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

import {
  ATTENDANCE_STATUSES,
  BACKUP_TRIGGERS,
  AWAY_APPLICATION_STATUSES,
  AWAY_PAYMENT_METHODS,
  BILLING_STATUSES,
  CHECKIN_METHODS,
  COMPETITION_TYPES,
  EVENT_TYPES,
  FULFILLMENT_TYPES,
  INTEGRATION_NAMES,
  LISTING_CLOSED_REASONS,
  LISTING_TYPES,
  ELECTORATE_REASONS,
  MEETING_ITEM_KINDS,
  MEETING_KINDS,
  MOTION_STATUSES,
  MEMBERSHIP_CHANGE_KINDS,
  type MOTION_CHOICES,
  QUORUM_KINDS,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TYPES,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  ORDER_STATUSES,
  type PUSH_TOPICS,
  PICKUP_AT,
  PAYMENT_METHODS,
  POD_PROVIDERS,
  REQUEST_KEY_STATES,
  SIGNUP_STATUSES,
  SUBSCRIPTION_STATUSES,
  THEME_PREFERENCES,
  VOLUNTEER_CATEGORIES,
  WEBHOOK_SOURCES,
} from "./enums";

/** Money columns: numeric(10,2). Postgres hands them back as strings, which is what the API sends. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * RFC 5545 SEQUENCE for what the calendar feeds publish (events, volunteer shifts and sign-ups):
 * one counter for all three tables. A row takes the next value when it is inserted and, through
 * the `next_calendar_sequence` trigger (migration 0019), whenever an update changes it, so two
 * writes in the same second still give a higher SEQUENCE. It started above every SEQUENCE sent
 * before it existed (those were seconds since 2024-01-01).
 */
export const calendarSequence = pgSequence("calendar_sequence");
const icsSequence = () =>
  bigint("ics_sequence", { mode: "number" })
    .notNull()
    .default(sql`nextval('calendar_sequence')`);

/** `col IN ('a','b')` for a check constraint; values are constants from this file, never user input. */
const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/** Every email on except shop promotions: the group's own mail until a member turns it off, advertising only when asked for. */
export const DEFAULT_EMAIL_PREFERENCES = {
  eventNotifications: true,
  membershipReminders: true,
  volunteerOpportunities: true,
  shopPromotions: false,
  ticketAlerts: true,
  newsletterUpdates: true,
};
export type EmailPreferences = typeof DEFAULT_EMAIL_PREFERENCES;

/** Privacy defaults: visible to and contactable by other members (the ticket exchange needs it), email and phone number hidden. */
export const DEFAULT_PRIVACY_SETTINGS = {
  profileVisibility: true,
  showEmail: false,
  showPhoneNumber: false,
  allowMemberContact: true,
  shareVolunteerHours: true,
  analyticsOptOut: false,
};
export type PrivacySettings = typeof DEFAULT_PRIVACY_SETTINGS;

export * from "./enums";

/** How a member's email was proven: a sign-in code, the OpenID provider's email_verified, or an email-change code. */
export const EMAIL_VERIFIED_VIA = ["email-code", "oidc", "email-change"] as const;
export type EmailVerifiedVia = (typeof EMAIL_VERIFIED_VIA)[number];

export const users = pgTable(
  "users",
  {
    id: varchar("id", { length: 64 })
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    /** Always an address the member has proven (see emailVerifiedAt); a new one waits in pendingEmail. */
    email: varchar("email", { length: 320 }).unique(),
    /** When and how `email` was last proven; null for accounts from before proofs were recorded. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    emailVerifiedVia: varchar("email_verified_via", { length: 20 }).$type<EmailVerifiedVia>(),
    /** An address the member asked to change to; it takes effect once the code mailed there is entered. */
    pendingEmail: varchar("pending_email", { length: 320 }),
    pendingEmailRequestedAt: timestamp("pending_email_requested_at", { withTimezone: true }),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    profileImageUrl: text("profile_image_url"),
    themePreference: varchar("theme_preference", { length: 10 }).notNull().default("light"),
    /** The member's language (a BCP 47 tag of the app's catalogues); null: the group's default, or what their browser asks for. Their pages, mails, alerts and calendar feeds use it. */
    locale: varchar("locale", { length: 35 }),
    isAdmin: boolean("is_admin").notNull().default(false),
    membershipStatus: varchar("membership_status", { length: 20 }).notNull().default("inactive"),
    membershipType: varchar("membership_type", { length: 20 }),
    membershipExpiry: timestamp("membership_expiry", { withTimezone: true }),
    isLifetimeMember: boolean("is_lifetime_member").notNull().default(false),
    autoRenewal: boolean("auto_renewal").notNull().default(false),
    nextBillingDate: timestamp("next_billing_date", { withTimezone: true }),
    subscriptionPrice: money("subscription_price"),
    /** The tier bought (app/models/membership-plans.ts ids: supporter, roadie, vip); null when none. */
    membershipTier: varchar("membership_tier", { length: 40 }),
    /** Stripe's customer for the member's subscription; opens the customer portal. */
    stripeCustomerId: varchar("stripe_customer_id", { length: 255 }).unique(),
    /** The member card's current secret: part of the signed /verify link; a new one revokes the old card. */
    memberCardNonce: varchar("member_card_nonce", { length: 64 }),
    /** Secret in the member's private calendar feed URL (calendar apps send no cookies); null = no feed. */
    calendarToken: varchar("calendar_token", { length: 64 }).unique(),
    /** The OpenID provider's subject, so a changed email still finds the same member. */
    oidcSubject: varchar("oidc_subject", { length: 255 }).unique(),
    /** Kept so a member's settings follow them across devices (the earlier site kept them in the browser only). */
    emailPreferences: jsonb("email_preferences").$type<EmailPreferences>().notNull().default(DEFAULT_EMAIL_PREFERENCES),
    privacySettings: jsonb("privacy_settings").$type<PrivacySettings>().notNull().default(DEFAULT_PRIVACY_SETTINGS),
    /** 'Show my name on published ballot results': off until the member ticks it (away-day results list Member IDs only). */
    showNameOnBallotResults: boolean("show_name_on_ballot_results").notNull().default(false),
    /** When the member last looked at their "what's new" list: announcements and alerts after it are new to them. */
    newsSeenAt: timestamp("news_seen_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_theme_preference_check", oneOf("theme_preference", THEME_PREFERENCES)),
    check("users_membership_status_check", oneOf("membership_status", MEMBERSHIP_STATUSES)),
    check("users_membership_type_check", oneOf("membership_type", MEMBERSHIP_TYPES)),
    check("users_email_verified_via_check", oneOf("email_verified_via", EMAIL_VERIFIED_VIA)),
    // The admin's member list (all or one status, newest first) and the expiry and reminder sweeps.
    index("users_created_idx").on(t.createdAt, t.id),
    index("users_status_created_idx").on(t.membershipStatus, t.createdAt, t.id),
    index("users_membership_expiry_idx")
      .on(t.membershipExpiry)
      .where(sql`${t.membershipStatus} = 'active'`),
    index("users_is_admin_idx")
      .on(t.isAdmin)
      .where(sql`${t.isAdmin}`),
    // A scanned card finds its member by the nonce alone (the token carries no user id); random, so unique.
    uniqueIndex("users_member_card_nonce_key").on(t.memberCardNonce),
    // The door's search: a name's prefix, case-insensitive, and the Member ID (the id's last 8 characters, upper case).
    index("users_first_name_prefix_idx").on(sql`lower(${t.firstName}) text_pattern_ops`),
    index("users_last_name_prefix_idx").on(sql`lower(${t.lastName}) text_pattern_ops`),
    index("users_member_id_idx").on(sql`upper(right(${t.id}, 8))`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid", { length: 128 }).primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description"),
    date: timestamp("date", { withTimezone: true }).notNull(),
    location: varchar("location", { length: 200 }).notNull(),
    type: varchar("type", { length: 20 }).notNull().default("match"),
    attendeeCount: integer("attendee_count").notNull().default(0),
    /** The longest the waitlist has been: raised in the RSVP's transaction when someone joins the end of the line (insights). */
    waitlistPeak: integer("waitlist_peak").notNull().default(0),
    imageUrl: text("image_url"),
    isHomeMatch: boolean("is_home_match"),
    competitionType: varchar("competition_type", { length: 20 }),
    /** A home match's face value per ticket: the ticket exchange's price ceiling for it (null = none set). */
    faceValue: money("face_value"),
    /** Places for RSVPs; null = unlimited. RSVPs beyond it join the event's waitlist. */
    capacity: integer("capacity"),
    /** Only active or lifetime members may RSVP. */
    membersOnly: boolean("members_only").notNull().default(false),
    /** A watch party's match (and so, read the other way, a match's watch parties). */
    matchEventId: integer("match_event_id").references((): AnyPgColumn => events.id, { onDelete: "set null" }),
    /** Set when an admin calls the event off: it keeps its page (with the notice) and leaves RSVP. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Grows with each kickoff move or cancellation: one notice per member per revision. */
    revision: integer("revision").notNull().default(0),
    icsSequence: icsSequence(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("events_type_check", oneOf("type", EVENT_TYPES)),
    check("events_capacity_check", sql`${t.capacity} is null or ${t.capacity} > 0`),
    check("events_attendee_count_within_capacity_check", sql`${t.capacity} is null or ${t.attendeeCount} <= ${t.capacity}`),
    index("events_match_event_idx").on(t.matchEventId),
    check("events_competition_type_check", oneOf("competition_type", COMPETITION_TYPES)),
    check("events_attendee_count_check", sql`${t.attendeeCount} >= 0`),
    check("events_face_value_check", sql`${t.faceValue} is null or ${t.faceValue} >= 0`),
    index("events_date_idx").on(t.date),
    index("events_home_matches_idx")
      .on(t.date)
      .where(sql`${t.type} = 'match' and ${t.isHomeMatch}`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    description: text("description"),
    price: money("price").notNull(),
    category: varchar("category", { length: 50 }).notNull().default("apparel"),
    fulfillmentType: varchar("fulfillment_type", { length: 20 }).notNull().default("print-on-demand"),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    /** Set on products synced from a print-on-demand provider (POD_PROVIDER); null on our own. */
    provider: varchar("provider", { length: 20 }),
    /** The provider's product id; the shop's URL is the provider prefix plus this id. */
    providerProductId: varchar("provider_product_id", { length: 64 }),
    /** When the last sync saw this product. */
    syncedAt: timestamp("synced_at", { withTimezone: true }),
    /** An event-pickup product's table: every home match, or the events in product_pickup_events. */
    pickupAt: varchar("pickup_at", { length: 20 }).notNull().default("home-matches"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_fulfillment_type_check", oneOf("fulfillment_type", FULFILLMENT_TYPES)),
    check("products_pickup_at_check", oneOf("pickup_at", PICKUP_AT)),
    check("products_price_check", sql`${t.price} >= 0`),
    check("products_provider_check", oneOf("provider", POD_PROVIDERS)),
    uniqueIndex("products_provider_product_key").on(t.provider, t.providerProductId),
    index("products_active_category_idx").on(t.isActive, t.category, t.createdAt),
    // The admin's list of every product, active or not, newest first, a page at a time.
    index("products_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One category of the shop, newest first, a page at a time.
    index("products_active_category_newest_idx")
      .on(t.category, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive}`),
    // The home page's newest active products (ORDER BY created_at DESC, id LIMIT 3): read in index
    // order and stop after three, instead of sorting every active product. NULLS FIRST is what
    // ORDER BY ... DESC means; an index in NULLS LAST order would not serve it.
    index("products_active_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive}`),
  ],
);

/** The events an admin chose for a product collected at 'chosen-events' (products.pickup_at). */
export const productPickupEvents = pgTable(
  "product_pickup_events",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.eventId] }),
    // The event page's merch section reads by event.
    index("product_pickup_events_event_idx").on(t.eventId),
  ],
);

/** A product's variants (a print-on-demand product's sizes and colours); our own products have none. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The provider's variant id, sent back to it in an order. */
    providerVariantId: varchar("provider_variant_id", { length: 64 }),
    title: varchar("title", { length: 200 }).notNull(),
    /** The value of the variant's 'size' option, if it has one. */
    size: varchar("size", { length: 50 }),
    price: money("price").notNull(),
    isEnabled: boolean("is_enabled").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("product_variants_price_check", sql`${t.price} >= 0`),
    uniqueIndex("product_variants_provider_key").on(t.productId, t.providerVariantId),
    index("product_variants_product_idx").on(t.productId, t.position),
  ],
);

/** A product's gallery, in order; products.imageUrl is the first (default) image. */
export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    src: text("src").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.position)],
);

export const ticketListings = pgTable(
  "ticket_listings",
  {
    id: serial("id").primaryKey(),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: integer("event_id").references(() => events.id, { onDelete: "set null" }),
    matchTitle: varchar("match_title", { length: 200 }).notNull(),
    matchDate: timestamp("match_date", { withTimezone: true }).notNull(),
    section: varchar("section", { length: 50 }).notNull(),
    row: varchar("row", { length: 20 }),
    seats: varchar("seats", { length: 100 }).notNull(),
    price: money("price"),
    listingType: varchar("listing_type", { length: 10 }).notNull().default("sale"),
    tradeDescription: text("trade_description"),
    isActive: boolean("is_active").notNull().default(true),
    /** Set with isActive = false: sold, given-away or withdrawn by the poster, removed by an admin. */
    closedReason: varchar("closed_reason", { length: 20 }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** An admin's reason for a removal, as mailed to the poster. */
    removalReason: text("removal_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("ticket_listings_listing_type_check", oneOf("listing_type", LISTING_TYPES)),
    check("ticket_listings_price_check", sql`${t.price} is null or ${t.price} >= 0`),
    check("ticket_listings_closed_reason_check", oneOf("closed_reason", LISTING_CLOSED_REASONS)),
    // The exchange's pages read the newest open listings, all types or one, and stop after a page.
    index("ticket_listings_open_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index("ticket_listings_open_type_newest_idx")
      .on(t.listingType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    // A member's own listings, newest first ("My listings"), and their count of open ones.
    index("ticket_listings_user_idx").on(t.userId, t.isActive, t.createdAt),
    index("ticket_listings_event_idx").on(t.eventId),
    // The insights' listings posted and closed per month.
    index("ticket_listings_created_idx").on(t.createdAt),
    index("ticket_listings_closed_idx")
      .on(t.closedAt)
      .where(sql`${t.closedAt} is not null`),
  ],
);

/**
 * A member's message to a listing's poster from the exchange's contact form. It is emailed to the
 * poster with a Reply-To of the sender (the poster's address stays private until they answer) and
 * kept with the listing, so an admin can read what was said should a dispute come up.
 */
export const ticketListingMessages = pgTable(
  "ticket_listing_messages",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => ticketListings.id, { onDelete: "cascade" }),
    senderId: varchar("sender_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A listing's messages, oldest first (the admin's view of the listing).
    index("ticket_listing_messages_listing_idx").on(t.listingId, t.createdAt),
    // A deleted account's messages go with it.
    index("ticket_listing_messages_sender_idx").on(t.senderId),
  ],
);

export const eventAttendees = pgTable(
  "event_attendees",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** going (counted in events.attendee_count) or waitlisted (served in created_at, id order). */
    status: varchar("status", { length: 20 }).notNull().default("going"),
    createdAt: createdAt(),
  },
  (t) => [
    check("event_attendees_status_check", oneOf("status", ATTENDANCE_STATUSES)),
    uniqueIndex("event_attendees_event_user_key").on(t.eventId, t.userId),
    index("event_attendees_user_idx").on(t.userId),
    // An event's waitlist in line order, and its going list.
    index("event_attendees_event_status_created_idx").on(t.eventId, t.status, t.createdAt, t.id),
  ],
);

/**
 * Who came to an event: one row per member and event (the unique key makes a repeated scan, a
 * second door phone or a resent offline queue change nothing). Checked-in walk-ins count against
 * the capacity beside the RSVPs marked going.
 */
export const eventCheckins = pgTable(
  "event_checkins",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The volunteer or admin at the door; kept as null when their account goes. */
    checkedInBy: varchar("checked_in_by", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull().defaultNow(),
    method: varchar("method", { length: 10 }).notNull(),
    /**
     * Whether the check-in counts for loyalty points: the door writes only inside the event's
     * check-in window (models/check-in.ts), so true; rows from before the window existed that lie
     * outside it were set false by migration 0022 (kept as attendance, not as points).
     */
    countsForPoints: boolean("counts_for_points").notNull().default(true),
  },
  (t) => [
    check("event_checkins_method_check", oneOf("method", CHECKIN_METHODS)),
    uniqueIndex("event_checkins_event_user_key").on(t.eventId, t.userId),
    // The door's list and count, in arrival order; and a member's attendance across events.
    index("event_checkins_event_time_idx").on(t.eventId, t.checkedInAt),
    index("event_checkins_user_idx").on(t.userId),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: varchar("id", { length: 64 })
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: varchar("user_id", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull().default(1),
    totalAmount: money("total_amount").notNull(),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    customerEmail: varchar("customer_email", { length: 320 }),
    customerName: varchar("customer_name", { length: 200 }),
    includesMembership: boolean("includes_membership").notNull().default(false),
    /** For a membership order: the tier bought (its price is the order's total). */
    membershipTier: varchar("membership_tier", { length: 40 }),
    /** stripe (Stripe Checkout) or pay-later (in person at pickup, or on invoice). */
    paymentMethod: varchar("payment_method", { length: 20 }).notNull().default("pay-later"),
    /** Set only by a verified payment webhook, or by an admin for a pay-later order. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    stripeCheckoutSessionId: varchar("stripe_checkout_session_id", { length: 255 }),
    stripePaymentIntentId: varchar("stripe_payment_intent_id", { length: 255 }),
    /** Where event-pickup lines are collected. */
    pickupEventId: integer("pickup_event_id").references(() => events.id, { onDelete: "set null" }),
    /** Where print-on-demand lines are shipped: { firstName, lastName, address1, address2, city, region, zip, country, phone }. */
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    /** The print-on-demand provider's order id, once submitted. */
    providerOrderId: varchar("provider_order_id", { length: 64 }),
    providerSubmittedAt: timestamp("provider_submitted_at", { withTimezone: true }),
    /** The last refusal from the provider, for the admin to see and retry. */
    providerError: text("provider_error"),
    carrier: varchar("carrier", { length: 50 }),
    trackingNumber: varchar("tracking_number", { length: 100 }),
    trackingUrl: text("tracking_url"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When the event-pickup items were handed over at the merch table, and by whom (kept as null when that account goes). */
    collectedAt: timestamp("collected_at", { withTimezone: true }),
    collectedBy: varchar("collected_by", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("orders_status_check", oneOf("status", ORDER_STATUSES)),
    check("orders_quantity_check", sql`${t.quantity} > 0`),
    check("orders_total_amount_check", sql`${t.totalAmount} >= 0`),
    check("orders_payment_method_check", oneOf("payment_method", PAYMENT_METHODS)),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("orders_stripe_checkout_session_key").on(t.stripeCheckoutSessionId),
    uniqueIndex("orders_provider_order_key").on(t.providerOrderId),
    // The admin list: newest first, all or one status; the pick list: one pickup event.
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    // The insights' shop takings by the day paid, and refunds by the day a paid order was cancelled.
    index("orders_paid_idx")
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null and not ${t.includesMembership}`),
    index("orders_refunded_idx")
      .on(t.cancelledAt)
      .where(sql`${t.paidAt} is not null and ${t.cancelledAt} is not null and not ${t.includesMembership}`),
    index("orders_pickup_event_idx").on(t.pickupEventId, t.status),
    // Guest orders a member claims at sign-in with a proven address.
    index("orders_guest_email_idx")
      .on(sql`lower(${t.customerEmail})`)
      .where(sql`${t.userId} is null`),
  ],
);

export type ShippingAddress = {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  region: string | null;
  zip: string;
  /** ISO 3166-1 alpha-2, as Printify expects. */
  country: string;
  phone: string | null;
};

/** An order's lines: what was bought, at the price of the day (copied, so later edits do not change it). */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: varchar("order_id", { length: 64 })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    name: varchar("name", { length: 200 }).notNull(),
    size: varchar("size", { length: 50 }),
    unitPrice: money("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    fulfillmentType: varchar("fulfillment_type", { length: 20 }).notNull(),
    providerProductId: varchar("provider_product_id", { length: 64 }),
    providerVariantId: varchar("provider_variant_id", { length: 64 }),
  },
  (t) => [
    check("order_lines_quantity_check", sql`${t.quantity} > 0`),
    check("order_lines_unit_price_check", sql`${t.unitPrice} >= 0`),
    check("order_lines_fulfillment_type_check", oneOf("fulfillment_type", FULFILLMENT_TYPES)),
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_product_idx").on(t.productId),
  ],
);

/** Incoming webhook events already handled: a replay of the same (source, event id) does nothing. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: serial("id").primaryKey(),
    source: varchar("source", { length: 20 }).notNull(),
    eventId: varchar("event_id", { length: 255 }).notNull(),
    type: varchar("type", { length: 100 }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("webhook_events_source_check", oneOf("source", WEBHOOK_SOURCES)),
    uniqueIndex("webhook_events_source_event_key").on(t.source, t.eventId),
  ],
);

export const volunteerOpportunities = pgTable(
  "volunteer_opportunities",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description"),
    date: timestamp("date", { withTimezone: true }).notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    location: varchar("location", { length: 200 }).notNull(),
    spotsNeeded: integer("spots_needed").notNull(),
    spotsAssigned: integer("spots_assigned").notNull().default(0),
    physicalRequirements: text("physical_requirements"),
    contactInfo: varchar("contact_info", { length: 200 }),
    category: varchar("category", { length: 20 }).notNull().default("general"),
    isActive: boolean("is_active").notNull().default(true),
    /** The event this shift belongs to (a match-day crew), if any. */
    eventId: integer("event_id").references(() => events.id, { onDelete: "set null" }),
    icsSequence: icsSequence(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("volunteer_opportunities_category_check", oneOf("category", VOLUNTEER_CATEGORIES)),
    check("volunteer_opportunities_spots_needed_check", sql`${t.spotsNeeded} > 0`),
    check("volunteer_opportunities_spots_assigned_check", sql`${t.spotsAssigned} >= 0 and ${t.spotsAssigned} <= ${t.spotsNeeded}`),
    index("volunteer_opportunities_active_date_idx").on(t.isActive, t.date),
    index("volunteer_opportunities_event_idx").on(t.eventId),
  ],
);

/** A named crew for a fixture ('Home match crew'): shifts with times relative to kickoff, applied to an event in one step. */
export const shiftTemplates = pgTable(
  "shift_templates",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("shift_templates_name_idx").on(sql`lower(${t.name})`)],
);

/** One shift of a template: minutes from kickoff (negative = before) for its start and end, and how many volunteers. */
export const shiftTemplateShifts = pgTable(
  "shift_template_shifts",
  {
    id: serial("id").primaryKey(),
    templateId: integer("template_id")
      .notNull()
      .references(() => shiftTemplates.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    category: varchar("category", { length: 20 }).notNull().default("match-day"),
    spotsNeeded: integer("spots_needed").notNull(),
    startOffsetMinutes: integer("start_offset_minutes").notNull(),
    endOffsetMinutes: integer("end_offset_minutes").notNull(),
    /** Null: the event's own location. */
    location: varchar("location", { length: 200 }),
    description: text("description"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("shift_template_shifts_category_check", oneOf("category", VOLUNTEER_CATEGORIES)),
    check("shift_template_shifts_spots_needed_check", sql`${t.spotsNeeded} > 0`),
    check("shift_template_shifts_times_check", sql`${t.endOffsetMinutes} > ${t.startOffsetMinutes}`),
    index("shift_template_shifts_template_idx").on(t.templateId, t.position, t.id),
  ],
);

export const volunteerSignups = pgTable(
  "volunteer_signups",
  {
    id: serial("id").primaryKey(),
    opportunityId: integer("opportunity_id")
      .notNull()
      .references(() => volunteerOpportunities.id, { onDelete: "cascade" }),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notes: text("notes"),
    status: varchar("status", { length: 20 }).notNull().default("confirmed"),
    icsSequence: icsSequence(),
    /** When the member (re)joined: the waitlist is served in this order, and the roster shows it. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("volunteer_signups_status_check", oneOf("status", SIGNUP_STATUSES)),
    uniqueIndex("volunteer_signups_opportunity_user_key").on(t.opportunityId, t.userId),
    index("volunteer_signups_user_idx").on(t.userId),
    index("volunteer_signups_opportunity_status_created_idx").on(t.opportunityId, t.status, t.createdAt, t.id),
  ],
);

/**
 * The outbox every email after a request goes through (reminders, waitlist promotions,
 * cancellations; membership and order mail later). Pages and webhooks insert a row; the sweep
 * (app/notifications) sends it. The unique (kind, subject_key) makes "send once" a fact of the
 * database, however many instances or restarts there are.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 40 }).notNull(),
    /** What the mail is about, e.g. the signup id: one notification per (kind, subject). */
    subjectKey: varchar("subject_key", { length: 100 }).notNull(),
    userId: varchar("user_id", { length: 64 }).references(() => users.id, { onDelete: "cascade" }),
    toEmail: varchar("to_email", { length: 320 }),
    /**
     * The language of the request that queued the mail (a BCP 47 tag). A mail is rendered at send
     * time; it is written in this language only when it has no member to ask (a guest's order): a
     * member's mail takes their saved language as it stands when it is sent.
     */
    locale: varchar("locale", { length: 35 }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * The alert this row made for its member ({title, body, url}, models/push.ts Alert), written by the
     * sweep when it sent or skipped the row, in the member's language: the member's "what's new" list
     * reads it (models/whats-new.server.ts). Null for kinds without alerts and for announcements (their
     * recipients are listed instead).
     */
    alert: jsonb("alert").$type<{ title: string; body: string; url: string }>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("notifications_kind_check", oneOf("kind", NOTIFICATION_KINDS)),
    check("notifications_status_check", oneOf("status", NOTIFICATION_STATUSES)),
    uniqueIndex("notifications_kind_subject_key").on(t.kind, t.subjectKey),
    index("notifications_pending_idx")
      .on(t.sendAfter)
      .where(sql`${t.status} = 'pending'`),
    // A member's latest ticket alert (at most one a day).
    index("notifications_user_kind_created_idx").on(t.userId, t.kind, t.createdAt),
    // A member's "what's new": their rows with an alert, newest first.
    index("notifications_user_alert_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.alert} is not null`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    sessionId: varchar("session_id", { length: 128 }).notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    /** The chosen variant (size) of a product that has variants. */
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    membershipType: varchar("membership_type", { length: 20 }),
    quantity: integer("quantity").notNull().default(1),
    /** The price when added, for display only: checkout reads prices from products and variants. */
    price: money("price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("cart_items_quantity_check", sql`${t.quantity} > 0`),
    check("cart_items_price_check", sql`${t.price} >= 0`),
    index("cart_items_session_idx").on(t.sessionId),
    // One line per product and size in a cart: adding again raises the quantity (ON CONFLICT).
    uniqueIndex("cart_items_line_key")
      .on(t.sessionId, t.productId, sql`coalesce(${t.variantId}, 0)`)
      .where(sql`${t.productId} is not null`),
    // At most one membership line (the line without a product) in a cart: choosing again replaces it (ON CONFLICT).
    uniqueIndex("cart_items_one_membership")
      .on(t.sessionId)
      .where(sql`${t.productId} is null`),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    /** Null once the member deleted their account: the row stays, anonymised, for the accounts. */
    userId: varchar("user_id", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    type: varchar("type", { length: 20 }).notNull(),
    /** The tier bought (app/models/membership-plans.ts). */
    tier: varchar("tier", { length: 40 }),
    /** Stripe's subscription (sub_…) when paid through Stripe; null when recorded by an admin. */
    stripeSubscriptionId: varchar("stripe_subscription_id", { length: 255 }),
    /** The membership order it was bought with, if any. */
    orderId: varchar("order_id", { length: 64 }).references(() => orders.id, { onDelete: "set null" }),
    status: varchar("status", { length: 20 }).notNull().default("active"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp("end_date", { withTimezone: true }),
    nextBillingDate: timestamp("next_billing_date", { withTimezone: true }),
    price: money("price").notNull(),
    autoRenewal: boolean("auto_renewal").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("subscriptions_type_check", oneOf("type", MEMBERSHIP_TYPES)),
    check("subscriptions_status_check", oneOf("status", SUBSCRIPTION_STATUSES)),
    index("subscriptions_user_idx").on(t.userId, t.startDate),
    uniqueIndex("subscriptions_stripe_subscription_key").on(t.stripeSubscriptionId),
  ],
);

export const billingHistory = pgTable(
  "billing_history",
  {
    id: serial("id").primaryKey(),
    /** Null once the member deleted their account: the row stays, anonymised, for the accounts. */
    userId: varchar("user_id", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    orderId: varchar("order_id", { length: 64 }).references(() => orders.id, { onDelete: "set null" }),
    /** The admin who recorded a payment by hand (cash at the stand, bank transfer); null for Stripe. */
    recordedBy: varchar("recorded_by", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    billingDate: timestamp("billing_date", { withTimezone: true }).notNull(),
    paymentMethod: varchar("payment_method", { length: 50 }),
    transactionId: varchar("transaction_id", { length: 100 }),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("billing_history_status_check", oneOf("status", BILLING_STATUSES)),
    index("billing_history_user_date_idx").on(t.userId, t.billingDate),
    // The insights' membership takings per month.
    index("billing_history_paid_date_idx")
      .on(t.billingDate)
      .where(sql`${t.status} = 'paid'`),
    // A Stripe invoice (or payment) is written once however often its webhook is replayed.
    uniqueIndex("billing_history_transaction_key").on(t.transactionId),
  ],
);

/** One-time sign-in codes for the email sign-in; only a hash of the code is stored. */
export const loginCodes = pgTable(
  "login_codes",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 320 }).notNull(),
    codeHash: varchar("code_hash", { length: 128 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("login_codes_email_created_idx").on(t.email, t.createdAt), index("login_codes_expires_idx").on(t.expiresAt)],
);

/**
 * Codes that prove a member's new email address (the profile's email change): hashed like sign-in
 * codes, bound to the member and the address, single use, short-lived, few tries.
 */
export const emailChangeCodes = pgTable(
  "email_change_codes",
  {
    id: serial("id").primaryKey(),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: varchar("new_email", { length: 320 }).notNull(),
    codeHash: varchar("code_hash", { length: 128 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_change_codes_user_created_idx").on(t.userId, t.createdAt), index("email_change_codes_expires_idx").on(t.expiresAt)],
);

/** Counters of rate-limiter-flexible's Drizzle store, shared by every app instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar("key", { length: 255 }).primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

/** A member's household (the profile's Family Members, saved): shown to active members only. */
export const familyMembers = pgTable(
  "family_members",
  {
    id: serial("id").primaryKey(),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 200 }).notNull(),
    email: varchar("email", { length: 320 }).notNull(),
    relationship: varchar("relationship", { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("family_members_user_idx").on(t.userId, t.id)],
);

/** Every change an admin (or Stripe, or the expiry sweep) made to a member's membership or role: who, when, why. */
export const membershipChanges = pgTable(
  "membership_changes",
  {
    id: serial("id").primaryKey(),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The admin who made it; null for Stripe and the sweeps. */
    actorId: varchar("actor_id", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    kind: varchar("kind", { length: 30 }).notNull(),
    /** The membership fields before and after (status, type, tier, expiry, lifetime, auto-renewal, admin). */
    before: jsonb("before").$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb("after").$type<Record<string, unknown>>().notNull().default({}),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("membership_changes_kind_check", oneOf("kind", MEMBERSHIP_CHANGE_KINDS)),
    index("membership_changes_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** The last call to each outside service, for the admin's Integration Status card. */
export const integrationStatus = pgTable(
  "integration_status",
  {
    name: varchar("name", { length: 20 }).primaryKey(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    /** The last failure's message; null once a call succeeds again. */
    lastError: text("last_error"),
  },
  () => [check("integration_status_name_check", oneOf("name", INTEGRATION_NAMES))],
);

/** Settings an admin changes in the app (e.g. slack-invite-url), overriding the environment's default. */
export const appSettings = pgTable("app_settings", {
  key: varchar("key", { length: 60 }).primaryKey(),
  value: text("value").notNull(),
  updatedBy: varchar("updated_by", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/**
 * The backups the app took (app/models/backup-runs.server.ts): one row per run, written when it
 * starts and completed when it ends. A scheduled run first claims its slot (the start of its
 * BACKUP_EVERY_HOURS bucket) here: the unique index lets one instance of many take each slot.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial("id").primaryKey(),
    trigger: varchar("trigger", { length: 20 }).notNull(),
    /** The scheduled time the run is for; a command's run has its start time here. */
    slot: timestamp("slot", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null while it runs (or when the instance stopped during it). */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ok: boolean("ok"),
    /** The backup file's name in the backup directory. */
    file: varchar("file", { length: 200 }),
    bytes: bigint("bytes", { mode: "number" }),
    error: text("error"),
  },
  (t) => [
    check("backup_runs_trigger_check", oneOf("trigger", BACKUP_TRIGGERS)),
    uniqueIndex("backup_runs_scheduled_slot_key")
      .on(t.slot)
      .where(sql`${t.trigger} = 'schedule'`),
    index("backup_runs_started_idx").on(t.startedAt),
  ],
);

/**
 * One-time keys of state-changing posts (a form's hidden `_key`, the API's Idempotency-Key): the
 * first request with a key claims its row (pending) and stores its answer (done); a repeat from the
 * same member or anonymous session gets that answer without acting again. Kept for a day.
 */
export const requestKeys = pgTable(
  "request_keys",
  {
    id: serial("id").primaryKey(),
    /** Whose key: 'user:<id>' for a signed-in member, 'anon:<cart id>' for a visitor. */
    scope: varchar("scope", { length: 100 }).notNull(),
    key: varchar("key", { length: 255 }).notNull(),
    /** What the key was first used for: method, path and intent. The same key elsewhere is refused. */
    fingerprint: varchar("fingerprint", { length: 400 }).notNull(),
    state: varchar("state", { length: 10 }).notNull().default("pending"),
    status: integer("status"),
    /** The answer's replayable headers (Location, Content-Type, the flash and checkout cookies). */
    headers: jsonb("headers").$type<[string, string][]>(),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [
    check("request_keys_state_check", oneOf("state", REQUEST_KEY_STATES)),
    uniqueIndex("request_keys_scope_key_key").on(t.scope, t.key),
    index("request_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * Away days: the club's allocation of tickets for an away match (an event), drawn by ballot. The
 * seed is random and secret until the draw; its SHA-256 (the commitment) is shown from the start,
 * so the published seed can be checked to be the one fixed before the window closed.
 */
export const awayAllocations = pgTable(
  "away_allocations",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    tickets: integer("tickets").notNull(),
    price: money("price").notNull(),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    /** Hours a member has to pay once a place is offered (at the draw, or when a place passes to them). */
    payHours: integer("pay_hours").notNull(),
    /** 1, or 2: a member may apply with one other member. */
    maxPerApplication: integer("max_per_application").notNull().default(1),
    membersOnly: boolean("members_only").notNull().default(true),
    seed: varchar("seed", { length: 64 }).notNull(),
    seedCommitment: varchar("seed_commitment", { length: 64 }).notNull(),
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
    /** The loyalty rule the draw weighed with (LOYALTY_RULE at that moment): the result publishes it, whatever the settings say later. */
    ruleAtDraw: jsonb("rule_at_draw").$type<Record<string, number>>(),
    createdBy: varchar("created_by", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("away_allocations_tickets_check", sql`${t.tickets} > 0`),
    check("away_allocations_window_check", sql`${t.closesAt} > ${t.opensAt}`),
    check("away_allocations_pay_hours_check", sql`${t.payHours} between 1 and 720`),
    check("away_allocations_max_check", sql`${t.maxPerApplication} in (1, 2)`),
    index("away_allocations_event_idx").on(t.eventId),
    index("away_allocations_closes_idx").on(t.closesAt, t.id),
  ],
);

/** One application to a ballot: a member alone, or with a partner (away_applicants has both). */
export const awayApplications = pgTable(
  "away_applications",
  {
    id: serial("id").primaryKey(),
    allocationId: integer("allocation_id")
      .notNull()
      .references(() => awayAllocations.id, { onDelete: "cascade" }),
    /** Null once the lead's account is gone after the draw: the application keeps its place in the published order. */
    leadUserId: varchar("lead_user_id", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    /** Tickets asked for: 1, or 2 with a partner. */
    size: integer("size").notNull(),
    status: varchar("status", { length: 10 }).notNull().default("applied"),
    /** Place in the drawn order (1 first); null before the draw. */
    position: integer("position"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    payBy: timestamp("pay_by", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidVia: varchar("paid_via", { length: 10 }),
    /** The admin who recorded a payment at the table; kept as null when that account goes. */
    paymentRecordedBy: varchar("payment_recorded_by", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    stripeSessionId: varchar("stripe_session_id", { length: 255 }).unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check("away_applications_status_check", oneOf("status", AWAY_APPLICATION_STATUSES)),
    check("away_applications_paid_via_check", oneOf("paid_via", AWAY_PAYMENT_METHODS)),
    check("away_applications_size_check", sql`${t.size} in (1, 2)`),
    uniqueIndex("away_applications_position_key").on(t.allocationId, t.position),
    // The ballot's list in order, and the next waiting application when a place passes.
    index("away_applications_allocation_status_idx").on(t.allocationId, t.status, t.position),
    // The sweep: offers whose deadline has passed.
    index("away_applications_offer_due_idx")
      .on(t.payBy)
      .where(sql`${t.status} = 'offered'`),
  ],
);

/**
 * The members of an application (the lead, and a partner). One row per member per ballot: a member
 * is in one application of a ballot at most, whoever made it. Points are fixed at the draw.
 */
export const awayApplicants = pgTable(
  "away_applicants",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => awayApplications.id, { onDelete: "cascade" }),
    allocationId: integer("allocation_id")
      .notNull()
      .references(() => awayAllocations.id, { onDelete: "cascade" }),
    /**
     * Null once the member's account is gone after the draw (before it, leaveAwayBallots deletes the
     * row): the published order keeps the Member ID and points it was drawn with.
     */
    userId: varchar("user_id", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    isLead: boolean("is_lead").notNull(),
    /** A partner named by the lead joins the pair only by confirming; unconfirmed at the draw, the lead goes alone. */
    confirmed: boolean("confirmed").notNull().default(true),
    /** The Member ID the result publishes ('#' and the last 8 of the user id), kept when the account goes. */
    memberId: varchar("member_id", { length: 9 }).notNull(),
    pointsAtDraw: integer("points_at_draw"),
  },
  (t) => [
    // An application has one lead and at most one partner.
    primaryKey({ columns: [t.applicationId, t.isLead] }),
    uniqueIndex("away_applicants_allocation_user_key").on(t.allocationId, t.userId),
    // A member's ballots (the lost ones of a season count for points).
    index("away_applicants_user_idx").on(t.userId),
  ],
);

/**
 * A coach to an away match, run with its ballot: seats, a price per seat (paid at pickup), and the
 * pickup points with their times. Members with a place in the ballot (offered or paid) may book a
 * seat; seats_taken equals the seat rows (a conditional increment, never past seats).
 */
export const awayTrips = pgTable(
  "away_trips",
  {
    id: serial("id").primaryKey(),
    allocationId: integer("allocation_id")
      .notNull()
      .references(() => awayAllocations.id, { onDelete: "cascade" }),
    seats: integer("seats").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    price: money("price").notNull(),
    /** Where and when the coach picks up, in order: [{ place, at (ISO instant) }]. */
    pickupPoints: jsonb("pickup_points").$type<{ place: string; at: string }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("away_trips_allocation_key").on(t.allocationId),
    check("away_trips_seats_check", sql`${t.seats} > 0 and ${t.seatsTaken} between 0 and ${t.seats}`),
  ],
);

/** A member's seat on a coach, with the pickup point they chose (its index in pickup_points). */
export const awayTripSeats = pgTable(
  "away_trip_seats",
  {
    id: serial("id").primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => awayTrips.id, { onDelete: "cascade" }),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pickup: integer("pickup").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("away_trip_seats_trip_user_key").on(t.tripId, t.userId),
    // The manifest, by pickup point.
    index("away_trip_seats_trip_pickup_idx").on(t.tripId, t.pickup),
  ],
);

/**
 * A browser that takes the member's push alerts (Web Push, RFC 8030): its push service's endpoint
 * and the keys to encrypt for it (RFC 8291), and the topics (db/enums.ts PUSH_TOPICS) the member
 * chose on that device. One row per endpoint: the same browser signed in as another member moves
 * the row to them. Made in a session: signing out on that device deletes the session row and with
 * it this one; deleting the account deletes it too.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: varchar("session_id", { length: 128 }).references(() => sessions.sid, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret, base64url as the PushSubscription JSON has them. */
    p256dh: varchar("p256dh", { length: 200 }).notNull(),
    auth: varchar("auth", { length: 100 }).notNull(),
    topics: text("topics").array().notNull().$type<(typeof PUSH_TOPICS)[number][]>(),
    /** What the member sees in their list of devices ("Chrome on Android"), from the browser's User-Agent. */
    device: varchar("device", { length: 100 }),
    createdAt: createdAt(),
    /** The last alert the push service accepted for it. */
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * An admin's message to a chosen audience (models/announcements.server.ts). Written once, never
 * edited; withdrawing it takes it off the site and stops what is not sent yet. At send_at its
 * recipients are written (announcement_recipients) and one 'announcement' mail and the alerts are
 * queued per member, in one transaction; queued_at says that happened.
 */
export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 200 }).notNull(),
    /** A safe subset of Markdown (paragraphs, emphasis, links, lists), rendered on the server. */
    body: text("body").notNull(),
    /** An optional page it points to: an event, a ballot or a shop page (a path on this site). */
    linkPath: varchar("link_path", { length: 300 }),
    /** Who gets it (models/announcements.ts, AnnouncementAudience): everyone, members by status and tier, an event's RSVPs, a crew, a ballot's applicants or winners, recent volunteers, admins. */
    audience: jsonb("audience").$type<Record<string, unknown>>().notNull(),
    /** Listed at /news and in the Atom feed for anyone; otherwise only on its recipients' own page. */
    isPublic: boolean("is_public").notNull().default(false),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    recipientCount: integer("recipient_count"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdBy: varchar("created_by", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    // The sweep's due announcements.
    index("announcements_due_idx")
      .on(t.sendAt)
      .where(sql`${t.queuedAt} is null and ${t.withdrawnAt} is null`),
    // /news and its feed: public, sent, not withdrawn, newest first.
    index("announcements_public_idx")
      .on(t.sendAt, t.id)
      .where(sql`${t.isPublic} and ${t.queuedAt} is not null and ${t.withdrawnAt} is null`),
    index("announcements_created_idx").on(t.createdAt, t.id),
  ],
);

/** Who an announcement went to, written when it was queued: the member's own page and their "what's new" read it. */
export const announcementRecipients = pgTable(
  "announcement_recipients",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] }), index("announcement_recipients_user_idx").on(t.userId, t.announcementId)],
);

/**
 * The committee's figures for one period (/admin/insights), as last counted: the page and its CSVs
 * read them while they are younger than INSIGHTS_MAX_AGE_MS, so a busy dashboard counts a big
 * club's history once every few minutes, not on every view. `key` names the period, the time zone
 * and the figures' shape; old periods are deleted when a new count is written.
 */
export const insightSnapshots = pgTable("insight_snapshots", {
  key: varchar("key", { length: 200 }).primaryKey(),
  figures: jsonb("figures").$type<Record<string, unknown>>().notNull(),
  countedAt: timestamp("counted_at", { withTimezone: true }).notNull(),
});

/**
 * A general meeting (issue 33). Draft until an admin opens it (the notice goes out, and the
 * electorate is fixed from the record date); members vote on its items between voting_opens_at and
 * voting_closes_at; results_published_at is set by the close, after every vote in flight.
 */
export const meetings = pgTable(
  "meetings",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 20 }).$type<(typeof MEETING_KINDS)[number]>().notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    location: varchar("location", { length: 200 }).notNull(),
    onlineUrl: text("online_url"),
    /** Who may vote: members active or lifetime at this instant (and their households when household_votes). */
    recordDate: timestamp("record_date", { withTimezone: true }).notNull(),
    householdVotes: boolean("household_votes").notNull().default(false),
    votingOpensAt: timestamp("voting_opens_at", { withTimezone: true }).notNull(),
    votingClosesAt: timestamp("voting_closes_at", { withTimezone: true }).notNull(),
    quorumKind: varchar("quorum_kind", { length: 10 }).$type<(typeof QUORUM_KINDS)[number]>().notNull(),
    /** Votes cast, or a percent of the electorate, per item. */
    quorumValue: integer("quorum_value").notNull(),
    /** Members' motions are taken until then. */
    motionsDeadline: timestamp("motions_deadline", { withTimezone: true }),
    /** Who chairs it: a member may appoint the chair as their proxy. */
    chairId: varchar("chair_id", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    resultsPublishedAt: timestamp("results_published_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdBy: varchar("created_by", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("meetings_kind_check", oneOf("kind", MEETING_KINDS)),
    check("meetings_quorum_kind_check", oneOf("quorum_kind", QUORUM_KINDS)),
    check("meetings_window_check", sql`${t.votingClosesAt} > ${t.votingOpensAt}`),
    check("meetings_quorum_check", sql`${t.quorumValue} >= 0 and (${t.quorumKind} <> 'share' or ${t.quorumValue} <= 100)`),
    index("meetings_starts_idx").on(t.startsAt, t.id),
  ],
);

/** An agenda item put to the vote, in the meeting's order. */
export const meetingItems = pgTable(
  "meeting_items",
  {
    id: serial("id").primaryKey(),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: varchar("kind", { length: 20 }).$type<(typeof MEETING_ITEM_KINDS)[number]>().notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    body: text("body"),
    /** A special resolution: passes with 75% of the votes cast for or against, not a simple majority. */
    special: boolean("special").notNull().default(false),
    /** An election's seats: each voter picks up to this many candidates. */
    seats: integer("seats"),
    createdAt: createdAt(),
  },
  (t) => [
    check("meeting_items_kind_check", oneOf("kind", MEETING_ITEM_KINDS)),
    check("meeting_items_seats_check", sql`(${t.kind} = 'election') = (${t.seats} is not null and ${t.seats} >= 1)`),
    uniqueIndex("meeting_items_position_idx").on(t.meetingId, t.position),
  ],
);

/** A candidate in an election item; only those who accepted their nomination are on the ballot. */
export const meetingCandidates = pgTable(
  "meeting_candidates",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => meetingItems.id, { onDelete: "cascade" }),
    userId: varchar("user_id", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    name: varchar("name", { length: 200 }).notNull(),
    statement: text("statement"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("meeting_candidates_item_idx").on(t.itemId, t.id)],
);

/** Who may vote at a meeting, fixed when it is opened from the record date. */
export const meetingElectorate = pgTable(
  "meeting_electorate",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: varchar("reason", { length: 20 }).$type<(typeof ELECTORATE_REASONS)[number]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index("meeting_electorate_user_idx").on(t.userId, t.meetingId),
    check("meeting_electorate_reason_check", oneOf("reason", ELECTORATE_REASONS)),
  ],
);

/** A member's proxy for a meeting: another of its voters (or its chair) casts their vote; set until voting opens. */
export const meetingProxies = pgTable(
  "meeting_proxies",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    principalId: varchar("principal_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    proxyId: varchar("proxy_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.principalId] }), index("meeting_proxies_proxy_idx").on(t.proxyId, t.meetingId)],
);

/**
 * Who has voted on an item (their own vote, or cast by their proxy): written in the vote's
 * transaction, so a second vote is refused by the primary key. Nothing here says how.
 */
export const meetingVoted = pgTable(
  "meeting_voted",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => meetingItems.id, { onDelete: "cascade" }),
    userId: varchar("user_id", { length: 64 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] })],
);

/**
 * A secret vote: a random id, the item, the choice and the voter's receipt code, and nothing that
 * leads back to the voter (no user, no time, no sequence). Published after the close, sorted by
 * receipt.
 */
export const meetingVotes = pgTable(
  "meeting_votes",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => meetingItems.id, { onDelete: "cascade" }),
    /** A motion's "for" / "against" / "abstain", or an election's candidate ids (none: an abstention). */
    choice: jsonb("choice").$type<(typeof MOTION_CHOICES)[number] | number[]>().notNull(),
    receipt: varchar("receipt", { length: 32 }).notNull(),
  },
  (t) => [uniqueIndex("meeting_votes_receipt_idx").on(t.itemId, t.receipt)],
);

/**
 * A member's motion for a meeting: proposed by one of its voters before the motions deadline,
 * seconded by another (from the meeting page or the link the proposer shares), then accepted onto
 * the agenda (item_id: the motion item it became) or declined with a reason the proposer sees.
 */
export const meetingMotions = pgTable(
  "meeting_motions",
  {
    id: serial("id").primaryKey(),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    proposerId: varchar("proposer_id", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    title: varchar("title", { length: 200 }).notNull(),
    body: text("body").notNull(),
    seconderId: varchar("seconder_id", { length: 64 }).references(() => users.id, { onDelete: "set null" }),
    secondedAt: timestamp("seconded_at", { withTimezone: true }),
    status: varchar("status", { length: 20 }).$type<(typeof MOTION_STATUSES)[number]>().notNull().default("proposed"),
    declineReason: text("decline_reason"),
    itemId: integer("item_id").references(() => meetingItems.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("meeting_motions_status_check", oneOf("status", MOTION_STATUSES)),
    index("meeting_motions_meeting_idx").on(t.meetingId, t.id),
  ],
);

/** A meeting's paper: a link, or a PDF uploaded by an admin (kept here, at most MEETING_DOCUMENT_MAX_BYTES). */
export const meetingDocuments = pgTable(
  "meeting_documents",
  {
    id: serial("id").primaryKey(),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    url: text("url"),
    fileName: varchar("file_name", { length: 200 }),
    /** The PDF's bytes in base64 (text moves through backups, transfers and both drivers alike). */
    pdfBase64: text("pdf_base64"),
    size: integer("size"),
    createdAt: createdAt(),
  },
  (t) => [
    check("meeting_documents_source_check", sql`(${t.url} is null) <> (${t.pdfBase64} is null)`),
    index("meeting_documents_meeting_idx").on(t.meetingId, t.id),
  ],
);
