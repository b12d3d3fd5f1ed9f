import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { inLocale } from "~/i18n/locale.server";
import { messageFor } from "~/i18n/message-map";
import { cancelMessages, opportunityMessages, shiftTemplateMessages, signupMessages } from "~/i18n/messages/volunteer";
import { VolunteerOpportunityCard } from "~/components/volunteer/volunteer-opportunity-card";
import { clockTime, signupStatusLabel, spotsLabel } from "~/models/volunteer";
import { volunteerCategoryLabel, volunteerOpportunitySchema } from "~/models/volunteer.schema";

const cutoff = (contactInfo: string | null, cutoffHours = 1) =>
  messageFor(cancelMessages, { ok: false, reason: "cancel-cutoff", cutoffHours, contactInfo } as const);

describe("the volunteer messages in English and German", () => {
  it("every map entry is a function, so it is written in the language of the request that calls it", () => {
    for (const map of [signupMessages, cancelMessages, opportunityMessages, shiftTemplateMessages]) {
      for (const entry of Object.values(map)) expect(typeof entry).toBe("function");
    }
  });

  it("words the cancel cutoff with the hours in the right plural and the coordinator when known", () => {
    expect(inLocale("en", () => cutoff("kim@example.org"))).toBe(
      "Cancelling online closes 1 hour before the shift starts. Please contact the coordinator (kim@example.org) to cancel.",
    );
    expect(inLocale("en", () => cutoff(null, 24))).toBe(
      "Cancelling online closes 24 hours before the shift starts. Please contact the coordinator to cancel.",
    );
    expect(inLocale("de", () => cutoff("kim@example.org"))).toBe(
      "Online absagen geht nur bis 1 Stunde vor Schichtbeginn. Bitte sag bei der Koordination (kim@example.org) ab.",
    );
    expect(inLocale("de", () => cutoff(null, 24))).toBe(
      "Online absagen geht nur bis 24 Stunden vor Schichtbeginn. Bitte sag bei der Koordination ab.",
    );
  });

  it("words a refused change in German", () => {
    const floor = { ok: false, reason: "spots-below-confirmed", confirmed: 3 } as const;
    expect(inLocale("en", () => messageFor(opportunityMessages, floor))).toBe(
      "Spots needed can't be lower than the 3 volunteers already confirmed.",
    );
    expect(inLocale("de", () => messageFor(opportunityMessages, floor))).toBe(
      "Es können nicht weniger Plätze sein als die 3 schon bestätigten Helfer:innen.",
    );
    expect(inLocale("de", () => messageFor(signupMessages, { ok: false, reason: "opportunity-not-found" } as const))).toBe(
      "Diese Helferschicht gibt es nicht.",
    );
  });

  it("labels spots, times, statuses and categories in the page's language", () => {
    expect(inLocale("de", () => [spotsLabel(0), spotsLabel(1), spotsLabel(3)])).toEqual(["Voll", "1 Platz frei", "3 Plätze frei"]);
    expect(inLocale("de", () => [clockTime("18:30:00"), clockTime("07:05:00")])).toEqual(["18:30", "07:05"]);
    expect(inLocale("en", () => clockTime("18:30:00"))).toBe("6:30 PM");
    expect(inLocale("de", () => [signupStatusLabel("waitlisted"), signupStatusLabel(null)])).toEqual(["Auf der Warteliste", "Offen"]);
    expect(inLocale("de", () => volunteerCategoryLabel("match-day"))).toBe("Spieltag");
    expect(inLocale("en", () => volunteerCategoryLabel("match-day"))).toBe("Match day");
  });

  it("one schema, built once, answers each request in its language", () => {
    const schema = volunteerOpportunitySchema("Europe/Berlin");
    const errors = () => {
      const parsed = schema.safeParse({ title: "", date: "", startTime: "10:00", endTime: "12:00", location: "", spotsNeeded: "0" });
      if (parsed.success) throw new Error("expected errors");
      return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    };
    expect(inLocale("en", errors)).toMatchObject({
      title: "Title is required",
      date: "Date is required",
      spotsNeeded: "Spots needed must be at least 1",
    });
    expect(inLocale("de", errors)).toMatchObject({
      title: "Titel fehlt",
      date: "Datum fehlt",
      location: "Ort fehlt",
      spotsNeeded: "Es muss mindestens 1 Platz benötigt werden",
    });
  });

  it("renders a card in German", () => {
    const html = inLocale("de", () =>
      renderToStaticMarkup(
        <VolunteerOpportunityCard
          opportunity={{
            id: 7,
            title: "Schalverkauf",
            description: null,
            date: "2026-09-12T16:00:00.000Z",
            startTime: "18:00:00",
            endTime: "20:30:00",
            location: "Vereinsheim",
            spotsNeeded: 4,
            spotsAssigned: 3,
            physicalRequirements: null,
            contactInfo: "Kim",
          }}
          timeZone="Europe/Berlin"
        />,
      ),
    );
    expect(html).toContain("1 Platz frei");
    expect(html).toContain("18:00 – 20:30");
    expect(html).toContain("3 von 4 Helfer:innen");
    expect(html).toContain("Ansprechperson: Kim");
  });
});
