import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import { getBackupRun, latestBackupRun } from "~/models/backup-runs.server";
import { branding } from "~/utils/branding.server";
import { appOrigin, backupSchedule } from "~/utils/env.server";
import type { KindDefinition } from "../kind.server";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { greeting, mailDateTime } from "../mail-parts.server";

/**
 * A failed backup (models/backup-runs.server.ts): one mail to each admin per failed run, whatever
 * their email settings, since nobody else will notice. Plain words: what failed, when, why, and
 * the last backup that is good.
 */
export const backupNotificationKinds: Record<"backup-failed", KindDefinition> = {
  /** Subject key "{run id}:{admin's user id}"; payload: the run id and the backup directory. */
  "backup-failed": {
    async render(row, db) {
      if (!row.userId) return { skip: "no admin named" };
      const [admin] = await db
        .select({ email: users.email, firstName: users.firstName, isAdmin: users.isAdmin })
        .from(users)
        .where(eq(users.id, row.userId));
      if (!admin?.email) return { skip: "no email address" };
      if (!admin.isAdmin) return { skip: "no longer an admin" };
      const run = await getBackupRun(db, Number(row.payload.runId));
      if (!run || run.ok !== false) return { skip: "the backup run is not a failed one" };
      const lastGood = await latestBackupRun({ succeeded: true }, db);
      const how = run.trigger === "command" ? m.mail_backups_how_command() : m.mail_backups_how_scheduled();
      return {
        mail: {
          to: admin.email,
          subject: m.mail_backups_failed_subject({ group: branding.groupName }),
          text: [
            greeting(admin.firstName),
            "",
            m.mail_backups_failed_intro({ when: mailDateTime(run.startedAt), how }),
            "",
            run.error ?? m.mail_backups_no_reason(),
            "",
            typeof row.payload.dir === "string" ? m.mail_backups_dir({ dir: row.payload.dir }) : m.mail_backups_dir_unknown(),
            !lastGood
              ? m.mail_backups_no_good()
              : lastGood.file != null
                ? m.mail_backups_last_good({ file: lastGood.file, when: mailDateTime(lastGood.finishedAt) })
                : m.mail_backups_last_good_unnamed({ when: mailDateTime(lastGood.finishedAt) }),
            "",
            m.mail_backups_settings({ url: `${appOrigin}/admin/settings` }),
            backupSchedule.everyHours > 0 ? m.mail_backups_next({ hours: backupSchedule.everyHours }) : m.mail_backups_unscheduled(),
          ].join("\n"),
        },
      };
    },
  },
};
