import * as z from "zod";
import { MEMBERSHIP_STATUSES } from "../../db/enums";
import { MAX_INT4, storableDate, text } from "../utils/validation";
import { isNaiveDateTime, wallTimeToDate } from "../utils/zoned-time";
import { MEMBERSHIP_TIER_IDS } from "./membership-plans";
import { AUDIENCE_KINDS, type AnnouncementAudience } from "./announcements";
import * as m from "../i18n/paraglide/messages/_index.js";

/**
 * The admin's announcement form (routes/admin+/announcements.new.tsx). Only its action reads these,
 * so they live in a .server module and keep zod out of the page's JavaScript. The audience is posted
 * flat (a radio for its kind, a field for each kind's choice) and checked here into an
 * AnnouncementAudience; a missing choice is an error on that choice's own field.
 */

/** The longest body: a page of text, well above any real announcement. */
const ANNOUNCEMENT_BODY_MAX = 10_000;

const optionalId = z.preprocess((value) => {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return undefined;
  return typeof value === "string" && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
}, z.number().int().min(1).max(MAX_INT4).optional());

/** A checkbox group: none ticked posts nothing, one ticked posts a string. */
const ticked = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.enum(values, { error: () => m.news_admin_choice_invalid() })),
  );

const audienceFields = {
  audience: z.enum(AUDIENCE_KINDS, { error: () => m.news_admin_audience_choose() }),
  statuses: ticked(MEMBERSHIP_STATUSES),
  tiers: ticked(MEMBERSHIP_TIER_IDS),
  rsvpEventId: optionalId,
  opportunityId: optionalId,
  crewEventId: optionalId,
  applicantsBallotId: optionalId,
  winnersBallotId: optionalId,
  months: z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value === "" ? undefined : value),
    z
      .number({ error: () => m.news_admin_months_invalid() })
      .int({ error: () => m.news_admin_months_invalid() })
      .min(1, { error: () => m.news_admin_months_invalid() })
      .max(120, { error: () => m.news_admin_months_invalid() })
      .optional(),
  ),
};

type AudienceFields = z.infer<z.ZodObject<typeof audienceFields>>;

/** The flat fields as an audience, or the field whose choice is missing and what to say there. */
function toAudience(fields: AudienceFields): AnnouncementAudience | { field: keyof AudienceFields; message: string } {
  type TargetField = "rsvpEventId" | "opportunityId" | "crewEventId" | "applicantsBallotId" | "winnersBallotId";
  const needs = (field: TargetField, message: () => string) => {
    const id = fields[field];
    return id === undefined ? { field, message: message() } : id;
  };
  switch (fields.audience) {
    case "everyone":
    case "admins":
      return { kind: fields.audience };
    case "members":
      return fields.statuses.length === 0
        ? { field: "statuses", message: m.news_admin_statuses_choose() }
        : { kind: "members", statuses: fields.statuses, tiers: fields.tiers };
    case "event-rsvps":
    case "event-crews": {
      const eventId = needs(fields.audience === "event-rsvps" ? "rsvpEventId" : "crewEventId", m.news_admin_event_choose);
      return typeof eventId === "number" ? { kind: fields.audience, eventId } : eventId;
    }
    case "shift-crew": {
      const opportunityId = needs("opportunityId", m.news_admin_shift_choose);
      return typeof opportunityId === "number" ? { kind: "shift-crew", opportunityId } : opportunityId;
    }
    case "ballot-applicants":
    case "ballot-winners": {
      const allocationId = needs(
        fields.audience === "ballot-applicants" ? "applicantsBallotId" : "winnersBallotId",
        m.news_admin_ballot_choose,
      );
      return typeof allocationId === "number" ? { kind: fields.audience, allocationId } : allocationId;
    }
    case "volunteers":
      return fields.months === undefined
        ? { field: "months", message: m.news_admin_months_invalid() }
        : { kind: "volunteers", months: fields.months };
  }
}

/** The flat fields with their audience added, or an issue on the field whose choice is missing. */
function addAudience<F extends AudienceFields>(fields: F, context: z.RefinementCtx) {
  const audience = toAudience(fields);
  if ("field" in audience) {
    context.addIssue({ code: "custom", path: [audience.field], message: audience.message });
    return z.NEVER;
  }
  return { ...fields, audienceChoice: audience };
}

const audienceObject = z.object(audienceFields);

/** "Count recipients": only the audience is read. */
export const announcementAudienceSchema = audienceObject.transform(addAudience);

/** The link: a path on this site to an event, a ballot or the shop (the model checks it exists). */
const LINK_PATH = /^\/(events\/\d{1,10}|away\/\d{1,10}|shop(\/\d{1,10})?)$/;

/**
 * "Send": title, Markdown body, optional link, public or members-only, the audience, and now or a
 * later wall time in the group's zone. A link may be pasted whole from the address bar: an address
 * on `origin` counts as its path.
 */
export function announcementSchema(timeZone: string, origin: string, now: Date) {
  return (
    audienceObject
      .extend({
        title: text(m.news_admin_field_title, 200).min(1, { error: () => m.news_admin_title_required() }),
        body: text(m.news_admin_field_body, ANNOUNCEMENT_BODY_MAX).min(1, { error: () => m.news_admin_body_required() }),
        link: z.preprocess(
          (value) => {
            if (typeof value !== "string") return value;
            const trimmed = value.trim();
            if (trimmed === "") return undefined;
            if (trimmed.startsWith(`${origin}/`)) return trimmed.slice(origin.length).replace(/[?#].*$/, "");
            return trimmed;
          },
          z
            .string()
            .regex(LINK_PATH, { error: () => m.news_admin_link_invalid() })
            .optional(),
        ),
        visibility: z.enum(["public", "members"], { error: () => m.news_admin_visibility_choose() }),
        when: z.enum(["now", "later"], { error: () => m.news_admin_when_choose() }),
        sendAt: z.preprocess((value) => {
          if (typeof value !== "string" || value.trim() === "") return undefined;
          return isNaiveDateTime(value.trim()) ? wallTimeToDate(value.trim(), timeZone) : value;
        }, storableDate(m.news_admin_send_at_invalid).optional()),
      })
      // Checked even when other fields are wrong (so every error shows at once), once `when` and `sendAt` themselves parsed.
      .check(
        z.superRefine(
          (fields, context) => {
            if (fields.when !== "later") return;
            if (!fields.sendAt) context.addIssue({ code: "custom", path: ["sendAt"], message: m.news_admin_send_at_invalid() });
            else if (fields.sendAt.getTime() <= now.getTime())
              context.addIssue({ code: "custom", path: ["sendAt"], message: m.news_admin_send_at_past() });
          },
          { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "when" || issue.path?.[0] === "sendAt") },
        ),
      )
      .transform(addAudience)
  );
}
