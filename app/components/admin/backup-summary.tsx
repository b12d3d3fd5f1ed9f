import * as m from "~/i18n/paraglide/messages/_index.js";
import type { BackupSummary } from "~/models/backup-schedule.server";

/** The admin's view of the backups (settings page): the schedule, where files go and how the last one went. */
export function BackupSummarySection({ backups }: { backups: BackupSummary }) {
  const { last } = backups;
  return (
    <section aria-labelledby="backup-settings" className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
      <h2 id="backup-settings" className="text-lg font-semibold">
        {m.admin_backup_heading()}
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-gray-600 dark:text-gray-300">{m.admin_backup_last()}</dt>
        <dd data-testid="backup-last">
          {last === null ? (
            m.admin_backup_none()
          ) : last.ok ? (
            <>
              <span className="font-semibold text-green-700 dark:text-green-300">{m.admin_backup_succeeded()}</span> {last.at}
              {last.size ? `, ${last.size}` : ""}
              {last.file ? (
                <>
                  {" "}
                  (<code className="break-all">{last.file}</code>)
                </>
              ) : null}
            </>
          ) : (
            <>
              <span className="font-semibold text-red-700 dark:text-red-300">{m.admin_backup_failed()}</span> {last.at}: {last.error}
            </>
          )}
        </dd>
        <dt className="font-medium text-gray-600 dark:text-gray-300">{m.admin_backup_schedule()}</dt>
        <dd data-testid="backup-schedule">{backups.schedule}</dd>
        <dt className="font-medium text-gray-600 dark:text-gray-300">{m.admin_backup_directory()}</dt>
        <dd>
          <code className="break-all" data-testid="backup-directory">
            {backups.directory}
          </code>
        </dd>
      </dl>
    </section>
  );
}
