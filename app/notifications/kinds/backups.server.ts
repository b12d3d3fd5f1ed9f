import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import { getBackupRun, latestBackupRun } from "~/models/backup-runs.server";
import { branding } from "~/utils/branding.server";
import { appOrigin, backupSchedule } from "~/utils/env.server";
import type { KindDefinition } from "../kind.server";
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
      const how = run.trigger === "command" ? "asked for with npm run backup" : "scheduled";
      return {
        mail: {
          to: admin.email,
          subject: `${branding.groupName}: a backup of the database failed`,
          text: [
            greeting(admin.firstName),
            "",
            `The backup of the database that started at ${mailDateTime(run.startedAt)} (${how}) failed:`,
            "",
            run.error ?? "(no reason recorded)",
            "",
            `Backup directory: ${typeof row.payload.dir === "string" ? row.payload.dir : "(unknown)"}`,
            lastGood
              ? `The last good backup is ${lastGood.file ?? "(no file name)"}, from ${mailDateTime(lastGood.finishedAt)}.`
              : "There is no good backup yet.",
            "",
            `The admin's settings page shows the backups: ${appOrigin}/admin/settings.`,
            backupSchedule.everyHours > 0
              ? `The next scheduled backup tries again in at most ${backupSchedule.everyHours === 1 ? "an hour" : `${backupSchedule.everyHours} hours`}; once the cause is fixed, npm run backup takes one at once.`
              : "Backups are not scheduled here (BACKUP_EVERY_HOURS is 0): once the cause is fixed, take one with npm run backup.",
          ].join("\n"),
        },
      };
    },
  },
};
