import * as z from "zod";
import { MEMBERSHIP_STATUSES, MEMBERSHIP_TYPES } from "../../db/enums";
import { PAYMENT_METHODS } from "./admin-members";
import { MEMBERSHIP_TIER_IDS } from "./membership-plans";
import { MAX_INT4, moneyAmount, storableDate, text } from "../utils/validation";
import { searchQuery } from "../utils/list-query.server";
import { wallTimeToDate } from "../utils/zoned-time";
import * as m from "../i18n/paraglide/messages/_index.js";

/** The admin's member list and member page: the list's filters and the forms' schemas. */

const MEMBER_PAGE_SIZE = 25;

// A bad filter in the address (hand-edited, an old link) falls back to "all" instead of failing.
const FiltersSchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(MEMBERSHIP_STATUSES).nullable().catch(null),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.floor(MAX_INT4 / MEMBER_PAGE_SIZE))
    .catch(1),
  /** Renewals due: active memberships running out within this many days (the insights page links here). */
  renewal: z.coerce.number().int().min(1).max(366).nullable().catch(null),
});

/** The list's search, status and page from the address, plus the page size. */
export function readMemberFilters(url: URL) {
  const filters = FiltersSchema.parse({
    q: searchQuery(url, 100),
    status: url.searchParams.get("status") || null,
    page: url.searchParams.get("page") ?? 1,
    renewal: url.searchParams.get("renewal") || null,
  });
  return { ...filters, pageSize: MEMBER_PAGE_SIZE };
}

/** The reason every change keeps; its words are written when a form is checked, in that request's language. */
const reason = () =>
  text(m.membership_admin_reason, 500).min(1, { error: () => m.common_field_required({ label: m.membership_admin_reason() }) });

export const RecordPaymentSchema = z.object({
  intent: z.literal("record-payment"),
  tier: z.enum(MEMBERSHIP_TIER_IDS, { error: () => m.membership_admin_choose_tier() }),
  // Blank: the tier's price.
  amount: moneyAmount(m.membership_admin_amount_noun).refine((value) => value === null || value > 0, {
    error: () => m.membership_admin_amount_positive(),
  }),
  method: z.enum(PAYMENT_METHODS, { error: () => m.membership_admin_choose_method() }),
  reference: text(m.membership_admin_col_reference, 90).optional(),
  note: text(m.membership_admin_note, 500).optional(),
  // Ticked after the page asked: record an amount that is not the tier's price.
  confirmAmount: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
  // A one-time key the form carries: a double submit records the payment once.
  key: z.string().regex(/^[0-9a-f-]{36}$/, { error: () => m.membership_admin_form_expired() }),
});

export const GrantLifetimeSchema = z.object({
  intent: z.literal("grant-lifetime"),
  reason: reason(),
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date input's "2027-03-31" is a day in the group's city: the membership runs to the end of it
 * there (23:59 on its wall clock), so the form, the summary and the profile all show that day. A
 * day that does not exist (2027-02-30, which Date would roll over to March 2) is refused.
 */
function endOfDay(timeZone: string) {
  return (value: unknown) => {
    if (value === "") return undefined;
    if (typeof value !== "string" || !DATE_ONLY.test(value)) return value;
    const day = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return new Date(Number.NaN);
    return wallTimeToDate(`${value}T23:59`, timeZone);
  };
}

export function editMembershipSchema(timeZone: string) {
  return z.object({
    intent: z.literal("edit-membership"),
    status: z.enum(MEMBERSHIP_STATUSES, { error: () => m.membership_admin_choose_status() }),
    type: z.enum(MEMBERSHIP_TYPES, { error: () => m.membership_admin_choose_type() }).optional(),
    expiry: z.preprocess(endOfDay(timeZone), storableDate(m.membership_admin_date_invalid).optional()),
    autoRenewal: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
    reason: reason(),
  });
}

export const AdminRoleSchema = z.object({
  intent: z.enum(["grant-admin", "revoke-admin"]),
  reason: reason(),
});
