import * as z from "zod";
import { VOLUNTEER_CATEGORIES } from "../../db/enums";
import { text } from "../utils/validation";
import { formatNumber } from "../utils/format";
import * as m from "../i18n/paraglide/messages/_index.js";

/** The most shifts one template holds: a full match-day crew fits with room to spare. */
export const MAX_TEMPLATE_SHIFTS = 20;

/**
 * The most rows the form may send (filled and empty): the shifts plus the empty rows the form
 * offers. A row index at or above it is refused before the form is read, so a hand-made
 * `shifts[999999999].title` cannot make a list that long.
 */
export const MAX_TEMPLATE_ROWS = MAX_TEMPLATE_SHIFTS + 10;

/** One week either side of kickoff, in minutes: far beyond any real crew's day, well inside an int4. */
const MAX_OFFSET_MINUTES = 7 * 24 * 60;
const MAX_SPOTS = 10_000;

const blankToUndefined = (value: unknown) => ((typeof value === "string" && value.trim() === "") || value === null ? undefined : value);

/** "-120", " 90 ", "+30" → the number; anything else is left for the number schema to refuse. */
const wholeNumber = (value: unknown) => {
  if (typeof value !== "string") return value ?? undefined;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  return /^[-+]?\d{1,12}$/.test(trimmed) ? Number(trimmed) : trimmed;
};

const offset = (label: () => string) => {
  const message = () => m.volunteer_templates_offset_whole({ label: label() });
  const range = () => m.volunteer_templates_offset_range({ label: label(), min: -MAX_OFFSET_MINUTES, max: MAX_OFFSET_MINUTES });
  return z.preprocess(
    wholeNumber,
    z
      .number({ error: message })
      .int({ error: message })
      .min(-MAX_OFFSET_MINUTES, { error: range })
      .max(MAX_OFFSET_MINUTES, { error: range })
      .optional(),
  );
};

const spotsMessage = () => m.volunteer_error_spots_whole();

/**
 * One row of the form. Every field may be empty here: a row left entirely empty (the form offers
 * empty rows for new shifts) is no shift and is dropped; a row with anything typed in it needs its
 * title, spots, start and end.
 */
const shiftRow = z
  .object({
    title: z.preprocess(blankToUndefined, text(m.volunteer_field_title, 200).optional()),
    category: z.preprocess(
      (value) => (value === "" || value === undefined || value === null ? "match-day" : value),
      z.enum(VOLUNTEER_CATEGORIES, { error: () => m.volunteer_templates_category_invalid() }),
    ),
    spotsNeeded: z.preprocess(
      wholeNumber,
      z
        .number({ error: spotsMessage })
        .int({ error: spotsMessage })
        .min(1, { error: () => m.volunteer_error_spots_min() })
        .max(MAX_SPOTS, { error: () => m.volunteer_error_spots_max({ max: formatNumber(MAX_SPOTS) }) })
        .optional(),
    ),
    startOffsetMinutes: offset(m.volunteer_templates_starts),
    endOffsetMinutes: offset(m.volunteer_templates_ends),
    location: z.preprocess(blankToUndefined, text(m.volunteer_field_location, 200).optional()),
    description: z.preprocess(blankToUndefined, text(m.volunteer_field_description, 2000).optional()),
  })
  .superRefine((row, ctx) => {
    if (isEmptyRow(row)) return;
    const required = (path: keyof typeof row, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (row.title === undefined) required("title", m.volunteer_error_title_required());
    if (row.spotsNeeded === undefined) required("spotsNeeded", m.volunteer_templates_spots_required());
    if (row.startOffsetMinutes === undefined) required("startOffsetMinutes", m.volunteer_templates_starts_required());
    if (row.endOffsetMinutes === undefined) required("endOffsetMinutes", m.volunteer_templates_ends_required());
    if (row.startOffsetMinutes !== undefined && row.endOffsetMinutes !== undefined && row.endOffsetMinutes <= row.startOffsetMinutes)
      required("endOffsetMinutes", m.volunteer_templates_ends_after_start());
  });

type Row = z.output<typeof shiftRow>;

function isEmptyRow(row: Row): boolean {
  return (
    row.title === undefined &&
    row.spotsNeeded === undefined &&
    row.startOffsetMinutes === undefined &&
    row.endOffsetMinutes === undefined &&
    row.location === undefined &&
    row.description === undefined
  );
}

/**
 * The admin's shift template form: a name (unique, which the model checks) and 1 to 20 shifts,
 * each with its start and end in minutes from kickoff (negative = before kickoff). Empty rows are
 * dropped; the errors of a row keep its index in the form, so each shows next to its field.
 */
export function shiftTemplateSchema() {
  return z.object({
    name: text(m.volunteer_templates_field_name, 100).min(1, { error: () => m.volunteer_templates_name_required() }),
    shifts: z
      .preprocess(
        // A form with no rows, or with gaps in its indexes (a hand-made post), reads as empty rows.
        (value) => (value === undefined ? [] : Array.isArray(value) ? Array.from(value, (row) => row ?? {}) : value),
        z
          .array(shiftRow, { error: () => m.volunteer_templates_add_one() })
          .max(MAX_TEMPLATE_ROWS, { error: () => m.volunteer_templates_too_many({ max: MAX_TEMPLATE_SHIFTS }) }),
      )
      .transform((rows) =>
        rows
          .filter((row) => !isEmptyRow(row))
          .map((row) => ({
            title: row.title as string,
            category: row.category,
            spotsNeeded: row.spotsNeeded as number,
            startOffsetMinutes: row.startOffsetMinutes as number,
            endOffsetMinutes: row.endOffsetMinutes as number,
            location: row.location ?? null,
            description: row.description ?? null,
          })),
      )
      .refine((shifts) => shifts.length > 0, { error: () => m.volunteer_templates_add_one_filled() })
      .refine((shifts) => shifts.length <= MAX_TEMPLATE_SHIFTS, {
        error: () => m.volunteer_templates_too_many({ max: MAX_TEMPLATE_SHIFTS }),
      }),
  });
}

export type ShiftTemplateInput = z.output<ReturnType<typeof shiftTemplateSchema>>;
