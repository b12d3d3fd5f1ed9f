import * as z from "zod";
import { MEETING_ITEM_KINDS, MEETING_KINDS, QUORUM_KINDS } from "../../db/enums";
import { MAX_INT4, httpUrl, storableDate, text } from "../utils/validation";
import { isNaiveDateTime, wallTimeToDate } from "../utils/zoned-time";
import * as m from "../i18n/paraglide/messages/_index.js";

/**
 * The general meetings' forms: the admin's meeting, agenda item, candidate, document and
 * decision on a motion; the member's motion. Only actions read them, so zod stays out of the pages'
 * JavaScript (a .server module). Times are wall times in the group's zone.
 */

const BODY_MAX = 10_000;

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === "1", z.boolean());

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A wall time in `timeZone` (the datetime-local field) as an instant. */
const wallTime = (timeZone: string, message: () => string) =>
  z.preprocess((value) => {
    if (typeof value !== "string" || value.trim() === "") return undefined;
    return isNaiveDateTime(value.trim()) ? wallTimeToDate(value.trim(), timeZone) : value;
  }, storableDate(message));

const wholeNumber = (message: () => string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : blankToUndefined(value)),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

export function meetingSchema(timeZone: string) {
  return z
    .object({
      kind: z.enum(MEETING_KINDS, { error: () => m.meetings_admin_kind_choose() }),
      title: text(m.meetings_admin_field_title, 200).min(1, { error: () => m.meetings_admin_title_required() }),
      description: z.preprocess(blankToUndefined, text(m.meetings_admin_field_description, BODY_MAX).optional()),
      startsAt: wallTime(timeZone, m.meetings_admin_starts_invalid),
      location: text(m.meetings_admin_field_location, 200).min(1, { error: () => m.meetings_admin_location_required() }),
      onlineUrl: z.preprocess(blankToUndefined, httpUrl(m.meetings_admin_field_online).optional()),
      recordDate: wallTime(timeZone, m.meetings_admin_record_invalid),
      votingOpensAt: wallTime(timeZone, m.meetings_admin_opens_invalid),
      votingClosesAt: wallTime(timeZone, m.meetings_admin_closes_invalid),
      quorumKind: z.enum(QUORUM_KINDS, { error: () => m.meetings_admin_quorum_kind_choose() }),
      quorumValue: wholeNumber(m.meetings_admin_quorum_invalid, 0, 1_000_000),
      motionsDeadline: z.preprocess(blankToUndefined, wallTime(timeZone, m.meetings_admin_deadline_invalid).optional()),
      householdVotes: checkbox,
      chairEmail: z.preprocess(
        blankToUndefined,
        z
          .email({ error: () => m.meetings_admin_chair_invalid() })
          .max(320, { error: () => m.meetings_admin_chair_invalid() })
          .optional(),
      ),
    })
    .check(
      z.superRefine(
        (fields, context) => {
          if (fields.votingClosesAt.getTime() <= fields.votingOpensAt.getTime())
            context.addIssue({ code: "custom", path: ["votingClosesAt"], message: m.meetings_admin_closes_before_opens() });
          if (fields.quorumKind === "share" && fields.quorumValue > 100)
            context.addIssue({ code: "custom", path: ["quorumValue"], message: m.meetings_admin_quorum_share_too_big() });
          if (fields.motionsDeadline && fields.motionsDeadline.getTime() > fields.votingOpensAt.getTime())
            context.addIssue({ code: "custom", path: ["motionsDeadline"], message: m.meetings_admin_deadline_after_opens() });
        },
        {
          when: (payload) =>
            !payload.issues.some((issue) =>
              ["votingOpensAt", "votingClosesAt", "quorumKind", "quorumValue", "motionsDeadline"].includes(String(issue.path?.[0])),
            ),
        },
      ),
    );
}

export const itemSchema = z
  .object({
    kind: z.enum(MEETING_ITEM_KINDS, { error: () => m.meetings_admin_item_kind_choose() }),
    title: text(m.meetings_admin_field_item_title, 200).min(1, { error: () => m.meetings_admin_item_title_required() }),
    body: z.preprocess(blankToUndefined, text(m.meetings_admin_field_item_body, BODY_MAX).optional()),
    special: checkbox,
    seats: z.preprocess(blankToUndefined, wholeNumber(m.meetings_admin_seats_invalid, 1, 50).optional()),
  })
  .check(
    z.superRefine((fields, context) => {
      if (fields.kind === "election" && fields.seats === undefined)
        context.addIssue({ code: "custom", path: ["seats"], message: m.meetings_admin_seats_invalid() });
    }),
  );

export const candidateSchema = z.object({
  itemId: wholeNumber(m.meetings_admin_election_choose, 1, MAX_INT4),
  email: z
    .email({ error: () => m.meetings_admin_candidate_email_invalid() })
    .max(320, { error: () => m.meetings_admin_candidate_email_invalid() }),
  statement: z.preprocess(blankToUndefined, text(m.meetings_admin_field_statement, 2_000).optional()),
});

export const documentSchema = z.object({
  title: text(m.meetings_admin_field_document_title, 200).min(1, { error: () => m.meetings_admin_document_title_required() }),
  url: z.preprocess(blankToUndefined, httpUrl(m.meetings_admin_field_document_url).optional()),
});

export const declineSchema = z.object({
  motionId: wholeNumber(m.meetings_motion_missing, 1, MAX_INT4),
  reason: text(m.meetings_admin_field_reason, 2_000).min(1, { error: () => m.meetings_admin_reason_required() }),
});

export const motionSchema = z.object({
  title: text(m.meetings_field_motion_title, 200).min(1, { error: () => m.meetings_motion_title_required() }),
  body: text(m.meetings_field_motion_body, BODY_MAX).min(1, { error: () => m.meetings_motion_body_required() }),
});
