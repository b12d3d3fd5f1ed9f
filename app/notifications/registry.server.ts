import type { KindDefinition } from "./kind.server";
import { announcementNotificationKinds } from "./kinds/announcements.server";
import { awayNotificationKinds } from "./kinds/away.server";
import { backupNotificationKinds } from "./kinds/backups.server";
import { eventNotificationKinds } from "./kinds/events.server";
import { mailchimpNotificationKinds } from "./kinds/mailchimp.server";
import { meetingNotificationKinds } from "./kinds/meetings.server";
import { membershipNotificationKinds } from "./kinds/membership.server";
import { orderNotificationKinds } from "./kinds/orders.server";
import { pushAlertKind } from "./kinds/push.server";
import { ticketNotificationKinds } from "./kinds/tickets.server";
import { volunteerNotificationKinds } from "./kinds/volunteer.server";
import type { NotificationKind } from "./outbox.server";

/**
 * Every kind the outbox can send. The Record type makes a kind added to db/enums.ts without a
 * renderer a type error.
 */
export const notificationKinds: Record<NotificationKind, KindDefinition> = {
  // Shift reminders, waitlist promotions, cancelled shifts.
  ...volunteerNotificationKinds,
  // A place at a full event that went to a member on its waitlist.
  ...eventNotificationKinds,
  // The ticket exchange's daily alert and removal notice.
  ...ticketNotificationKinds,
  // The shop's order confirmation and status mails.
  ...orderNotificationKinds,
  // Renewal reminders, payments, the Slack invite.
  ...membershipNotificationKinds,
  // Mailchimp audience syncs: a call, not a mail.
  ...mailchimpNotificationKinds,
  // Away-day ballots: a place offered and its deadline near, a ballot lost, a place passed on.
  ...awayNotificationKinds,
  // A failed backup, to each admin.
  ...backupNotificationKinds,
  // An admin's announcement to one member of its audience.
  ...announcementNotificationKinds,
  // A general meeting's notice to its voters; the committee's decision on a member's motion.
  ...meetingNotificationKinds,
  // A push alert to one device about another row: written by that row's kind (alert()).
  "push-alert": pushAlertKind((kind) => notificationKinds[kind as NotificationKind]),
};

export const KNOWN_KINDS = Object.keys(notificationKinds) as NotificationKind[];
