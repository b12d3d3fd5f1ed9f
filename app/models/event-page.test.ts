import { describe, expect, it } from "vitest";
import { countdownText, eventFilter, mapsHref } from "./event-page";

const zone = "America/Los_Angeles";

describe("countdownText", () => {
  const now = new Date("2026-11-25T19:00:00Z"); // 11:00 in Los Angeles

  it("today: the time left, hours and minutes", () => {
    expect(countdownText({ date: "2026-11-25T22:20:00Z", type: "match" }, now, zone)).toBe("Kickoff in 3 h 20 min");
    expect(countdownText({ date: "2026-11-25T21:00:00Z", type: "watch-party" }, now, zone)).toBe("Starts in 2 h");
    expect(countdownText({ date: "2026-11-25T19:05:00Z", type: "match" }, now, zone)).toBe("Kickoff in 5 min");
  });

  it("late tonight in the group's zone is still today, though it is tomorrow in UTC", () => {
    expect(countdownText({ date: "2026-11-26T07:30:00Z", type: "match" }, now, zone)).toBe("Kickoff in 12 h 30 min");
  });

  it("tomorrow: the day and the kickoff time", () => {
    expect(countdownText({ date: "2026-11-26T23:00:00Z", type: "match" }, now, zone)).toBe("Tomorrow, 3:00 PM PST");
  });

  it("further off, or started: none", () => {
    expect(countdownText({ date: "2026-11-28T23:00:00Z", type: "match" }, now, zone)).toBeNull();
    expect(countdownText({ date: "2026-11-25T18:00:00Z", type: "match" }, now, zone)).toBeNull();
  });
});

describe("eventFilter and mapsHref", () => {
  it("an unknown type is all events", () => {
    expect(eventFilter("match")).toBe("match");
    expect(eventFilter("watch-party")).toBe("watch-party");
    expect(eventFilter("nope")).toBe("");
    expect(eventFilter(null)).toBe("");
  });

  it("the place is encoded into a maps search", () => {
    expect(mapsHref("Pub & Grill, 1 Main St")).toBe("https://www.google.com/maps/search/?api=1&query=Pub%20%26%20Grill%2C%201%20Main%20St");
  });
});
