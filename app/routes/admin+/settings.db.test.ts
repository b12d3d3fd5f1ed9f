import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
// The server picks each message's language per request (entry.server loads it in the app).
import "~/i18n/locale.server";
import { useTestDatabase } from "../../../test/db";
import { createAdmin, createMember } from "../../../test/factories";
import { args, asServed, get, post, readToast, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { takeRecordedBackup } from "~/models/backup-runs.server";
import { formatBytes } from "~/utils/format";
import { backupLine, integrationLines } from "~/models/integration-card.server";
import { action, loader } from "./settings";

useTestDatabase();
let dir = "";

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "roadies-settings-"));
  vi.stubEnv("BACKUP_DIR", dir);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const load = async (cookie: string) => settle(loader({ request: get("/admin/settings", { cookie }), params: {}, context: {} }));

describe("the admin's settings page: backups", () => {
  it("is for admins only", async () => {
    const member = await createMember({ email: "fan@example.org" });
    const refused = await load(await signedInCookie(member));
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/");
  });

  it("shows the schedule and the directory, says when there is no backup yet, then the last one's time, size and outcome", async () => {
    const cookie = await signedInCookie(await createAdmin());
    const empty = await (await load(cookie)).json();
    expect(empty.backups).toEqual({
      schedule: "Every 24 hours; the newest 14 files are kept.",
      directory: dir,
      last: null,
    });

    const taken = await takeRecordedBackup({ dir, keep: 14, trigger: "command" });
    if (!taken.taken || !taken.ok) throw new Error("the backup failed");
    const { backups } = await (await load(cookie)).json();
    expect(backups.last).toEqual({
      ok: true,
      at: expect.stringMatching(/^\w{3}, \w{3} \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M \w+/),
      size: formatBytes(taken.backup.bytes),
      file: taken.backup.file.split("/").pop(),
      error: null,
    });

    const blocked = join(dir, "a-file");
    writeFileSync(blocked, "");
    await takeRecordedBackup({ dir: blocked, keep: 14, trigger: "command" });
    const failed = (await (await load(cookie)).json()).backups.last;
    expect(failed).toMatchObject({ ok: false, size: null, file: null, error: expect.stringMatching(/EEXIST|ENOTDIR/) });
  });
});

describe("the settings page and the Integration Status card in German", () => {
  const german = (cookie: string) => ({ cookie, headers: { "Accept-Language": "de" } });

  it("describes the backup schedule, refuses a bad link and confirms a saved one in the request's language", async () => {
    const cookie = await signedInCookie(await createAdmin());
    const page = await asServed(get("/admin/settings", german(cookie)), (request) => settle(loader(args(request))));
    expect((await page.json()).backups.schedule).toBe("Alle 24 Stunden; die neuesten 14 Dateien werden behalten.");

    const save = (slackInviteUrl: string) =>
      asServed(post("/admin/settings", { intent: "save", slackInviteUrl }, german(cookie)), (request) => settle(action(args(request))));
    const refused = await save("http://join.slack.com/t/crew");
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.slackInviteUrl).toEqual([
      "Gib einen vollständigen https://-Link ein, z. B. https://join.slack.com/t/…",
    ]);
    expect((await (await save("")).json()).errors.slackInviteUrl).toContain("Gib den Slack-Einladungslink ein.");

    const saved = await save("https://join.slack.com/t/crew");
    expect(saved.status).toBe(302);
    expect(await readToast(saved)).toMatchObject({
      title: "Einstellungen gespeichert",
      description: "Der Slack-Einladungslink wurde aktualisiert.",
    });
  });

  it("names each service and its state in German", () => {
    const at = new Date("2026-03-01T12:00:00Z");
    const lines = asServed(get("/admin", { headers: { "Accept-Language": "de" } }), () => [
      ...integrationLines(
        { slack: false, mailchimp: true, printify: true, stripe: true, smtp: true },
        new Map([
          ["stripe", { lastAttemptAt: at, lastSuccessAt: null, lastError: "refused" }],
          ["smtp", { lastAttemptAt: at, lastSuccessAt: at, lastError: null }],
          ["printify", { lastAttemptAt: at, lastSuccessAt: at, lastError: null }],
        ]),
        "Europe/Berlin",
      ),
      backupLine(null, 24, "Europe/Berlin"),
    ]);
    expect(lines.map(({ label, text }) => `${label}: ${text}`)).toEqual([
      "Slack-Teamchat: Nicht eingerichtet",
      "Mailchimp-Verteilerabgleich: Eingerichtet – noch keine Aufrufe",
      "Printify-Print-on-Demand-API: Verbunden",
      "Stripe-Zahlungen: Fehler: refused",
      "E-Mail (SMTP): Aktiv",
      "Sicherungen: Geplant – noch keine Sicherung",
    ]);
  });
});
