import { describe, expect, it } from "vitest";
import { backupRuns, notifications } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { collectMetrics } from "./metrics.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

function sample(text: string, series: string): number | null {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe("the database's gauges in /metrics", () => {
  it("the outbox: due mails, the oldest one's wait, and the ones given up on; a mail not due yet is not counted", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await test.db.insert(notifications).values([
      { kind: "shift-reminder", subjectKey: "m-1", toEmail: "a@example.org", sendAfter: minutesAgo(10) },
      { kind: "shift-reminder", subjectKey: "m-2", toEmail: "b@example.org", sendAfter: minutesAgo(1) },
      { kind: "shift-reminder", subjectKey: "m-3", toEmail: "c@example.org", sendAfter: minutesAgo(-60) },
      {
        kind: "shift-reminder",
        subjectKey: "m-4",
        toEmail: "d@example.org",
        status: "sent",
        sendAfter: minutesAgo(30),
        sentAt: new Date(),
      },
      { kind: "shift-reminder", subjectKey: "m-5", toEmail: "e@example.org", status: "failed", sendAfter: minutesAgo(60) },
    ]);
    const { body } = await collectMetrics();
    expect(sample(body, "roadies_outbox_due")).toBe(2);
    const oldest = sample(body, "roadies_outbox_oldest_due_seconds")!;
    expect(oldest).toBeGreaterThanOrEqual(600);
    expect(oldest).toBeLessThan(660);
    expect(sample(body, "roadies_outbox_failed")).toBe(1);
  });

  it("an empty outbox: nothing due, no wait", async () => {
    const { body } = await collectMetrics();
    expect(sample(body, "roadies_outbox_due")).toBe(0);
    expect(sample(body, "roadies_outbox_oldest_due_seconds")).toBe(0);
  });

  it("the pool: its size, and this process's connections by state", async () => {
    const { body } = await collectMetrics();
    if (test.handle.kind === "postgres") {
      expect(sample(body, "roadies_db_pool_max")).toBe(test.handle.poolMax);
      // The scrape's own query is running on one of them.
      expect(sample(body, 'roadies_db_connections{state="active"}')).toBeGreaterThanOrEqual(1);
      expect(sample(body, 'roadies_db_connections{state="idle"}')).not.toBeNull();
    } else {
      expect(sample(body, "roadies_db_pool_max")).toBe(1);
      expect(sample(body, 'roadies_db_connections{state="open"}')).toBe(1);
    }
  });

  it("the failure counters are there from the start, every sign-in failure reason at 0 or more", async () => {
    const { body } = await collectMetrics();
    expect(sample(body, "roadies_mail_failures_total")).not.toBeNull();
    for (const reason of ["invalid", "expired", "too-many-attempts", "rate-limited", "provider"]) {
      expect(sample(body, `roadies_sign_in_failures_total{reason="${reason}"}`), reason).not.toBeNull();
    }
  });

  it("the backups: the last good one's age, a failure after it not counting; with none, an age no alert threshold is above", async () => {
    const before = await collectMetrics();
    expect(before.body).toMatch(/^roadies_backup_last_success_age_seconds \+Inf$/m);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await test.db.insert(backupRuns).values([
      { trigger: "schedule", slot: hoursAgo(26), startedAt: hoursAgo(26), finishedAt: hoursAgo(25), ok: true, file: "a", bytes: 10 },
      { trigger: "schedule", slot: hoursAgo(2), startedAt: hoursAgo(2), finishedAt: hoursAgo(1), ok: false, error: "disk full" },
    ]);
    const { body } = await collectMetrics();
    const age = sample(body, "roadies_backup_last_success_age_seconds")!;
    expect(age).toBeGreaterThanOrEqual(25 * 3600);
    expect(age).toBeLessThan(25 * 3600 + 60);
  });
});
