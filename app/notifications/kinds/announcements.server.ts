import type { Database } from "../../../db/client";
import { DEFAULT_EMAIL_PREFERENCES } from "../../../db/schema";
import { announcementCategory } from "~/models/announcements";
import { loadAnnouncementForDelivery } from "~/models/announcements.server";
import { appOrigin } from "~/utils/env.server";
import type { KindDefinition, OutboxRow } from "../kind.server";
import { emailSettingsUrl, greeting, loadMember, signOff } from "../mail-parts.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

function announcementId(row: OutboxRow): number | null {
  const value = Number(row.payload.announcementId);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** An alert's line: the body's first words as plain text (Markdown's marks, links' addresses and line breaks left out). */
function plainExcerpt(markdown: string, max = 140): string {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>]+/g, "")
    .replace(/^\s*[-+]\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The page an announcement opens: the page it links to, else its own. */
const pageOf = (announcement: { id: number; linkPath: string | null }) => announcement.linkPath ?? `/news/${announcement.id}`;

export const announcementNotificationKinds: Record<"announcement", KindDefinition> = {
  /**
   * An announcement to one member of its audience. Read at send time: a withdrawn one is not sent.
   * It follows the member's Email Preferences (announcementCategory: news, or the switch of the
   * event, shift or ballot it is about) and carries List-Unsubscribe for exactly that switch.
   */
  announcement: {
    async render(row, db: Database) {
      const id = announcementId(row);
      const announcement = id ? await loadAnnouncementForDelivery(id, db) : null;
      if (!announcement) return { skip: "the announcement no longer exists" };
      if (announcement.withdrawnAt) return { skip: "the announcement was withdrawn" };
      const member = await loadMember(db, row.userId);
      if (!member?.email || !row.userId) return { skip: "no email address" };
      const category = announcementCategory(announcement.audience);
      if (!{ ...DEFAULT_EMAIL_PREFERENCES, ...member.emailPreferences }[category]) {
        return { skip: `the member turned ${category} off` };
      }
      return {
        mail: {
          to: member.email,
          subject: announcement.title,
          text: [
            greeting(member.firstName),
            "",
            announcement.body.trim(),
            "",
            m.mail_line_details({ url: `${appOrigin}${pageOf(announcement)}` }),
            "",
            m.news_mail_why({ url: emailSettingsUrl() }),
            "",
            signOff(m.news_mail_signoff()),
          ].join("\n"),
          unsubscribe: { userId: row.userId, category },
        },
      };
    },
    async alert(row, db: Database) {
      const id = announcementId(row);
      const announcement = id ? await loadAnnouncementForDelivery(id, db) : null;
      if (!announcement || announcement.withdrawnAt) return null;
      return {
        title: announcement.title,
        body: plainExcerpt(announcement.body),
        url: pageOf(announcement),
        tag: `news-${announcement.id}`,
        // A day: news that waits longer for a phone that is off is better read on the site.
        ttlSeconds: 24 * 60 * 60,
      };
    },
  },
};
