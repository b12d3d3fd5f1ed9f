import { describe, expect, it } from "vitest";
import { seasonStart } from "./attendance";

const LA = "America/Los_Angeles";

describe("seasonStart", () => {
  it("is July 1 at midnight on the group's calendar: this year's from July on, last year's before", () => {
    // 1 July 2026, 00:00 in Los Angeles (PDT, UTC−7).
    expect(seasonStart(new Date("2026-11-26T03:00:00Z"), LA, 7)).toEqual(new Date("2026-07-01T07:00:00Z"));
    expect(seasonStart(new Date("2027-03-10T12:00:00Z"), LA, 7)).toEqual(new Date("2026-07-01T07:00:00Z"));
    expect(seasonStart(new Date("2026-07-01T07:00:00Z"), LA, 7)).toEqual(new Date("2026-07-01T07:00:00Z"));
  });

  it("reads the date in the group's zone, not UTC's: 30 June at 23:30 in Los Angeles is still last season", () => {
    // 2026-07-01T06:30Z is 30 June, 23:30 in Los Angeles, but already 1 July in UTC.
    expect(seasonStart(new Date("2026-07-01T06:30:00Z"), LA, 7)).toEqual(new Date("2025-07-01T07:00:00Z"));
    expect(seasonStart(new Date("2026-07-01T06:30:00Z"), "UTC", 7)).toEqual(new Date("2026-07-01T00:00:00Z"));
  });

  it("takes another start month (a winter league starting in February; a January start is the calendar year)", () => {
    expect(seasonStart(new Date("2026-11-26T03:00:00Z"), "Europe/London", 2)).toEqual(new Date("2026-02-01T00:00:00Z"));
    expect(seasonStart(new Date("2026-01-15T12:00:00Z"), "Europe/London", 2)).toEqual(new Date("2025-02-01T00:00:00Z"));
    expect(seasonStart(new Date("2026-05-15T12:00:00Z"), "Europe/London", 1)).toEqual(new Date("2026-01-01T00:00:00Z"));
    // August in London is BST (UTC+1): midnight there is 23:00 UTC the day before.
    expect(seasonStart(new Date("2026-09-01T12:00:00Z"), "Europe/London", 8)).toEqual(new Date("2026-07-31T23:00:00Z"));
  });
});
