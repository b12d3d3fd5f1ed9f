import type { Database } from "../../../db/client";
import { agendaOf, getMeeting, motionForMail } from "~/models/meeting-agenda.server";
import { appOrigin } from "~/utils/env.server";
import type { KindDefinition, OutboxRow } from "../kind.server";
import { greeting, loadMember, mailDateTime, signOff } from "../mail-parts.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const idIn = (row: OutboxRow, key: string): number | null => {
  const value = Number(row.payload[key]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** The notice's agenda lines: "1. Accounts for 2026 (special resolution)", "2. Committee: 3 seats". */
async function agendaLines(meetingId: number, db: Database) {
  const agenda = await agendaOf(meetingId, db);
  return agenda.map((item) =>
    item.kind === "election"
      ? m.meetings_mail_agenda_election({ position: item.position, title: item.title, seats: item.seats ?? 1 })
      : item.special
        ? m.meetings_mail_agenda_special({ position: item.position, title: item.title })
        : m.meetings_mail_agenda_motion({ position: item.position, title: item.title }),
  );
}

export const meetingNotificationKinds: Record<"meeting-notice" | "meeting-motion-decided", KindDefinition> = {
  /**
   * A general meeting's notice to one of its voters: when and where, the voting window, the agenda
   * as it stands at send time, and the link. A formal notice the group owes its members, so it names
   * no Email Preferences switch; the alert goes where the member chose announcements.
   */
  "meeting-notice": {
    async render(row, db: Database) {
      const id = idIn(row, "meetingId");
      const meeting = id ? await getMeeting(id, { openedOnly: true }, db) : null;
      if (!meeting) return { skip: "the meeting no longer exists" };
      const member = await loadMember(db, row.userId);
      if (!member?.email) return { skip: "no email address" };
      const agenda = await agendaLines(meeting.id, db);
      return {
        mail: {
          to: member.email,
          subject: m.meetings_mail_notice_subject({ title: meeting.title, when: mailDateTime(meeting.startsAt) }),
          text: [
            greeting(member.firstName),
            "",
            m.meetings_mail_notice_intro({ title: meeting.title, when: mailDateTime(meeting.startsAt), where: meeting.location }),
            ...(meeting.onlineUrl ? [m.meetings_mail_notice_online({ url: meeting.onlineUrl })] : []),
            "",
            m.meetings_mail_notice_window({ opens: mailDateTime(meeting.votingOpensAt), closes: mailDateTime(meeting.votingClosesAt) }),
            "",
            ...(agenda.length ? [m.meetings_mail_notice_agenda(), ...agenda, ""] : []),
            ...(meeting.motionsDeadline ? [m.meetings_mail_notice_motions({ deadline: mailDateTime(meeting.motionsDeadline) }), ""] : []),
            m.mail_line_details({ url: `${appOrigin}/meetings/${meeting.id}` }),
            "",
            signOff(m.meetings_mail_signoff()),
          ].join("\n"),
        },
      };
    },
    async alert(row, db: Database) {
      const id = idIn(row, "meetingId");
      const meeting = id ? await getMeeting(id, { openedOnly: true }, db) : null;
      if (!meeting) return null;
      return {
        title: meeting.title,
        body: m.meetings_alert_notice({ when: mailDateTime(meeting.startsAt), where: meeting.location }),
        url: `/meetings/${meeting.id}`,
        tag: `meeting-${meeting.id}`,
        ttlSeconds: 3 * 24 * 60 * 60,
      };
    },
  },
  /** The committee's decision on a member's motion, to its proposer: on the agenda, or declined and why. */
  "meeting-motion-decided": {
    async render(row, db: Database) {
      const id = idIn(row, "motionId");
      const motion = id ? await motionForMail(id, db) : null;
      if (!motion || (motion.status !== "accepted" && motion.status !== "declined")) return { skip: "the motion no longer exists" };
      const member = await loadMember(db, row.userId);
      if (!member?.email) return { skip: "no email address" };
      const accepted = motion.status === "accepted";
      return {
        mail: {
          to: member.email,
          subject: accepted
            ? m.meetings_mail_motion_accepted_subject({ title: motion.title })
            : m.meetings_mail_motion_declined_subject({ title: motion.title }),
          text: [
            greeting(member.firstName),
            "",
            accepted
              ? m.meetings_mail_motion_accepted({ title: motion.title, meeting: motion.meetingTitle })
              : m.meetings_mail_motion_declined({ title: motion.title, meeting: motion.meetingTitle }),
            ...(accepted ? [] : ["", motion.declineReason ?? ""]),
            "",
            m.mail_line_details({ url: `${appOrigin}/meetings/${motion.meetingId}` }),
            "",
            signOff(m.meetings_mail_signoff()),
          ].join("\n"),
        },
      };
    },
  },
};
