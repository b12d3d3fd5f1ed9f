import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createMember, createOpportunity } from "../../../test/factories";
import { args, asServed, get } from "../../../test/http";
import { DAY } from "../../../test/time";
import { rotateCalendarToken, signUpForShift } from "~/models/volunteer.server";
import { loader as personalFeed } from "./volunteer-shifts_.calendar.$token[.ics]";
import { loader as shiftDownload } from "../_volunteer+/volunteer_.$opportunityId[.ics]";
import { loader as fixturesFeed } from "../_events+/events[.ics]";
import { loader as eventDownload } from "../_events+/events.$eventId[.ics]";

useTestDatabase();

/** An iCalendar body unfolded (RFC 5545 §3.1), so a long line can be matched whole. */
const unfold = (body: string) => body.replace(/\r\n /g, "");

async function memberWithFeed(locale: string | null) {
  const userId = await createMember({ email: `feed-${Math.random().toString(36).slice(2)}@example.org`, locale });
  const shiftId = await createOpportunity({ title: "Gate crew", date: new Date(Date.now() + 3 * DAY), contactInfo: "Sam, 555-0100" });
  expect((await signUpForShift(userId, shiftId)).ok).toBe(true);
  return { token: await rotateCalendarToken(userId), shiftId };
}

/** The personal feed as a calendar app fetches it: no cookie, the app's own Accept-Language. */
const fetchFeed = (token: string, acceptLanguage = "en-US") =>
  asServed(get(`/volunteer-shifts/calendar/${token}.ics`, { headers: { "Accept-Language": acceptLanguage } }), (request) =>
    personalFeed(args(request, { token })),
  );

describe("the personal shift feed is written in its owner's saved language, whatever the calendar app asks", () => {
  it("German for a member who chose German, though the app asks for English", async () => {
    const { token } = await memberWithFeed("de");
    const response = await fetchFeed(token, "en-US,en;q=0.9");
    const body = unfold(await response.text());
    expect(body).toMatch(/X-WR-CALNAME:.+ – Helferschichten\r\n/);
    expect(body).toContain("Kontakt: Sam\\, 555-0100");
    expect(body).not.toContain("volunteer shifts");
    expect(response.headers.get("Content-Language")).toBe("de");
    // Private: the token decides the language, no shared cache keeps it.
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=300");
    expect(response.headers.get("Vary")).toBeNull();
  });

  it("English for a member who chose English, though the app asks for German", async () => {
    const { token } = await memberWithFeed("en");
    const response = await fetchFeed(token, "de-DE");
    const body = unfold(await response.text());
    expect(body).toMatch(/X-WR-CALNAME:.+ volunteer shifts\r\n/);
    expect(body).toContain("Contact: Sam\\, 555-0100");
    expect(response.headers.get("Content-Language")).toBe("en");
  });

  it("an unknown token is still a 404", async () => {
    const response = await fetchFeed("x".repeat(43));
    expect(response.status).toBe(404);
  });
});

describe("the public calendars take the request's language and vary by it", () => {
  it("the fixtures feed and an event's download: German for a German browser, English for an English one", async () => {
    const eventId = await createEvent({ title: "Roadies FC vs Harbour", date: new Date(Date.now() + 5 * DAY) });
    const german = await asServed(get("/events.ics", { headers: { "Accept-Language": "de-DE,de;q=0.9" } }), () => fixturesFeed());
    expect(unfold(await german.text())).toMatch(/X-WR-CALNAME:.+ – Termine\r\n/);
    expect(german.headers.get("Content-Language")).toBe("de");
    expect(german.headers.get("Vary")).toBe("Cookie, Accept-Language");
    const english = await asServed(get("/events.ics", { headers: { "Accept-Language": "en" } }), () => fixturesFeed());
    expect(unfold(await english.text())).toMatch(/X-WR-CALNAME:.+ fixtures\r\n/);
    expect(english.headers.get("Vary")).toBe("Cookie, Accept-Language");

    // The footer's choice (the lang cookie) wins over the browser's.
    const chosen = await asServed(get(`/events/${eventId}.ics`, { cookie: "lang=de", headers: { "Accept-Language": "en" } }), (request) =>
      eventDownload(args(request, { eventId: String(eventId) })),
    );
    expect(unfold(await chosen.text())).toMatch(/X-WR-CALNAME:.+ – Termine\r\n/);
    expect(chosen.headers.get("Vary")).toBe("Cookie, Accept-Language");
  });

  it("a shift's download in German", async () => {
    const shiftId = await createOpportunity({ title: "Gate crew", date: new Date(Date.now() + 3 * DAY), contactInfo: "Sam" });
    const response = await asServed(get(`/volunteer/${shiftId}.ics`, { headers: { "Accept-Language": "de" } }), (request) =>
      shiftDownload(args(request, { opportunityId: String(shiftId) })),
    );
    const body = unfold(await response.text());
    expect(body).toMatch(/X-WR-CALNAME:.+ – Helferschichten\r\n/);
    expect(body).toContain("Kontakt: Sam");
  });
});
