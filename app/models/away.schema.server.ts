import * as z from "zod";
import { idSchema, MAX_INT4, moneyAmount, storableDate, text } from "../utils/validation";
import { isNaiveDateTime, wallTimeToDate } from "../utils/zoned-time";
import { PICKUP_ROWS } from "./away";
import * as m from "../i18n/paraglide/messages/_index.js";
import { formatNumber } from "../utils/format";

/**
 * The admin's away-ballot forms. Only the actions read them, so they live in a .server module: the
 * pages' browser bundles hold no zod (docs/decisions/005-javascript-budget.md).
 */

const MATCH_MESSAGE = () => m.away_form_match_choose();

/**
 * A whole number typed in a form ("48"), within [min, max]; the messages name the field. The label
 * is a message function: the schema is built once, its words at validation time.
 */
function wholeNumber(label: () => string, min: number, max: number) {
  const message = () => m.away_form_whole_number({ label: label(), min, max: formatNumber(max) });
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return undefined;
      return typeof value === "string" && /^\s*[-+]?\d{1,12}\s*$/.test(value) ? Number(value) : value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? m.common_field_required({ label: label() }) : message()) })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

/**
 * A datetime-local "2026-11-20T12:00" is a wall time in the group's city (as the event form's date
 * is); an empty field is undefined.
 */
const wallTimeInput = (timeZone: string) => (value: unknown) => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  return isNaiveDateTime(trimmed) ? wallTimeToDate(trimmed, timeZone) : trimmed;
};

function wallTime(timeZone: string, message: () => string) {
  return z.preprocess(wallTimeInput(timeZone), storableDate(message));
}

/** As wallTime, but an empty field is fine: optional inside the preprocess, where "" has become undefined. */
function optionalWallTime(timeZone: string, message: () => string) {
  return z.preprocess(wallTimeInput(timeZone), storableDate(message).optional());
}

/**
 * New ballot: the match, its tickets and price, the application window (close after open), the
 * hours an offered member has to pay, one or two tickets per application, members only (a checkbox:
 * "on" when ticked, absent otherwise).
 */
export function allocationSchema(timeZone: string) {
  return z
    .object({
      eventId: z.preprocess(
        (value) => (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value),
        z
          .number({ error: MATCH_MESSAGE })
          .int({ error: MATCH_MESSAGE })
          .min(1, { error: MATCH_MESSAGE })
          .max(MAX_INT4, { error: MATCH_MESSAGE }),
      ),
      tickets: wholeNumber(m.away_form_tickets, 1, 10_000),
      price: moneyAmount(m.away_form_price)
        .pipe(z.number({ error: () => m.away_form_price_required() }))
        .transform((value) => value.toFixed(2)),
      opensAt: wallTime(timeZone, m.away_form_opens_invalid),
      closesAt: wallTime(timeZone, m.away_form_closes_invalid),
      payHours: wholeNumber(m.away_form_pay_hours, 1, 720),
      maxPerApplication: z
        .enum(["1", "2"], { error: () => m.away_form_max_per_application() })
        .transform((value) => Number(value) as 1 | 2),
      membersOnly: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
    })
    .refine((input) => input.closesAt > input.opensAt, { path: ["closesAt"], error: () => m.away_form_close_after_open() });
}

/** Record payment at the table: which offered application of this ballot. */
export const RecordAwayPaymentSchema = z.object({
  intent: z.literal("record-payment"),
  applicationId: idSchema,
});

/**
 * A ballot's coach: seats, the price per seat, and up to PICKUP_ROWS pickup points (a place and a
 * time on the group's clock each; the first is required, a half-filled row is an error), kept in
 * the order of their times.
 */
export function tripSchema(timeZone: string) {
  const rows = Object.fromEntries(
    Array.from({ length: PICKUP_ROWS }, (_, i) => [
      [`place${i}`, text(m.away_form_pickup_point, 200).optional()],
      [`at${i}`, optionalWallTime(timeZone, m.away_form_pickup_time_invalid)],
    ]).flat(),
  ) as Record<string, z.ZodType<string | Date | undefined>>;
  return z
    .object({
      seats: wholeNumber(m.away_form_seats, 1, 1_000),
      price: moneyAmount(m.away_form_price).pipe(z.number({ error: () => m.away_form_price_required() })),
      ...rows,
    })
    .superRefine((input, ctx) => {
      const values = input as Record<string, unknown>;
      for (let i = 0; i < PICKUP_ROWS; i++) {
        const place = values[`place${i}`];
        const at = values[`at${i}`];
        if (place && !at) ctx.addIssue({ code: "custom", path: [`at${i}`], message: m.away_form_pickup_time_missing() });
        if (!place && at) ctx.addIssue({ code: "custom", path: [`place${i}`], message: m.away_form_pickup_place_missing() });
      }
      // Any row will do: changing a coach, its first point may be the one taken out.
      if (Array.from({ length: PICKUP_ROWS }, (_, i) => values[`place${i}`] || values[`at${i}`]).every((filled) => !filled))
        ctx.addIssue({ code: "custom", path: ["place0"], message: m.away_form_pickup_none() });
    })
    .transform((input) => {
      const values = input as Record<string, unknown>;
      const points = Array.from({ length: PICKUP_ROWS }, (_, row) => ({ row, place: values[`place${row}`], at: values[`at${row}`] }))
        .filter(
          (point): point is { row: number; place: string; at: Date } =>
            typeof point.place === "string" && point.place !== "" && point.at instanceof Date,
        )
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      return {
        seats: input.seats as number,
        price: (input.price as number).toFixed(2),
        pickupPoints: points.map((point) => ({ place: point.place, at: point.at.toISOString() })),
        // The form row each point came from: editing a coach, row i is its pickup point i.
        rows: points.map((point) => point.row),
      };
    });
}
