import { formatDate } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { expiryDisplay } from "~/models/membership-dates";
import { isMember, memberIdOf, membershipStatusLabel, membershipTypeLabel } from "~/models/membership";
import { membershipTier } from "~/models/membership-plans";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type MembershipSource = {
  id: string;
  isAdmin: boolean;
  membershipStatus: string;
  membershipType: string | null;
  membershipTier: string | null;
  membershipExpiry: Date | string | null;
  isLifetimeMember: boolean;
  autoRenewal: boolean;
  nextBillingDate: Date | string | null;
  subscriptionPrice: string | null;
  createdAt: Date | string;
};

type ExpiryTone = "red" | "yellow" | "green" | "gray";

/**
 * Everything the profile says about the membership, as text, worked out once on the server with
 * the server's clock and the group's time zone (so the browser's hydration renders the same words).
 */
export function membershipView(user: MembershipSource, now: Date, { timeZone, currency }: { timeZone: string; currency: string }) {
  const lifetime = user.isLifetimeMember || user.membershipStatus === "lifetime";
  const expiry = expiryDisplay(user, now, timeZone);
  const tier = membershipTier(user.membershipTier);
  const type = membershipTypeLabel(user.membershipType);
  const price = user.subscriptionPrice ? formatPrice(user.subscriptionPrice, currency) : null;
  const amount =
    price === null
      ? null
      : user.membershipType === "monthly"
        ? m.profile_membership_per_month({ amount: price })
        : user.membershipType === "annual"
          ? m.profile_membership_per_year({ amount: price })
          : price;
  return {
    status: user.membershipStatus,
    statusLabel: membershipStatusLabel(user.membershipStatus),
    isMember: isMember(user.membershipStatus),
    isAdmin: user.isAdmin,
    memberId: memberIdOf(user.id),
    memberSince: formatDate(user.createdAt, timeZone),
    lifetime,
    plan: tier ? `${type} · ${tier.name}` : type,
    expiryDate: expiry.kind === "lifetime" || expiry.kind === "none" ? expiry.date : formatDate(user.membershipExpiry!, timeZone),
    expiryNote: expiry.note,
    expiryTone: (expiry.kind === "expired"
      ? "red"
      : expiry.kind === "warning"
        ? "yellow"
        : expiry.kind === "ok"
          ? "green"
          : "gray") as ExpiryTone,
    nextBilling: user.nextBillingDate && !lifetime ? formatDate(user.nextBillingDate, timeZone) : m.profile_membership_not_applicable(),
    amount,
    autoRenewal: lifetime ? null : user.autoRenewal ? m.profile_membership_auto_renewal_on() : m.profile_membership_auto_renewal_off(),
  };
}

export type MembershipView = ReturnType<typeof membershipView>;
