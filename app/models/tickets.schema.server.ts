import * as z from "zod";
import { LISTING_TYPES } from "../../db/enums";
import { idSchema, moneyAmount, storableDate, text } from "../utils/validation";
import { isNaiveDateTime, wallTimeToDate } from "../utils/zoned-time";
import * as m from "../i18n/paraglide/messages/_index.js";

/**
 * The ticket listing form and POST/PATCH /api/ticket-listings. A `.server` module:
 * /tickets validates on the server only, so zod stays out of its bundle.
 *
 * - matchTitle, matchDate, section, seats and listingType are required; row, price,
 *   tradeDescription and eventId are optional, and an empty one becomes null.
 * - With an eventId the match's own title and date are used whatever was typed (the form locks
 *   them with JavaScript; without it the server does the same), so both may be left empty.
 * - The price applies to a sale only and the trade description to a trade only; the other is
 *   ignored (without JavaScript the form shows both, with a hint). Whether a sale has a price, the
 *   date is in the future and the price within the caps is checked by the model, which knows the
 *   match and the settings.
 */

const blankToNull = (value: unknown) => ((typeof value === "string" && value.trim() === "") || value === undefined ? null : value);

export function ticketListingSchema(timeZone: string) {
  return z
    .object({
      // The form's match choice: a home match's id, or "" for 'Other Match (manual entry)'.
      eventId: z.preprocess(blankToNull, idSchema.nullable()).default(null),
      matchTitle: z.preprocess(blankToNull, text(m.tickets_field_match_title, 200).nullable()).default(null),
      matchDate: z
        .preprocess((value) => {
          const blank = blankToNull(value);
          if (typeof blank !== "string") return blank;
          const trimmed = blank.trim();
          // The form's datetime-local is a time in the group's city; the API sends ISO with a zone.
          return isNaiveDateTime(trimmed) ? wallTimeToDate(trimmed, timeZone) : trimmed;
        }, storableDate(m.tickets_error_date_invalid).nullable())
        .default(null),
      section: text(m.tickets_field_section, 50).min(1, { error: () => m.tickets_error_section_required() }),
      row: z.preprocess(blankToNull, text(m.tickets_field_row, 20).nullable()).default(null),
      seats: text(m.tickets_field_seats, 100).min(1, { error: () => m.tickets_error_seats_required() }),
      price: moneyAmount(m.tickets_field_price).default(null),
      listingType: z.preprocess(
        (value) => (value === undefined || value === null || value === "" ? "sale" : value),
        z.enum(LISTING_TYPES, { error: () => m.tickets_error_type() }),
      ),
      tradeDescription: z.preprocess(blankToNull, text(m.tickets_field_trade_description, 1000).nullable()).default(null),
    })
    .superRefine(
      (input, ctx) => {
        // With `when` below this also runs on input that is not an object at all (JSON null).
        if (typeof input !== "object" || input === null || input.eventId !== null) return;
        if (!input.matchTitle) ctx.addIssue({ code: "custom", path: ["matchTitle"], message: m.tickets_error_title_required() });
        if (!input.matchDate) ctx.addIssue({ code: "custom", path: ["matchDate"], message: m.tickets_error_date_required() });
      },
      // Also when another field is malformed (a price like "abc"), so one submit shows every message.
      { when: () => true },
    );
}

export type TicketListingInput = z.infer<ReturnType<typeof ticketListingSchema>>;
