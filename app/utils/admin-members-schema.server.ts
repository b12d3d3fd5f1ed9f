import * as z from "zod";
import { MEMBERSHIP_STATUSES, MEMBERSHIP_TYPES } from "../../db/enums";
import { PAYMENT_METHODS } from "./member-payments";
import { MEMBERSHIP_TIER_IDS } from "./membership-plans";
import { MAX_INT4, moneyAmount, storableDate, text } from "./validation";

/** The admin's member list and member page: the list's filters and the forms' schemas. */

export const MEMBER_PAGE_SIZE = 25;

// A bad filter in the address (hand-edited, an old link) falls back to "all" instead of failing.
const FiltersSchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(MEMBERSHIP_STATUSES).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(Math.floor(MAX_INT4 / MEMBER_PAGE_SIZE)).catch(1),
});

/** The list's search, status and page from the address, plus the page size. */
export function readMemberFilters(url: URL) {
  const filters = FiltersSchema.parse({
    q: url.searchParams.get("q") ?? "",
    status: url.searchParams.get("status") || null,
    page: url.searchParams.get("page") ?? 1,
  });
  return { ...filters, pageSize: MEMBER_PAGE_SIZE };
}

const reason = (label: string) => text(label, 500).min(1, { error: `${label} is required` });

export const RecordPaymentSchema = z.object({
  intent: z.literal("record-payment"),
  tier: z.enum(MEMBERSHIP_TIER_IDS, { error: "Choose a tier" }),
  // Blank: the tier's price.
  amount: moneyAmount("amount").refine((value) => value === null || value > 0, { error: "Enter the amount paid, like 50.00" }),
  method: z.enum(PAYMENT_METHODS, { error: "Choose how it was paid" }),
  reference: text("Reference", 90).optional(),
  note: text("Note", 500).optional(),
  // A one-time key the form carries: a double submit records the payment once.
  key: z.string().regex(/^[0-9a-f-]{36}$/, { error: "The form has expired. Please reload the page." }),
});

export const GrantLifetimeSchema = z.object({
  intent: z.literal("grant-lifetime"),
  reason: reason("Reason"),
});

export const EditMembershipSchema = z.object({
  intent: z.literal("edit-membership"),
  status: z.enum(MEMBERSHIP_STATUSES, { error: "Choose a status" }),
  type: z.enum(MEMBERSHIP_TYPES, { error: "Choose a type" }).optional(),
  expiry: z.preprocess((value) => (value === "" ? undefined : value), storableDate("Enter a valid date").optional()),
  autoRenewal: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
  reason: reason("Reason"),
});

export const AdminRoleSchema = z.object({
  intent: z.enum(["grant-admin", "revoke-admin"]),
  reason: reason("Reason"),
});
