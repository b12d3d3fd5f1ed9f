import { eq } from "drizzle-orm";
import { billingHistory, users } from "../../../db/schema";
import type { Database } from "../../../db/client";
import { branding } from "~/utils/branding.server";
import { recordIntegrationCall } from "~/models/integration-status.server";
import { appOrigin } from "~/utils/env.server";
import { formatPrice } from "~/utils/format";
import { membershipTier } from "~/models/membership-plans";
import type { KindDefinition, Mail, OutboxRow, Rendered } from "../kind.server";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { emailSettingsUrl, greeting, loadMember, mailDate } from "../mail-parts.server";

/**
 * Membership mails: renewal reminders (30 and 7 days before the expiry, and on the day), a payment
 * recorded, a renewal payment refused, and the Slack invite a member asks for. The reminders follow
 * the member's membershipReminders setting; the others answer something the member did or must
 * know about their money, so they always go.
 */

const profileUrl = () => `${appOrigin}/profile`;
const joinUrl = () => `${appOrigin}/join`;

async function loadMembership(db: Database, userId: string | null) {
  if (!userId) return null;
  const [member] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      emailPreferences: users.emailPreferences,
      membershipStatus: users.membershipStatus,
      membershipExpiry: users.membershipExpiry,
      membershipTier: users.membershipTier,
      isLifetimeMember: users.isLifetimeMember,
      autoRenewal: users.autoRenewal,
    })
    .from(users)
    .where(eq(users.id, userId));
  return member ?? null;
}

async function loadBilling(db: Database, row: OutboxRow) {
  const id = Number(row.payload.billingId ?? row.subjectKey);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [billing] = await db
    .select({
      amount: billingHistory.amount,
      status: billingHistory.status,
      failureReason: billingHistory.failureReason,
      billingDate: billingHistory.billingDate,
    })
    .from(billingHistory)
    .where(eq(billingHistory.id, id));
  return billing ?? null;
}

const signOff = () => [
  "",
  m.mail_orders_questions({ email: branding.contactEmail }),
  "",
  m.mail_orders_thanks({ group: branding.groupName }),
];

function mail(to: string, firstName: string | null, subject: string, body: string[], unsubscribe?: Mail["unsubscribe"]): Rendered {
  return {
    mail: { to, subject, text: [greeting(firstName), "", ...body, ...signOff()].join("\n"), ...(unsubscribe ? { unsubscribe } : {}) },
  };
}

export const membershipNotificationKinds: Record<
  "membership-reminder" | "membership-activated" | "membership-payment-failed" | "slack-invite",
  KindDefinition
> = {
  /**
   * Subject key "{userId}:{expiry date}:{days}" (days 30, 7 or 0): one of each per membership term.
   * Checked again at send time: a member who renewed or became lifetime in between gets nothing.
   */
  "membership-reminder": {
    async render(row, db) {
      const member = await loadMembership(db, row.userId);
      if (!member?.email) return { skip: "no email address" };
      if (member.emailPreferences?.membershipReminders === false) return { skip: "the member turned off membershipReminders emails" };
      if (member.isLifetimeMember || member.membershipStatus === "lifetime") return { skip: "the member is a lifetime member" };
      const expiry = typeof row.payload.expiry === "string" ? new Date(row.payload.expiry) : null;
      if (!expiry || !member.membershipExpiry || member.membershipExpiry.getTime() !== expiry.getTime()) {
        return { skip: "the membership was renewed or changed since" };
      }
      const days = Number(row.payload.days);
      const tier = membershipTier(member.membershipTier);
      const date = mailDate(expiry);
      const group = branding.groupName;
      const renewal = member.autoRenewal
        ? m.mail_membership_auto_renews()
        : tier
          ? m.mail_membership_renew_tier({ url: joinUrl(), tier: tier.name, price: formatPrice(tier.priceCents / 100, branding.currency) })
          : m.mail_membership_renew({ url: joinUrl() });
      const footer = ["", m.mail_membership_reminder_why({ url: emailSettingsUrl() })];
      // A reminder the member can switch off: the mail carries a one-click unsubscribe from it.
      const unsubscribe = { userId: row.userId!, category: "membershipReminders" } as const;
      if (days <= 0) {
        return mail(
          member.email,
          member.firstName,
          m.mail_membership_expired_subject({ group }),
          [m.mail_membership_expired_text({ group, date }), "", m.mail_membership_expired_renew({ url: joinUrl() }), ...footer],
          unsubscribe,
        );
      }
      return mail(
        member.email,
        member.firstName,
        m.mail_membership_expires_subject({ group, days }),
        [m.mail_membership_expires_text({ group, date }), "", renewal, m.mail_membership_see_it({ url: profileUrl() }), ...footer],
        unsubscribe,
      );
    },
  },

  /** Subject key: the billing row's id. */
  "membership-activated": {
    async render(row, db) {
      const member = await loadMembership(db, row.userId);
      if (!member?.email) return { skip: "no email address" };
      const billing = await loadBilling(db, row);
      if (!billing || billing.status !== "paid") return { skip: "the payment is not recorded as paid" };
      const tier = membershipTier(member.membershipTier);
      const until = member.isLifetimeMember
        ? m.mail_membership_never_expires()
        : member.membershipExpiry
          ? m.mail_membership_runs_until({ date: mailDate(member.membershipExpiry) })
          : "";
      const amount = formatPrice(billing.amount, branding.currency);
      return mail(member.email, member.firstName, m.mail_membership_activated_subject({ group: branding.groupName }), [
        tier ? m.mail_membership_activated_paid_tier({ amount, tier: tier.name }) : m.mail_membership_activated_paid({ amount }),
        until,
        "",
        m.mail_membership_activated_card({ url: `${appOrigin}/profile/card` }),
      ]);
    },
  },

  /** Subject key: the failed billing row's id. */
  "membership-payment-failed": {
    async render(row, db) {
      const member = await loadMembership(db, row.userId);
      if (!member?.email) return { skip: "no email address" };
      const billing = await loadBilling(db, row);
      if (!billing || billing.status !== "failed") return { skip: "the payment is not recorded as failed" };
      const amount = formatPrice(billing.amount, branding.currency);
      return mail(member.email, member.firstName, m.mail_membership_failed_subject({ group: branding.groupName }), [
        billing.failureReason
          ? m.mail_membership_failed_text_reason({ amount, reason: billing.failureReason })
          : m.mail_membership_failed_text({ amount }),
        "",
        m.mail_membership_failed_update({ url: profileUrl() }),
      ]);
    },
  },

  /** Subject key "{userId}:{time of the request}"; payload.url is the invite link at request time. */
  "slack-invite": {
    async render(row, db) {
      const member = await loadMember(db, row.userId);
      if (!member?.email) return { skip: "no email address" };
      const url = typeof row.payload.url === "string" ? row.payload.url : null;
      if (!url) return { skip: "no Slack invite link is set" };
      return mail(member.email, member.firstName, m.mail_membership_slack_subject({ group: branding.groupName }), [
        m.mail_membership_slack_intro(),
        "",
        url,
        "",
        m.mail_membership_slack_changes(),
      ]);
    },
    /** The Integration Status card's Slack line: did the last Slack invite reach the member? */
    async onDelivered(outcome) {
      await recordIntegrationCall(
        "slack",
        outcome.ok ? { ok: true } : { ok: false, error: `The invite mail could not be sent: ${outcome.error}` },
      );
    },
  },
};
