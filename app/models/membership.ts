// Relative (not "~/"): unit tests load this module without the path alias.
import * as m from "../i18n/paraglide/messages/_index.js";

/** The labels as functions: each call speaks the language of the request (or page) that asks. */
const STATUS_LABELS: Record<string, () => string> = {
  active: m.membership_status_active,
  inactive: m.membership_status_inactive,
  expired: m.membership_status_expired,
  cancelled: m.membership_status_cancelled,
  lifetime: m.membership_status_lifetime,
  pending: m.membership_status_pending,
};

const TYPE_LABELS: Record<string, () => string> = {
  monthly: m.membership_type_monthly,
  annual: m.membership_type_annual,
  lifetime: m.membership_type_lifetime,
};

/** Any other value shows as Inactive: an unknown status grants nothing, so it must not read as a membership. */
export function membershipStatusLabel(status: string | null | undefined): string {
  // Own keys only: "toString", "constructor" and the like must not reach Object.prototype.
  return (status && Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : m.membership_status_inactive)();
}

export function membershipTypeLabel(type: string | null | undefined): string {
  return (type && Object.hasOwn(TYPE_LABELS, type) ? TYPE_LABELS[type] : m.membership_type_none)();
}

export function isMember(status: string | null | undefined): boolean {
  return status === "active" || status === "lifetime";
}

/** A lifetime member: the flag an admin grants, or the status that says so. */
export function isLifetime(member: { isLifetimeMember: boolean; membershipStatus: string }): boolean {
  return member.isLifetimeMember || member.membershipStatus === "lifetime";
}

/** The Member ID: '#' and the last 8 characters of the user id, upper case (docs/decisions/007-kept-product-contract.md). */
export function memberIdOf(userId: string): string {
  return `#${userId.slice(-8).toUpperCase()}`;
}

export function fullName(user: { firstName: string | null; lastName: string | null; email?: string | null }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email || m.membership_member_fallback_name();
}

export function initials(user: { firstName: string | null; lastName: string | null; email?: string | null }): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("")
    .toUpperCase();
  return letters || (user.email?.charAt(0).toUpperCase() ?? "?");
}
