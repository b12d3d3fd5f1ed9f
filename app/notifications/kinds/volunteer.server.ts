import { eq } from "drizzle-orm";
import { volunteerOpportunities, volunteerSignups, type EmailPreferences } from "../../../db/schema";
import type { Database } from "../../../db/client";
import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import type { KindDefinition, OutboxRow } from "../kind.server";
import type { Alert } from "~/models/push";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { emailSettingsUrl, greeting, signOff, loadMember, mailDateTime, mailTimeRange } from "../mail-parts.server";

/**
 * Volunteer mails: the shift reminder, a move from the waitlist to confirmed, and a cancelled shift.
 */

const volunteerShiftsUrl = () => `${appOrigin}/volunteer-shifts`;

const HOUR_MS = 60 * 60 * 1000;

/**
 * A shift alert opens the member's own shifts; it is urgent within a day of the shift and kept for a
 * phone that is off no longer than until the shift starts (at least an hour, at most four days).
 */
function shiftAlert(opportunityId: number, opportunity: Opportunity, title: string, body: string): Alert {
  const untilStart = opportunity.date.getTime() - Date.now();
  return {
    title,
    body,
    url: "/volunteer-shifts",
    urgency: untilStart < 24 * HOUR_MS ? "high" : "normal",
    ttlSeconds: Math.round(Math.min(Math.max(untilStart, HOUR_MS), 96 * HOUR_MS) / 1000),
    tag: `shift-${opportunityId}`,
  };
}

/** The confirmed signup a reminder or promotion is about, with its active shift; null when that has moved on. */
async function confirmedShift(db: Database, signupId: number | null) {
  const signup = signupId ? await loadSignup(db, signupId) : null;
  if (signup?.status !== "confirmed") return null;
  const opportunity = await loadOpportunity(db, signup.opportunityId);
  return opportunity?.isActive ? { opportunityId: signup.opportunityId, opportunity } : null;
}

