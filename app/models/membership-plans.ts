/**
 * The membership settings another supporters group changes to make the app its own: the tiers
 * (name, yearly price, perks), how long a paid membership runs and when members are reminded.
 * Plain constants, safe in the browser bundle (the /join page renders them).
 */

// Relative (not "~/"): the tiers' unit test loads this module without the path alias.
import { capitalize } from "../utils/format";
import * as m from "../i18n/paraglide/messages/_index.js";

export const MEMBERSHIP_TIER_IDS = ["supporter", "roadie", "vip"] as const;
export type MembershipTierId = (typeof MEMBERSHIP_TIER_IDS)[number];

export interface MembershipTier {
  id: MembershipTierId;
  name: string;
  /** Yearly price in the shop's currency, in cents (2500 = $25). */
  priceCents: number;
  period: "year";
  /** Message functions: the page calls each in its own language. */
  perks: (() => string)[];
  mostPopular: boolean;
}

/** The three tiers of the landing page (names and prices kept: docs/decisions/007-kept-product-contract.md). */
export const MEMBERSHIP_TIERS: readonly MembershipTier[] = [
  {
    id: "supporter",
    name: "Supporter",
    priceCents: 2500,
    period: "year",
    perks: [m.membership_perk_card, m.membership_perk_newsletter, m.membership_perk_ticket_exchange, m.membership_perk_rsvp],
    mostPopular: false,
  },
  {
    id: "roadie",
    name: "Roadie",
    priceCents: 5000,
    period: "year",
    perks: [
      m.membership_perk_everything_supporter,
      m.membership_perk_scarf,
      m.membership_perk_merch_pricing,
      m.membership_perk_early_notice,
    ],
    mostPopular: true,
  },
  {
    id: "vip",
    name: "VIP Roadie",
    priceCents: 10000,
    period: "year",
    perks: [
      m.membership_perk_everything_roadie,
      m.membership_perk_vip_pack,
      m.membership_perk_vip_gatherings,
      m.membership_perk_honour_roll,
    ],
    mostPopular: false,
  },
];

/** A paid membership runs this many months from payment (or from the current expiry, when renewing early). */
export const MEMBERSHIP_TERM_MONTHS = 12;

/** Renewal reminders go out this many days before the expiry (each once), and once on the day it expires. */
export const MEMBERSHIP_REMINDER_DAYS = [30, 7] as const;

/** The profile's yellow "Expires in N days" warning starts at this many days, with the first renewal reminder. */
export const EXPIRY_WARNING_DAYS = 30;

export function isMembershipTierId(value: unknown): value is MembershipTierId {
  return typeof value === "string" && (MEMBERSHIP_TIER_IDS as readonly string[]).includes(value);
}

export function membershipTier(id: string | null | undefined): MembershipTier | null {
  return MEMBERSHIP_TIERS.find((tier) => tier.id === id) ?? null;
}

/** A cart or checkout line that holds a membership: 'VIP Roadie membership' (a tier no longer sold: its id, capitalised). */
export function membershipLineName(membershipType: string): string {
  return m.membership_line_name({ tier: membershipTier(membershipType)?.name ?? capitalize(membershipType) });
}

/** Joining refused: a lifetime member has nothing to buy (the /join and /join/checkout pages say so). */
export const LIFETIME_NOTHING_TO_BUY = () => m.membership_lifetime_nothing_to_buy();

/** Joining refused: the membership already renews by card (a Stripe subscription); a second checkout would charge twice. */
export const ALREADY_RENEWS_BY_CARD = () => m.membership_already_renews_by_card();
