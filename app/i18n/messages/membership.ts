import type { AdminRoleResult, MembershipEditResult } from "~/models/admin-members.server";
import type { AddFamilyResult } from "~/models/family.server";
import type { MemberNotFound } from "~/models/membership.server";
import type { MembershipOrderResult } from "~/models/membership-orders.server";
import { ALREADY_RENEWS_BY_CARD, LIFETIME_NOTHING_TO_BUY } from "~/models/membership-plans";
import type { MessageMap } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";

type Refusal<R> = Extract<R, { ok: false }>;

/** The admin's member page: a change the model refused. */
export const memberAdminMessages: MessageMap<Refusal<MembershipEditResult> | Refusal<AdminRoleResult> | MemberNotFound> = {
  "member-not-found": () => m.membership_admin_member_not_found(),
  "use-grant-lifetime": () => m.membership_admin_use_grant_lifetime(),
  "last-admin": () => m.membership_admin_last_admin(),
  "active-expiry-missing": () => m.membership_admin_active_expiry_missing(),
  "active-expiry-past": () => m.membership_admin_active_expiry_past(),
};

/** Joining or renewing when there is nothing to buy (/join/checkout answers a 409). */
export const membershipOrderMessages: MessageMap<Refusal<MembershipOrderResult>> = {
  lifetime: () => LIFETIME_NOTHING_TO_BUY(),
  "renews-by-card": () => ALREADY_RENEWS_BY_CARD(),
};

/** Record payment's checkbox for an amount that is not the chosen tier's price. */
export const CONFIRM_AMOUNT_LABEL = () => m.membership_confirm_amount_label();

/** Record payment: the amount typed is not the chosen tier's price and the admin has not confirmed it. */
export const amountDiffersMessage = ({ tier, price, amount }: { tier: string; price: string; amount: string }) =>
  m.membership_amount_differs({ tier, price, amount, label: CONFIRM_AMOUNT_LABEL() });

/** An inactive member's household refused, in the request's language. */
const notMemberMessage = () => m.membership_family_not_member();

/** The profile's household: a family member who could not be added. */
export const familyMessages: MessageMap<Refusal<AddFamilyResult>> = {
  "not-member": () => notMemberMessage(),
  limit: ({ max }) => m.membership_family_limit({ max }),
};
