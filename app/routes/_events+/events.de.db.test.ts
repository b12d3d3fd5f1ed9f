import { describe, expect, it } from "vitest";
import { createEvent, createMember } from "../../../test/factories";
import { args, asServed, get, post, readToast, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { useTestDatabase } from "../../../test/db";
import { inLocale } from "~/i18n/locale.server";
import { messageFor } from "~/i18n/message-map";
import { verdictText } from "~/i18n/messages/check-in";
import { eventUpdateMessages, rsvpMessages, rsvpTexts } from "~/i18n/messages/events";
import { collectText } from "~/i18n/messages/pickup";
import { eventSchema } from "~/models/events.schema";
import { action, loader } from "./events._index";
import { loader as eventLoader } from "./events.$eventId";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
useTestDatabase();

const de = { "Accept-Language": "de" };

describe("the events pages in German", () => {
  it("answers an unknown event's page with the German 404", async () => {
    const response = await asServed(get("/events/999999", { headers: de }), (request) =>
      settle(() => eventLoader(args(request, { eventId: "999999" }))),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Diesen Termin gibt es nicht." });
  });

  it("confirms an RSVP and refuses an unknown event in German toasts", async () => {
    const cookie = await signedInCookie(await createMember());
    const rsvp = (eventId: number) =>
      asServed(post("/events", { intent: "rsvp", eventId: String(eventId) }, { cookie, headers: de }), (request) =>
        settle(() => action(args(request))),
      );
    expect(await readToast(await rsvp(await createEvent()))).toMatchObject({ title: "Geschafft", description: "Zusage bestätigt!" });
    expect(await readToast(await rsvp(999_999))).toMatchObject({ title: "Fehler", description: "Diesen Termin gibt es nicht." });
  });

  it("lists events under the German filters' request without failing", async () => {
    const response = await asServed(get("/events", { headers: de }), (request) => settle(() => loader(args(request))));
    expect(response.status).toBe(200);
  });
});

describe("the events vertical's message maps in both languages", () => {
  it("words RSVP refusals, places and the waitlist", () => {
    expect(inLocale("en", () => messageFor(rsvpMessages, { ok: false, reason: "event-is-past" }))).toBe(
      "This event has already taken place, so RSVPs are closed.",
    );
    expect(inLocale("de", () => messageFor(rsvpMessages, { ok: false, reason: "event-is-past" }))).toBe(
      "Dieser Termin ist schon vorbei, Zusagen sind geschlossen.",
    );
    expect(inLocale("en", () => rsvpTexts.placesLeft(1))).toBe("1 place left");
    expect(inLocale("en", () => rsvpTexts.placesLeft(3))).toBe("3 places left");
    expect(inLocale("de", () => rsvpTexts.placesLeft(1))).toBe("Noch 1 Platz frei");
    expect(inLocale("de", () => rsvpTexts.placesLeft(3))).toBe("Noch 3 Plätze frei");
    expect(inLocale("de", () => rsvpTexts.onWaitlist(2))).toBe("Du stehst auf der Warteliste (Platz 2)");
    expect(inLocale("en", () => messageFor(eventUpdateMessages, { ok: false, reason: "capacity-below-going", going: 1 }))).toBe(
      "Capacity can't be lower than the 1 member already going. Enter 1 or more, or leave it empty for unlimited.",
    );
  });

  it("words the door's and the merch table's verdicts", () => {
    const opensAt = new Date("2026-11-28T17:00:00Z");
    const window = { opensAt, closesAt: new Date("2026-11-29T00:00:00Z"), opensHours: 2 };
    const notOpen = { ok: false as const, reason: "check-in-not-open" as const, window };
    expect(inLocale("en", () => verdictText(notOpen, "UTC"))).toBe("Check-in opens at 17:00, 2 hours before kickoff");
    expect(inLocale("de", () => verdictText(notOpen, "UTC"))).toBe("Einlass ab 17:00, 2 Stunden vor Anstoß");
    expect(inLocale("de", () => verdictText({ ok: true, verdict: "already-checked-in", checkedInAt: opensAt }, "UTC"))).toBe(
      "Schon um 17:00 eingelassen",
    );
    expect(inLocale("de", () => collectText({ reason: "already-collected", time: "19:02", collectedBy: "Sam" }))).toBe(
      "Schon um 19:02 von Sam abgeholt",
    );
    expect(inLocale("en", () => collectText({ reason: "order-cancelled" }))).toBe("Order cancelled — do not hand it over");
  });

  it("gives the event form's field errors in the language of the call, from a schema built once", () => {
    const schema = eventSchema("UTC");
    const issues = (locale: "en" | "de") => inLocale(locale, () => schema.safeParse({ title: "", location: "" }).error?.issues ?? []);
    expect(issues("en").find((issue) => issue.path[0] === "title")?.message).toBe("Title is required");
    expect(issues("de").find((issue) => issue.path[0] === "title")?.message).toBe("Titel fehlt");
  });
});
