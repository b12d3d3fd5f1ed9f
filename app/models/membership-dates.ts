import * as m from "../i18n/paraglide/messages/_index.js";
import { EXPIRY_WARNING_DAYS } from "./membership-plans";

/**
 * The profile's expiry arithmetic: days are calendar days of the group's time zone,
 * so a membership that runs out on 1 March is "1 day" away all of 28 February, whatever the hour,
 * and a daylight-saving change (a 23- or 25-hour day) never shifts the count.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `instant` in `timeZone`, as whole days since 1970-01-01. */
function zonedDayNumber(instant: Date, timeZone: string): number {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
    dayFormatters.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day")) / DAY_MS;
}

/**
 * Days from today to the expiry day, counted in the group's calendar: 1 = expires tomorrow,
 * 0 = expires today, −1 = expired yesterday. Any part of a day counts as a day (rounded up).
 */
export function daysUntilExpiry(expiry: Date | string, now: Date, timeZone: string): number {
  return zonedDayNumber(new Date(expiry), timeZone) - zonedDayNumber(now, timeZone);
}

export type ExpiryDisplay =
  | { kind: "lifetime"; date: string; note: string }
  | { kind: "none"; date: string; note: null }
  | { kind: "expired" | "warning" | "ok"; days: number; note: string };

/**
 * What the Membership & Subscription card says about the expiry: red "Expired N days
 * ago" at 0 or fewer days, yellow "Expires in N days" from 1 to EXPIRY_WARNING_DAYS, otherwise
 * "N days remaining". Lifetime members never expire; no date shows N/A.
 */
export function expiryDisplay(
  member: { isLifetimeMember: boolean; membershipStatus: string; membershipExpiry: Date | string | null },
  now: Date,
  timeZone: string,
): ExpiryDisplay {
  if (member.isLifetimeMember || member.membershipStatus === "lifetime") {
    return { kind: "lifetime", date: m.membership_expiry_lifetime_date(), note: m.membership_expiry_lifetime_note() };
  }
  if (!member.membershipExpiry) return { kind: "none", date: m.membership_expiry_none(), note: null };
  const days = daysUntilExpiry(member.membershipExpiry, now, timeZone);
  if (days <= 0) return { kind: "expired", days, note: m.membership_expiry_expired({ count: -days }) };
  if (days <= EXPIRY_WARNING_DAYS) return { kind: "warning", days, note: m.membership_expiry_warning({ count: days }) };
  return { kind: "ok", days, note: m.membership_expiry_remaining({ count: days }) };
}
