import * as z from "zod";
import { COMPETITION_TYPES, EVENT_TYPES } from "../../db/enums";
import { httpUrl, moneyAmount, storableDate, text } from "../utils/validation";
import { isNaiveDateTime, wallTimeToDate } from "../utils/zoned-time";
import * as m from "../i18n/paraglide/messages/_index.js";

const blankToUndefined = (value: unknown) => ((typeof value === "string" && value.trim() === "") || value === null ? undefined : value);

/**
 * The admin event form and POST /api/events: title, date, location and type required
 * (type defaults to match); past dates allowed, to record history. Form posts send strings, the
 * API JSON; both go through this one schema.
 */
export function eventSchema(timeZone: string) {
  return z
    .object({
      title: text(m.events_field_title, 200).min(1, { error: () => m.events_field_title_required() }),
      // A zone-less "2026-12-01T19:30" (the form's datetime-local) is a time in the group's city;
      // an ISO string with a zone (the API) is taken as it is.
      date: z.preprocess((value) => {
        if (typeof value !== "string") return value;
        const trimmed = value.trim();
        if (trimmed === "") return undefined;
        return isNaiveDateTime(trimmed) ? wallTimeToDate(trimmed, timeZone) : trimmed;
      }, storableDate(m.events_field_date_invalid)),
      location: text(m.events_field_location, 200).min(1, { error: () => m.events_field_location_required() }),
      type: z.preprocess(
        (value) => (value === "" || value === undefined || value === null ? "match" : value),
        z.enum(EVENT_TYPES, { error: () => m.events_field_type_invalid() }),
      ),
      description: z.preprocess(blankToUndefined, text(m.events_field_description, 5000).optional()),
      imageUrl: z.preprocess(blankToUndefined, httpUrl(m.events_field_image_url).optional()),
      isHomeMatch: z.preprocess((value) => {
        if (value === "" || value === undefined || value === null) return undefined;
        if (value === "true" || value === "on") return true;
        if (value === "false") return false;
        return value;
      }, z.boolean().optional()),
      competitionType: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(COMPETITION_TYPES).optional()),
      // A home match's face value per ticket: the ticket exchange's price ceiling for it.
      faceValue: moneyAmount(m.events_field_face_value).optional(),
      // Places for RSVPs; empty means unlimited. Beyond it, RSVPs join the waitlist.
      capacity: z.preprocess(
        (value) => {
          const blank = blankToUndefined(value);
          return typeof blank === "string" && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
        },
        z
          .number({ error: () => m.events_field_capacity_whole() })
          .int({ error: () => m.events_field_capacity_whole() })
          .min(1, { error: () => m.events_field_capacity_min() })
          .max(1_000_000, { error: () => m.events_field_capacity_max() })
          .optional(),
      ),
      // A checkbox in the form ("on" when ticked, absent otherwise), a boolean in the API.
      membersOnly: z.preprocess(
        (value) => {
          if (value === "" || value === undefined || value === null || value === "false") return false;
          if (value === "on" || value === "true") return true;
          return value;
        },
        z.boolean({ error: () => m.events_field_members_only_invalid() }),
      ),
      // A watch party's match (its page and the match's link each other). Blank or null: none.
      matchEventId: z.preprocess(
        (value) => {
          if (value === "" || value === null) return undefined;
          return typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
        },
        z
          .number({ error: () => m.events_field_match_choose() })
          .int({ error: () => m.events_field_match_choose() })
          .positive({ error: () => m.events_field_match_choose() })
          .max(2_147_483_647, { error: () => m.events_field_match_choose() })
          .optional(),
      ),
      // Set up with the event (the admin form; the API may send them too): shifts from a saved template…
      shiftTemplateId: z.preprocess(
        (value) => {
          if (value === "" || value === null) return undefined;
          return typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
        },
        z
          .number({ error: () => m.events_field_template_choose() })
          .int({ error: () => m.events_field_template_choose() })
          .positive({ error: () => m.events_field_template_choose() })
          .optional(),
      ),
      // …and an away match's watch party: a venue, and its start in minutes from kickoff (default an hour before).
      watchPartyLocation: z.preprocess(blankToUndefined, text(m.events_field_watch_party_venue, 200).optional()),
      watchPartyStartMinutes: z.preprocess(
        (value) => {
          const blank = blankToUndefined(value);
          return typeof blank === "string" && /^\s*[-+]?\d{1,5}\s*$/.test(blank) ? Number(blank) : blank;
        },
        z
          .number({ error: () => m.events_field_watch_party_minutes() })
          .int({ error: () => m.events_field_watch_party_minutes() })
          .min(-1440, { error: () => m.events_field_watch_party_too_early() })
          .max(180, { error: () => m.events_field_watch_party_too_late() })
          .optional(),
      ),
    })
    .superRefine((input, ctx) => {
      const awayMatch = input.type === "match" && input.isHomeMatch === false;
      if (input.watchPartyLocation != null && !awayMatch) {
        ctx.addIssue({ code: "custom", path: ["watchPartyLocation"], message: m.events_field_watch_party_away_only() });
      }
      if (input.watchPartyStartMinutes != null && input.watchPartyLocation == null) {
        ctx.addIssue({ code: "custom", path: ["watchPartyLocation"], message: m.events_field_watch_party_venue_missing() });
      }
      if (input.faceValue != null && !(input.type === "match" && input.isHomeMatch === true)) {
        ctx.addIssue({ code: "custom", path: ["faceValue"], message: m.events_field_face_value_home_only() });
      }
      if (input.matchEventId != null && input.type !== "watch-party") {
        ctx.addIssue({ code: "custom", path: ["matchEventId"], message: m.events_field_match_watch_party_only() });
      }
    });
}
export type EventInput = z.infer<ReturnType<typeof eventSchema>>;
