import { latestBackupRun, type BackupRun } from "~/models/backup-runs.server";
import { listIntegrationStatus, type IntegrationName } from "~/models/integration-status.server";
import { getSlackInviteUrl } from "~/models/app-settings.server";
import { branding } from "~/utils/branding.server";
import { formatDateTime } from "~/utils/dates";
import { backupSchedule, mailchimpConfig, printifyConfig, stripeConfig } from "~/utils/env.server";
import { mailConfigured } from "~/integrations/mailer.server";

export type IntegrationLine = {
  /** An outside service, or the app's own backups (backupLine). */
  name: IntegrationName | "backups";
  label: string;
  state: "ok" | "not-configured" | "no-calls" | "error";
  /** What the card says: 'Active' / 'Connected', 'Not configured', 'Configured — no calls yet' or 'Error: …'. */
  text: string;
  /** The last attempt, formatted in the group's time zone; null when nothing was tried yet. */
  lastAttempt: string | null;
};

const LINES: { name: IntegrationName; label: string; ok: "Active" | "Connected" }[] = [
  { name: "slack", label: "Slack team chat", ok: "Active" },
  { name: "mailchimp", label: "Mailchimp mailing-list sync", ok: "Active" },
  { name: "printify", label: "Printify print-on-demand API", ok: "Connected" },
  { name: "stripe", label: "Stripe payments", ok: "Connected" },
  { name: "smtp", label: "Email (SMTP)", ok: "Active" },
];

type Row = { lastAttemptAt: Date; lastSuccessAt: Date | null; lastError: string | null };

/**
 * The Integration Status card: a service is 'Active' / 'Connected' only when it is configured and
 * its last call succeeded; configured but never called says so; a failed last call shows its error
 * and when it was tried.
 */
export function integrationLines(
  configured: Record<IntegrationName, boolean>,
  rows: Map<IntegrationName, Row>,
  timeZone = branding.timeZone,
): IntegrationLine[] {
  return LINES.map(({ name, label, ok }) => {
    const row = rows.get(name);
    const lastAttempt = row ? formatDateTime(row.lastAttemptAt, timeZone) : null;
    if (!configured[name]) return { name, label, state: "not-configured", text: "Not configured", lastAttempt };
    if (!row) return { name, label, state: "no-calls", text: "Configured — no calls yet", lastAttempt: null };
    if (row.lastError !== null) return { name, label, state: "error", text: `Error: ${row.lastError}`, lastAttempt };
    return { name, label, state: "ok", text: ok, lastAttempt };
  });
}

/** What is configured in this process: Slack from the stored link or SLACK_INVITE_URL, the rest from the environment. */
export async function configuredIntegrations(): Promise<Record<IntegrationName, boolean>> {
  const slack = await getSlackInviteUrl();
  return {
    slack: slack.url !== null,
    mailchimp: mailchimpConfig !== null,
    printify: printifyConfig !== null,
    stripe: stripeConfig !== null,
    smtp: mailConfigured,
  };
}

/**
 * The backups' line: the last finished run's time when it succeeded, its error when it failed (a
 * failure stays on the card until a backup succeeds); without any run, whether one is scheduled.
 * A good backup older than two intervals and an hour is an error too: the schedule has stopped
 * (runs cut short, or no instance running it) and no failure was recorded to say so.
 */
export function backupLine(last: BackupRun | null, everyHours: number, timeZone = branding.timeZone, now = new Date()): IntegrationLine {
  const base = { name: "backups", label: "Backups" } as const;
  if (!last) {
    return everyHours > 0
      ? { ...base, state: "no-calls", text: "Scheduled — no backup yet", lastAttempt: null }
      : { ...base, state: "not-configured", text: "Not scheduled", lastAttempt: null };
  }
  const lastAttempt = formatDateTime(last.startedAt, timeZone);
  if (!last.ok) return { ...base, state: "error", text: `Error: ${last.error ?? "the backup failed"}`, lastAttempt };
  if (everyHours > 0 && now.getTime() - last.finishedAt.getTime() > (2 * everyHours + 1) * 3_600_000) {
    return { ...base, state: "error", text: `Error: no backup since ${formatDateTime(last.finishedAt, timeZone)}`, lastAttempt };
  }
  return { ...base, state: "ok", text: `Last backup ${formatDateTime(last.finishedAt, timeZone)}`, lastAttempt };
}

export async function getIntegrationCard(): Promise<IntegrationLine[]> {
  const [configured, rows, lastBackup] = await Promise.all([configuredIntegrations(), listIntegrationStatus(), latestBackupRun()]);
  return [...integrationLines(configured, rows), backupLine(lastBackup, backupSchedule.everyHours)];
}
