import * as z from "zod";
import { idSchema, MAX_INT4, moneyAmount, storableDate, text } from "../utils/validation";
import { isNaiveDateTime, wallTimeToDate } from "../utils/zoned-time";
import { PICKUP_ROWS } from "./away";

/**
 * The admin's away-ballot forms. Only the actions read them, so they live in a .server module: the
 * pages' browser bundles hold no zod (docs/decisions/005-javascript-budget.md).
 */

const MATCH_MESSAGE = "Choose a match from the list";

/** A whole number typed in a form ("48"), within [min, max]; the messages name the field. */
function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max.toLocaleString("en-US")}`;
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return undefined;
      return typeof value === "string" && /^\s*[-+]?\d{1,12}\s*$/.test(value) ? Number(value) : value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
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

function wallTime(timeZone: string, message: string) {
  return z.preprocess(wallTimeInput(timeZone), storableDate(message));
}

/** As wallTime, but an empty field is fine: optional inside the preprocess, where "" has become undefined. */
function optionalWallTime(timeZone: string, message: string) {
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
      tickets: wholeNumber("Tickets", 1, 10_000),
      price: moneyAmount("price")
        .pipe(z.number({ error: "Price is required" }))
        .transform((value) => value.toFixed(2)),
      opensAt: wallTime(timeZone, "Enter when applications open, as a date and time"),
      closesAt: wallTime(timeZone, "Enter when applications close, as a date and time"),
      payHours: wholeNumber("Hours to pay", 1, 720),
      maxPerApplication: z
        .enum(["1", "2"], { error: "Choose 1 or 2 tickets per application" })
        .transform((value) => Number(value) as 1 | 2),
      membersOnly: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
    })
    .refine((input) => input.closesAt > input.opensAt, { path: ["closesAt"], error: "Applications must close after they open" });
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
      [`place${i}`, text("Pickup point", 200).optional()],
      [`at${i}`, optionalWallTime(timeZone, "Enter the pickup time as a date and time")],
    ]).flat(),
  ) as Record<string, z.ZodType<string | Date | undefined>>;
  return z
    .object({ seats: wholeNumber("Seats", 1, 1_000), price: moneyAmount("price").pipe(z.number({ error: "Price is required" })), ...rows })
    .superRefine((input, ctx) => {
      const values = input as Record<string, unknown>;
      for (let i = 0; i < PICKUP_ROWS; i++) {
        const place = values[`place${i}`];
        const at = values[`at${i}`];
        if (place && !at) ctx.addIssue({ code: "custom", path: [`at${i}`], message: "Enter when the coach picks up here" });
        if (!place && at) ctx.addIssue({ code: "custom", path: [`place${i}`], message: "Enter where the coach picks up" });
      }
      // Any row will do: changing a coach, its first point may be the one taken out.
      if (Array.from({ length: PICKUP_ROWS }, (_, i) => values[`place${i}`] || values[`at${i}`]).every((filled) => !filled))
        ctx.addIssue({ code: "custom", path: ["place0"], message: "Enter at least one pickup point" });
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
