import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createAdmin, createMember } from "../../../test/factories";
import { get, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { takeRecordedBackup } from "~/models/backup-runs.server";
import { formatBytes } from "~/utils/format";
import { loader } from "./settings";

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
