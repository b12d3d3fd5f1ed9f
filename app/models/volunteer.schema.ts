import * as z from "zod";
import { VOLUNTEER_CATEGORIES } from "../../db/enums";
import { text } from "../utils/validation";
import * as m from "../i18n/paraglide/messages/_index.js";
import { dateToWallTime, wallTimeToDate } from "../utils/zoned-time";

const blankToUndefined = (value: unknown) => ((typeof value === "string" && value.trim() === "") || value === null ? undefined : value);

const DAY = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** The most spots one shift can ask for: far above any real shift, well inside an int4. */
const MAX_SPOTS = 10_000;

type VolunteerCategory = (typeof VOLUNTEER_CATEGORIES)[number];

const CATEGORY_LABELS: Record<VolunteerCategory, () => string> = {
  general: m.volunteer_category_general,
  "match-day": m.volunteer_category_match_day,
  community: m.volunteer_category_community,
  fundraising: m.volunteer_category_fundraising,
  setup: m.volunteer_category_setup,
};

/** A category's name in the page's language; an unknown one as it is stored. */
export function volunteerCategoryLabel(category: string): string {
  const label = CATEGORY_LABELS[category as VolunteerCategory] as (() => string) | undefined;
  return label ? label() : category;
}

function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "7:05" / "07:05" / "07:05:00" → "07:05:00" (what the time column stores), else the value untouched. */
function normaliseTime(value: unknown) {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const padded = /^\d:/.test(trimmed) ? `0${trimmed}` : trimmed;
  const match = TIME.exec(padded);
  return match ? `${match[1]}:${match[2]}:${match[3] ?? "00"}` : trimmed;
}

const clock = (label: () => string) =>
  z
    .string({ error: () => m.volunteer_error_time_required({ label: label() }) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { error: () => m.volunteer_error_time_invalid({ label: label() }) });

/**
 * The coordinators' opportunity form and POST/PUT /api/volunteer-opportunities:
 * title, date, start and end time, location and spots needed are required; the end comes after
 * the start (shifts do not run past midnight); at least one spot. Whether the start is in the
 * past is the model's call (createOpportunity / updateOpportunity), since an edit that keeps a past
 * shift's stored start is allowed.
 *
 * The date is a calendar day in the group's city ("2026-08-01"; the API may send an ISO
 * timestamp, whose day in the group's city counts). The stored `date` is the instant the shift
 * starts: that day at the start time, in the group's time zone, as the seed and /volunteer read it.
 */
export function volunteerOpportunitySchema(timeZone: string) {
  return z
    .object({
      title: text(m.volunteer_field_title, 200).min(1, { error: () => m.volunteer_error_title_required() }),
      description: z.preprocess(blankToUndefined, text(m.volunteer_field_description, 5000).optional()),
      date: z.preprocess(
        (value) => {
          if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : dateToWallTime(value, timeZone).slice(0, 10);
          if (typeof value !== "string") return value;
          const trimmed = value.trim();
          if (trimmed === "") return undefined;
          if (DAY.test(trimmed)) return trimmed;
          // An ISO timestamp from the API: its calendar day in the group's city.
          if (/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) {
            const parsed = new Date(trimmed);
            if (!Number.isNaN(parsed.getTime())) {
              const day = dateToWallTime(parsed, timeZone).slice(0, 10);
              if (DAY.test(day)) return day;
            }
          }
          return trimmed;
        },
        z
          .string({ error: () => m.volunteer_error_date_required() })
          .refine(isCalendarDay, { error: () => m.volunteer_error_date_invalid() }),
      ),
      startTime: z.preprocess(normaliseTime, clock(m.volunteer_field_start_time)),
      endTime: z.preprocess(normaliseTime, clock(m.volunteer_field_end_time)),
      location: text(m.volunteer_field_location, 200).min(1, { error: () => m.volunteer_error_location_required() }),
      spotsNeeded: z.preprocess(
        (value) => {
          if (typeof value === "string") {
            const trimmed = value.trim();
            if (trimmed === "") return undefined;
            return /^-?\d{1,12}$/.test(trimmed) ? Number(trimmed) : trimmed;
          }
          return value;
        },
        z
          .number({ error: () => m.volunteer_error_spots_whole() })
          .int({ error: () => m.volunteer_error_spots_whole() })
          .min(1, { error: () => m.volunteer_error_spots_min() })
          .max(MAX_SPOTS, { error: () => m.volunteer_error_spots_max({ max: MAX_SPOTS }) }),
      ),
      physicalRequirements: z.preprocess(blankToUndefined, text(m.volunteer_field_physical_requirements, 2000).optional()),
      contactInfo: z.preprocess(blankToUndefined, text(m.volunteer_field_contact, 200).optional()),
      category: z.preprocess(
        (value) => (value === "" || value === undefined || value === null ? "general" : value),
        z.enum(VOLUNTEER_CATEGORIES, { error: () => m.volunteer_error_category() }),
      ),
      // The event the shift belongs to. The form's "None" (blank) and the API's null unlink it; an
      // API body without the field leaves the link as it is. Whether the event exists is the model's call.
      eventId: z.preprocess(
        (value) => {
          if (value === "" || value === null) return null;
          if (typeof value === "string" && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
          return value;
        },
        z
          .number({ error: () => m.volunteer_error_event() })
          .int({ error: () => m.volunteer_error_event() })
          .positive({ error: () => m.volunteer_error_event() })
          .max(2_147_483_647, { error: () => m.volunteer_error_event() })
          .nullable()
          .optional(),
      ),
    })
    .superRefine((value, ctx) => {
      if (value.endTime <= value.startTime) {
        ctx.addIssue({ code: "custom", path: ["endTime"], message: m.volunteer_error_end_before_start() });
      }
    })
    .transform(({ date, ...rest }) => ({
      ...rest,
      description: rest.description ?? null,
      physicalRequirements: rest.physicalRequirements ?? null,
      contactInfo: rest.contactInfo ?? null,
      date: wallTimeToDate(`${date}T${rest.startTime}`, timeZone),
    }));
}

export type VolunteerOpportunityInput = z.output<ReturnType<typeof volunteerOpportunitySchema>>;
