import * as z from "zod";
import { COMPETITION_TYPES, EVENT_TYPES } from "../../db/enums";
import { httpUrl, moneyAmount, storableDate, text } from "../utils/validation";
import { isNaiveDateTime, wallTimeToDate } from "../utils/zoned-time";

const blankToUndefined = (value: unknown) => ((typeof value === "string" && value.trim() === "") || value === null ? undefined : value);

/**
 * The admin event form and POST /api/events: title, date, location and type required
 * (type defaults to match); past dates allowed, to record history. Form posts send strings, the
 * API JSON; both go through this one schema.
 */
export function eventSchema(timeZone: string) {
  return z
    .object({
      title: text("Title", 200).min(1, "Title is required"),
      // A zone-less "2026-12-01T19:30" (the form's datetime-local) is a time in the group's city;
      // an ISO string with a zone (the API) is taken as it is.
      date: z.preprocess((value) => {
        if (typeof value !== "string") return value;
        const trimmed = value.trim();
        if (trimmed === "") return undefined;
        return isNaiveDateTime(trimmed) ? wallTimeToDate(trimmed, timeZone) : trimmed;
      }, storableDate("Enter a valid date and time")),
      location: text("Location", 200).min(1, "Location is required"),
      type: z.preprocess(
        (value) => (value === "" || value === undefined || value === null ? "match" : value),
        z.enum(EVENT_TYPES, { error: "Choose match, watch-party or community" }),
      ),
      description: z.preprocess(blankToUndefined, text("Description", 5000).optional()),
      imageUrl: z.preprocess(blankToUndefined, httpUrl("Image URL").optional()),
      isHomeMatch: z.preprocess((value) => {
        if (value === "" || value === undefined || value === null) return undefined;
        if (value === "true" || value === "on") return true;
        if (value === "false") return false;
        return value;
      }, z.boolean().optional()),
      competitionType: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(COMPETITION_TYPES).optional()),
      // A home match's face value per ticket: the ticket exchange's price ceiling for it.
      faceValue: moneyAmount("face value").optional(),
      // Places for RSVPs; empty means unlimited. Beyond it, RSVPs join the waitlist.
      capacity: z.preprocess(
        (value) => {
          const blank = blankToUndefined(value);
          return typeof blank === "string" && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
        },
        z
          .number({ error: "Capacity must be a whole number of places, or empty for unlimited" })
          .int("Capacity must be a whole number of places, or empty for unlimited")
          .min(1, "Capacity must be at least 1 (leave it empty for unlimited)")
          .max(1_000_000, "Capacity can be at most 1,000,000")
          .optional(),
      ),
      // A checkbox in the form ("on" when ticked, absent otherwise), a boolean in the API.
      membersOnly: z.preprocess(
        (value) => {
          if (value === "" || value === undefined || value === null || value === "false") return false;
          if (value === "on" || value === "true") return true;
          return value;
        },
        z.boolean({ error: "Members only is true or false" }),
      ),
      // A watch party's match (its page and the match's link each other). Blank or null: none.
      matchEventId: z.preprocess(
        (value) => {
          if (value === "" || value === null) return undefined;
          return typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
        },
        z
          .number({ error: "Choose a match from the list" })
          .int({ error: "Choose a match from the list" })
          .positive({ error: "Choose a match from the list" })
          .max(2_147_483_647, { error: "Choose a match from the list" })
          .optional(),
      ),
      // Set up with the event (the admin form; the API may send them too): shifts from a saved template…
      shiftTemplateId: z.preprocess(
        (value) => {
          if (value === "" || value === null) return undefined;
          return typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
        },
        z
          .number({ error: "Choose a template from the list" })
          .int({ error: "Choose a template from the list" })
          .positive({ error: "Choose a template from the list" })
          .optional(),
      ),
      // …and an away match's watch party: a venue, and its start in minutes from kickoff (default an hour before).
      watchPartyLocation: z.preprocess(blankToUndefined, text("Watch party venue", 200).optional()),
      watchPartyStartMinutes: z.preprocess(
        (value) => {
          const blank = blankToUndefined(value);
          return typeof blank === "string" && /^\s*[-+]?\d{1,5}\s*$/.test(blank) ? Number(blank) : blank;
        },
        z
          .number({ error: "Enter minutes from kickoff, e.g. -60 for an hour before" })
          .int({ error: "Enter minutes from kickoff, e.g. -60 for an hour before" })
          .min(-1440, { error: "A watch party starts at most a day before kickoff" })
          .max(180, { error: "A watch party starts at most 3 hours after kickoff" })
          .optional(),
      ),
    })
    .superRefine((input, ctx) => {
      const awayMatch = input.type === "match" && input.isHomeMatch === false;
      if (input.watchPartyLocation != null && !awayMatch) {
        ctx.addIssue({ code: "custom", path: ["watchPartyLocation"], message: "A watch party goes with an away match" });
      }
      if (input.watchPartyStartMinutes != null && input.watchPartyLocation == null) {
        ctx.addIssue({ code: "custom", path: ["watchPartyLocation"], message: "Enter the watch party's venue" });
      }
      if (input.faceValue != null && !(input.type === "match" && input.isHomeMatch === true)) {
        ctx.addIssue({ code: "custom", path: ["faceValue"], message: "A face value applies to home matches only" });
      }
      if (input.matchEventId != null && input.type !== "watch-party") {
        ctx.addIssue({ code: "custom", path: ["matchEventId"], message: "Only a watch party has a match" });
      }
    });
}
export type EventInput = z.infer<ReturnType<typeof eventSchema>>;
