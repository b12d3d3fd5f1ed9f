import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifications } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMember } from "../../test/factories";
import type { Mail } from "./kind.server";
import { enqueueNotification } from "./outbox.server";
import { startNotificationSweep } from "./scheduler.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

let loop: ReturnType<typeof startNotificationSweep>;
afterEach(async () => {
  await loop?.stop();
  loop = undefined;
});

/**
 * The loop with an hour between periodic sweeps: a mail that arrives within seconds came by a kick.
 * Each send takes `sendMs`, like SMTP; `inFlight.max` is the most mails ever in the transport at once.
 */
function startLoop(sendMs = 0) {
  const mails: Mail[] = [];
  const inFlight = { now: 0, max: 0 };
  loop = startNotificationSweep({
    enabled: true,
    seconds: 3600,
    db: test.db,
    send: async (mail) => {
      inFlight.max = Math.max(inFlight.max, ++inFlight.now);
      if (sendMs) await sleep(sendMs);
      inFlight.now--;
      mails.push(mail);
    },
  });
  expect(loop).toBeDefined();
  return { mails, inFlight, kick: vi.spyOn(loop!, "kick") };
}

const slackInvite = (userId: string, subjectKey = "invite-1") =>
  ({ kind: "slack-invite", subjectKey, userId, payload: { url: "https://join.slack.com/t/roadies/shared_invite/abc" } }) as const;

/** Well within the loop's first periodic run (5 s after its start). */
async function until(check: () => boolean, ms = 2000) {
  const deadline = performance.now() + ms;
  while (!check() && performance.now() < deadline) await sleep(20);
  return check();
}

describe("sending at once after the commit", () => {
  it("a mail queued in a transaction reaches the transport right after the commit, not at the next periodic sweep", async () => {
    const ann = await createMember({ email: "ann@example.org" });
    const { mails, kick } = startLoop();

    await test.db.transaction(async (tx) => {
      await enqueueNotification(slackInvite(ann), tx);
      // Not before the commit: another connection could not see the row yet.
      await sleep(100);
      expect(kick).not.toHaveBeenCalled();
      expect(mails).toHaveLength(0);
    });
    expect(kick).toHaveBeenCalledTimes(1);

    expect(await until(() => mails.length === 1)).toBe(true);
    expect(mails[0].to).toBe("ann@example.org");
    const [row] = await test.db.select({ status: notifications.status, attempts: notifications.attempts }).from(notifications);
    expect(row).toEqual({ status: "sent", attempts: 1 });
  });

  it("a rolled-back transaction kicks nothing; a mail queued outside a transaction goes at once", async () => {
    const ann = await createMember({ email: "ann@example.org" });
    const { mails, kick } = startLoop();

    await expect(
      test.db.transaction(async (tx) => {
        await enqueueNotification(slackInvite(ann, "rolled-back"), tx);
        throw new Error("the action failed after queueing");
      }),
    ).rejects.toThrow("the action failed");
    expect(kick).not.toHaveBeenCalled();

    await enqueueNotification(slackInvite(ann, "outside"));
    expect(kick).toHaveBeenCalledTimes(1);
    expect(await until(() => mails.length === 1)).toBe(true);
    await sleep(100);
    expect(mails).toHaveLength(1);
  });

  it("a burst of kicks sends each mail once, one run at a time: never more mails in flight than one sweep sends at once", async () => {
    const ids = await Promise.all(Array.from({ length: 24 }, (_, i) => createMember({ email: `m${i}@example.org` })));
    const { mails, inFlight, kick } = startLoop(30);
    for (const [i, id] of ids.entries()) await enqueueNotification(slackInvite(id, `burst-${i}`));
    expect(kick).toHaveBeenCalledTimes(24);
    expect(await until(() => mails.length === 24)).toBe(true);
    await sleep(100);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(24);
    expect(mails).toHaveLength(24);
    // A sweep sends SMTP_MAX_CONNECTIONS (5) at once; two runs side by side would reach more.
    expect(inFlight.max).toBeGreaterThan(1);
    expect(inFlight.max).toBeLessThanOrEqual(5);
  });

  it("a mail goes at once even when this host's clock is behind the database's", async () => {
    const ann = await createMember({ email: "ann@example.org" });
    const { mails, kick } = startLoop();
    const realNow = Date.now();
    // Our clock 5 s behind: the row is due from the database's now(), later than ours. (PGlite reads
    // this process's clock, so only the PostgreSQL project can tell the difference.)
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(realNow - 5000);
    try {
      await enqueueNotification(slackInvite(ann));
      expect(kick).toHaveBeenCalledTimes(1);
      expect(await until(() => mails.length === 1)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a mail due later does not kick: the periodic sweep sends it when it is due", async () => {
    const ann = await createMember({ email: "ann@example.org" });
    const { kick } = startLoop();
    await enqueueNotification({ ...slackInvite(ann), sendAfter: new Date(Date.now() + 3_600_000) });
    expect(kick).not.toHaveBeenCalled();
  });
});
