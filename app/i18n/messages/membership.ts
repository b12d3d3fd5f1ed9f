import type { AdminRoleResult, MembershipEditResult } from "~/models/admin-members.server";
import type { AddFamilyResult } from "~/models/family.server";
import type { MemberNotFound } from "~/models/membership.server";
import type { MembershipOrderResult } from "~/models/membership-orders.server";
import { ALREADY_RENEWS_BY_CARD, LIFETIME_NOTHING_TO_BUY } from "~/models/membership-plans";
import type { MessageMap } from "~/i18n/message-map";

type Refusal<R> = Extract<R, { ok: false }>;

/** The admin's member page: a change the model refused. */
export const memberAdminMessages: MessageMap<Refusal<MembershipEditResult> | Refusal<AdminRoleResult> | MemberNotFound> = {
  "member-not-found": "Member not found",
  "use-grant-lifetime":
    "Use Grant lifetime membership to make this member lifetime: it also closes their subscriptions and cancels them at Stripe.",
  "last-admin": "This is the last administrator: grant admin rights to someone else first.",
  "active-expiry-missing": "An active membership needs an expiry date.",
  "active-expiry-past": "An active membership needs an expiry date after today: enter the new end date.",
};

/** Joining or renewing when there is nothing to buy (/join/checkout answers a 409). */
export const membershipOrderMessages: MessageMap<Refusal<MembershipOrderResult>> = {
  lifetime: LIFETIME_NOTHING_TO_BUY,
  "renews-by-card": ALREADY_RENEWS_BY_CARD,
};

/** Record payment's checkbox for an amount that is not the chosen tier's price. */
export const CONFIRM_AMOUNT_LABEL = "Amount differs from the tier price";

/** Record payment: the amount typed is not the chosen tier's price and the admin has not confirmed it. */
export const amountDiffersMessage = ({ tier, price, amount }: { tier: string; price: string; amount: string }) =>
  `${tier} is ${price} a year. To record ${amount} anyway, tick '${CONFIRM_AMOUNT_LABEL}' and record again: the membership's price becomes ${amount}.`;

export const NOT_MEMBER = "Only active members have a household. Renew your membership to add family members.";

/** The profile's household: a family member who could not be added. */
export const familyMessages: MessageMap<Refusal<AddFamilyResult>> = {
  "not-member": NOT_MEMBER,
  limit: ({ max }) => `You can add at most ${max} family members.`,
};
