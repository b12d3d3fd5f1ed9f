import { latestBackupRun, type BackupRun } from "~/models/backup-runs.server";
import { listIntegrationStatus, type IntegrationName } from "~/models/integration-status.server";
import { getSlackInviteUrl } from "~/models/app-settings.server";
import { branding } from "~/utils/branding.server";
import { formatDateTime } from "~/utils/dates";
import { backupSchedule, mailchimpConfig, printifyConfig, stripeConfig } from "~/utils/env.server";
import { mailConfigured } from "~/integrations/mailer.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

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

/** The words are functions, called when the card is built: in the language of the request it answers. */
const LINES: { name: IntegrationName; label: () => string; ok: () => string }[] = [
  { name: "slack", label: m.admin_integration_slack, ok: m.admin_integration_active },
  { name: "mailchimp", label: m.admin_integration_mailchimp, ok: m.admin_integration_active },
  { name: "printify", label: m.admin_integration_printify, ok: m.admin_integration_connected },
  { name: "stripe", label: m.admin_integration_stripe, ok: m.admin_integration_connected },
  { name: "smtp", label: m.admin_integration_smtp, ok: m.admin_integration_active },
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
  return LINES.map(({ name, label: labelText, ok }) => {
    const label = labelText();
    const row = rows.get(name);
    const lastAttempt = row ? formatDateTime(row.lastAttemptAt, timeZone) : null;
    if (!configured[name]) return { name, label, state: "not-configured", text: m.admin_integration_not_configured(), lastAttempt };
    if (!row) return { name, label, state: "no-calls", text: m.admin_integration_no_calls(), lastAttempt: null };
    if (row.lastError !== null)
      return { name, label, state: "error", text: m.admin_integration_error({ error: row.lastError }), lastAttempt };
    return { name, label, state: "ok", text: ok(), lastAttempt };
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
  const base = { name: "backups", label: m.admin_integration_backups() } as const;
  if (!last) {
    return everyHours > 0
      ? { ...base, state: "no-calls", text: m.admin_integration_backup_scheduled(), lastAttempt: null }
      : { ...base, state: "not-configured", text: m.admin_integration_backup_not_scheduled(), lastAttempt: null };
  }
  const lastAttempt = formatDateTime(last.startedAt, timeZone);
  if (!last.ok)
    return {
      ...base,
      state: "error",
      text: last.error === null ? m.admin_integration_backup_failed() : m.admin_integration_error({ error: last.error }),
      lastAttempt,
    };
  if (everyHours > 0 && now.getTime() - last.finishedAt.getTime() > (2 * everyHours + 1) * 3_600_000) {
    return {
      ...base,
      state: "error",
      text: m.admin_integration_backup_stale({ when: formatDateTime(last.finishedAt, timeZone) }),
      lastAttempt,
    };
  }
  return { ...base, state: "ok", text: m.admin_integration_backup_last({ when: formatDateTime(last.finishedAt, timeZone) }), lastAttempt };
}

export async function getIntegrationCard(): Promise<IntegrationLine[]> {
  const [configured, rows, lastBackup] = await Promise.all([configuredIntegrations(), listIntegrationStatus(), latestBackupRun()]);
  return [...integrationLines(configured, rows), backupLine(lastBackup, backupSchedule.everyHours)];
}