function payloadId(row: OutboxRow, key: string): number | null {
  const value = Number(row.payload[key]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

async function loadSignup(db: Database, signupId: number) {
  const [row] = await db
    .select({
      status: volunteerSignups.status,
      userId: volunteerSignups.userId,
      opportunityId: volunteerSignups.opportunityId,
    })
    .from(volunteerSignups)
    .where(eq(volunteerSignups.id, signupId));
  return row ?? null;
}

async function loadOpportunity(db: Database, opportunityId: number) {
  const [row] = await db
    .select({
      title: volunteerOpportunities.title,
      date: volunteerOpportunities.date,
      endTime: volunteerOpportunities.endTime,
      location: volunteerOpportunities.location,
      contactInfo: volunteerOpportunities.contactInfo,
      physicalRequirements: volunteerOpportunities.physicalRequirements,
      isActive: volunteerOpportunities.isActive,
    })
    .from(volunteerOpportunities)
    .where(eq(volunteerOpportunities.id, opportunityId));
  return row ?? null;
}

type Opportunity = NonNullable<Awaited<ReturnType<typeof loadOpportunity>>>;

/** "Sat, Dec 5, 2026 · 4:00 PM PST to 7:00 PM PST": opportunity.date is the start, end_time the wall-clock end. */
function when(opportunity: Opportunity): string {
  return mailTimeRange(opportunity.date, opportunity.endTime);
}

function shiftDetails(opportunity: Opportunity): string[] {
  return [
    opportunity.title,
    m.mail_line_when({ when: when(opportunity) }),
    m.mail_line_where({ where: opportunity.location }),
    m.mail_line_contact({ contact: opportunity.contactInfo || branding.contactEmail }),
    ...(opportunity.physicalRequirements ? [m.mail_line_please_note({ note: opportunity.physicalRequirements })] : []),
  ];
}

const signature = () => signOff(m.mail_signoff_see_you());

/**
 * The member the row is for and the address to write to. `preference` names the email setting
 * that, when turned off, means this kind is not sent.
 */
async function recipient(
  db: Database,
  row: OutboxRow,
  userId: string | null,
  preference?: keyof EmailPreferences,
): Promise<{ to: string; firstName: string | null } | { skip: string }> {
  const id = row.userId ?? userId;
  const member = await loadMember(db, id);
  if (preference && member && member.emailPreferences?.[preference] === false) {
    return { skip: `the member turned off ${preference} emails` };
  }
  const to = row.toEmail ?? member?.email;
  if (!to) return { skip: "no email address" };
  return { to, firstName: member?.firstName ?? null };
}

export const volunteerNotificationKinds: Record<"shift-reminder" | "waitlist-promoted" | "shift-cancelled", KindDefinition> = {
  /** Less than 24 hours before a confirmed shift (enqueued by the sweep itself). */
  "shift-reminder": {
    async render(row, db) {
      const signupId = payloadId(row, "signupId") ?? Number(row.subjectKey);
      const signup = await loadSignup(db, signupId);
      if (!signup) return { skip: "the signup no longer exists" };
      if (signup.status !== "confirmed") return { skip: `the signup is ${signup.status}` };
      const opportunity = await loadOpportunity(db, signup.opportunityId);
      if (!opportunity || !opportunity.isActive) return { skip: "the shift was cancelled" };
      // A reminder is a volunteer email: members who turned those off get none.
      const to = await recipient(db, row, signup.userId, "volunteerOpportunities");
      if ("skip" in to) return to;
      return {
        mail: {
          to: to.to,
          // Switched off with volunteerOpportunities: the mail carries a one-click unsubscribe from it.
          unsubscribe: { userId: row.userId ?? signup.userId, category: "volunteerOpportunities" },
          subject: m.mail_volunteer_reminder_subject({ title: opportunity.title, when: mailDateTime(opportunity.date) }),
          text: [
            greeting(to.firstName),
            "",
            m.mail_volunteer_reminder_intro({ group: branding.groupName }),
            "",
            ...shiftDetails(opportunity),
            "",
            m.mail_volunteer_reminder_cancel({ url: volunteerShiftsUrl() }),
            m.mail_volunteer_reminder_closed(),
            "",
            signature(),
            "",
            m.mail_volunteer_reminder_why({ url: emailSettingsUrl() }),
          ].join("\n"),
        },
      };
    },
    async alert(row, db) {
      const shift = await confirmedShift(db, payloadId(row, "signupId") ?? Number(row.subjectKey));
      if (!shift) return null;
      const { opportunity } = shift;
      return shiftAlert(
        shift.opportunityId,
        opportunity,
        m.push_alert_shift_reminder_title({ title: opportunity.title }),
        m.push_alert_shift_body({ when: when(opportunity), where: opportunity.location }),
      );
    },
  },

  /**
   * A spot freed up and the member moved from the waitlist to confirmed. Sent whatever the
   * member's email settings: it changes what they are expected to do (show up), like a receipt.
   */
  "waitlist-promoted": {
    async render(row, db) {
      const signupId = payloadId(row, "signupId");
      const signup = signupId ? await loadSignup(db, signupId) : null;
      if (!signup) return { skip: "the signup no longer exists" };
      // Promoted and then cancelled before the sweep came round: nothing to announce.
      if (signup.status !== "confirmed") return { skip: `the signup is ${signup.status}` };
      const opportunity = await loadOpportunity(db, signup.opportunityId);
      if (!opportunity || !opportunity.isActive) return { skip: "the shift was cancelled" };
      const to = await recipient(db, row, signup.userId);
      if ("skip" in to) return to;
      return {
        mail: {
          to: to.to,
          subject: m.mail_volunteer_promoted_subject({ title: opportunity.title }),
          text: [
            greeting(to.firstName),
            "",
            m.mail_volunteer_promoted_intro(),
            "",
            ...shiftDetails(opportunity),
            "",
            m.mail_volunteer_promoted_cancel({ url: volunteerShiftsUrl() }),
            "",
            signature(),
          ].join("\n"),
        },
      };
    },
    async alert(row, db) {
      const shift = await confirmedShift(db, payloadId(row, "signupId"));
      if (!shift) return null;
      const { opportunity } = shift;
      return shiftAlert(
        shift.opportunityId,
        opportunity,
        m.push_alert_shift_promoted_title({ title: opportunity.title }),
        m.push_alert_shift_body({ when: when(opportunity), where: opportunity.location }),
      );
    },
  },

  /**
   * The coordinator cancelled an opportunity the member had signed up for. Sent whatever the
   * member's email settings: missing it means a wasted trip to the ground.
   */
  "shift-cancelled": {
    async render(row, db) {
      const opportunityId = payloadId(row, "opportunityId");
      const opportunity = opportunityId ? await loadOpportunity(db, opportunityId) : null;
      if (!opportunity) return { skip: "the opportunity no longer exists" };
      const signupId = payloadId(row, "signupId");
      const signup = signupId ? await loadSignup(db, signupId) : null;
      const to = await recipient(db, row, signup?.userId ?? null);
      if ("skip" in to) return to;
      return {
        mail: {
          to: to.to,
          subject: m.mail_volunteer_cancelled_subject({ title: opportunity.title, when: mailDateTime(opportunity.date) }),
          text: [
            greeting(to.firstName),
            "",
            m.mail_volunteer_cancelled_intro(),
            "",
            opportunity.title,
            m.mail_line_when({ when: when(opportunity) }),
            m.mail_line_where({ where: opportunity.location }),
            "",
            m.mail_volunteer_cancelled_no_need({ contact: opportunity.contactInfo || branding.contactEmail }),
            m.mail_volunteer_cancelled_others({ url: `${appOrigin}/volunteer` }),
            "",
            signOff(m.mail_volunteer_cancelled_signoff()),
          ].join("\n"),
        },
      };
    },
    async alert(row, db) {
      const opportunityId = payloadId(row, "opportunityId");
      const opportunity = opportunityId ? await loadOpportunity(db, opportunityId) : null;
      // Reopened before the alert went: nothing to say any more.
      if (!opportunityId || !opportunity || opportunity.isActive) return null;
      return shiftAlert(
        opportunityId,
        opportunity,
        m.push_alert_shift_cancelled_title({ title: opportunity.title }),
        m.push_alert_shift_cancelled_body({ when: when(opportunity) }),
      );
    },
  },
};
