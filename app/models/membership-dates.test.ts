import { describe, expect, it } from "vitest";
import { daysUntilExpiry, expiryDisplay } from "./membership-dates";

const LA = "America/Los_Angeles";
const member = (membershipExpiry: Date | string | null, extra: Partial<{ isLifetimeMember: boolean; membershipStatus: string }> = {}) => ({
  isLifetimeMember: false,
  membershipStatus: "active",
  membershipExpiry,
  ...extra,
});

describe("daysUntilExpiry", () => {
  // 10:00 on 1 June 2030 in Los Angeles (PDT, UTC−7).
  const now = new Date("2030-06-01T17:00:00Z");

  it("counts calendar days of the group's zone, any part of a day rounded up", () => {
    expect(daysUntilExpiry("2030-07-02T17:00:00Z", now, LA)).toBe(31);
    expect(daysUntilExpiry("2030-07-01T17:00:00Z", now, LA)).toBe(30);
    // 00:30 tomorrow in LA is a day away although only 14.5 hours remain.
    expect(daysUntilExpiry("2030-06-02T07:30:00Z", now, LA)).toBe(1);
    // 23:59 tonight in LA is still today.
    expect(daysUntilExpiry("2030-06-02T06:59:00Z", now, LA)).toBe(0);
    expect(daysUntilExpiry("2030-06-01T08:00:00Z", now, LA)).toBe(0);
    expect(daysUntilExpiry("2030-05-31T17:00:00Z", now, LA)).toBe(-1);
  });

  it("uses the group's day, not UTC's: 17:00 UTC on 1 June is still 31 May in Los Angeles at 23:00 the day before", () => {
    const lateEvening = new Date("2030-06-01T06:00:00Z"); // 23:00 on 31 May in LA
    expect(daysUntilExpiry("2030-06-01T17:00:00Z", lateEvening, LA)).toBe(1);
    expect(daysUntilExpiry("2030-06-01T17:00:00Z", lateEvening, "UTC")).toBe(0);
  });

  it("is not thrown off by a daylight-saving change (23- and 25-hour days)", () => {
    // Spring forward: 10 March 2030 in LA. 9 March 12:00 PST to 11 March 12:00 PDT = 47 hours.
    expect(daysUntilExpiry("2030-03-11T19:00:00Z", new Date("2030-03-09T20:00:00Z"), LA)).toBe(2);
    // Fall back: 3 November 2030. 2 November 23:30 PDT to 3 November 23:30 PST = 25 hours, one calendar day.
    expect(daysUntilExpiry("2030-11-04T07:30:00Z", new Date("2030-11-03T06:30:00Z"), LA)).toBe(1);
    // 30 days across the fall-back change at the same wall time stay 30.
    expect(daysUntilExpiry("2030-11-20T18:00:00Z", new Date("2030-10-21T17:00:00Z"), LA)).toBe(30);
  });
});

describe("expiryDisplay", () => {
  const now = new Date("2030-06-01T17:00:00Z");
  const at = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

  it("says 'N days remaining' above 30 days", () => {
    expect(expiryDisplay(member(at(31)), now, LA)).toEqual({ kind: "ok", days: 31, note: "31 days remaining" });
  });

  it("warns 'Expires in N days' from 30 down to 1 day", () => {
    expect(expiryDisplay(member(at(30)), now, LA)).toEqual({ kind: "warning", days: 30, note: "Expires in 30 days" });
    expect(expiryDisplay(member(at(2)), now, LA)).toEqual({ kind: "warning", days: 2, note: "Expires in 2 days" });
    expect(expiryDisplay(member(at(1)), now, LA)).toEqual({ kind: "warning", days: 1, note: "Expires in 1 day" });
  });

  it("says 'Expired N days ago' at 0 days or fewer", () => {
    expect(expiryDisplay(member(at(0)), now, LA)).toEqual({ kind: "expired", days: 0, note: "Expired 0 days ago" });
    expect(expiryDisplay(member(at(-1)), now, LA)).toEqual({ kind: "expired", days: -1, note: "Expired 1 day ago" });
    expect(expiryDisplay(member(at(-12), { membershipStatus: "expired" }), now, LA).note).toBe("Expired 12 days ago");
  });

  it("lifetime members never expire; no date is N/A", () => {
    expect(expiryDisplay(member(null, { isLifetimeMember: true, membershipStatus: "lifetime" }), now, LA)).toEqual({
      kind: "lifetime",
      date: "N/A - Lifetime Member",
      note: "Never expires - Lifetime access",
    });
    expect(expiryDisplay(member(at(3), { membershipStatus: "lifetime" }), now, LA).kind).toBe("lifetime");
    expect(expiryDisplay(member(null), now, LA)).toEqual({ kind: "none", date: "N/A", note: null });
  });
});
