import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client";
import { DEFAULT_EMAIL_PREFERENCES, notifications, volunteerSignups } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMember, createOpportunity, type OpportunityValues } from "../../test/factories";
import type { Mail } from "./kind.server";
import { enqueueNotification } from "./outbox.server";
import { MAX_ATTEMPTS, runNotificationSweep } from "./sweep.server";
import { HOUR } from "../../test/time";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
// 10 AM in the group's zone (America/Los_Angeles, PDT); a shift 20 h later starts at 6 AM the next day.
const NOW = new Date("2026-10-03T17:00:00Z");

const member = (email: string, volunteerEmails = true) =>
  createMember({ email, lastName: null, emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, volunteerOpportunities: volunteerEmails } });

const shift = (startsInMs: number, extra: OpportunityValues = {}) =>
  createOpportunity({
    title: "Tifo painting",
    date: new Date(NOW.getTime() + startsInMs),
    startTime: "06:00",
    endTime: "09:30",
    location: "Gate B warehouse",
    contactInfo: "Sam Coordinator, 555-0100",
    spotsNeeded: 50,
    ...extra,
  });

async function signUp(userId: string, opportunityId: number, status = "confirmed") {
  const [row] = await test.db.insert(volunteerSignups).values({ userId, opportunityId, status }).returning({ id: volunteerSignups.id });
  return row.id;
}

/** A send that records every mail and takes a little while, like SMTP, so parallel sweeps overlap. */
function recorder(delayMs = 5) {
  const mails: Mail[] = [];
  return {
    mails,
    send: async (mail: Mail) => {
      await sleep(delayMs);
      mails.push(mail);
    },
  };
}

const rows = () =>
  test.db
    .select({
      kind: notifications.kind,
      subjectKey: notifications.subjectKey,
      status: notifications.status,
      attempts: notifications.attempts,
      lastError: notifications.lastError,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .orderBy(notifications.id);

describe("shift reminders", () => {
  it("reminds the confirmed members of a shift 20 h away, except one who turned volunteer emails off", async () => {
    const opportunityId = await shift(20 * HOUR);
    const ann = await member("ann@example.org");
    const bob = await member("bob@example.org");
    const cat = await member("cat@example.org", false);
    const dan = await member("dan@example.org");
    for (const id of [ann, bob, cat]) await signUp(id, opportunityId);
    await signUp(dan, opportunityId, "waitlisted");
    // Not due: starts in 30 h, already started, or inactive.
    await signUp(ann, await shift(30 * HOUR));
    await signUp(ann, await shift(-1 * HOUR));
    await signUp(ann, await shift(2 * HOUR, { isActive: false }));

    const { mails, send } = recorder(0);
    const result = await runNotificationSweep({ now: NOW, db: test.db, send });

    expect(result).toEqual({ enqueued: 3, sent: 2, skipped: 1, failed: 0 });
    expect(mails.map((mail) => mail.to).sort()).toEqual(["ann@example.org", "bob@example.org"]);
    const [mail] = mails;
    expect(mail.subject).toBe("Reminder: Tifo painting, Sun, Oct 4, 2026 · 6:00 AM PDT");
    // Time in the group's zone (America/Los_Angeles), place, contact and the cancel link.
    expect(mail.text).toContain("When: Sun, Oct 4, 2026 · 6:00 AM PDT to 9:30 AM");
    expect(mail.text).toContain("Where: Gate B warehouse");
    expect(mail.text).toContain("Contact: Sam Coordinator, 555-0100");
    expect(mail.text).toContain("http://localhost:3000/volunteer-shifts");
    const stored = await rows();
    expect(stored.map((row) => row.status).sort()).toEqual(["sent", "sent", "skipped"]);
    expect(stored.find((row) => row.status === "skipped")?.lastError).toMatch(/volunteerOpportunities/);
    expect(stored.filter((row) => row.status === "sent").every((row) => row.sentAt instanceof Date)).toBe(true);
  });

  it("reminds a sign-up made inside the window on the next sweep, and a restart sends nothing again", async () => {
    const opportunityId = await shift(3 * HOUR);
    await signUp(await member("ann@example.org"), opportunityId);
    const { mails, send } = recorder(0);
    expect(await runNotificationSweep({ now: NOW, db: test.db, send })).toMatchObject({ enqueued: 1, sent: 1 });

    // Signed up an hour later, two hours before the shift.
    await signUp(await member("late@example.org"), opportunityId);
    const later = new Date(NOW.getTime() + HOUR);
    expect(await runNotificationSweep({ now: later, db: test.db, send })).toEqual({ enqueued: 1, sent: 1, skipped: 0, failed: 0 });
    expect(mails.map((mail) => mail.to)).toEqual(["ann@example.org", "late@example.org"]);

    // A restart: a fresh sweep (a new process would start with nothing but the database).
    const again = recorder(0);
    expect(await runNotificationSweep({ now: new Date(later.getTime() + 60_000), db: test.db, send: again.send })).toEqual({
      enqueued: 0,
      sent: 0,
      skipped: 0,
      failed: 0,
    });
    expect(again.mails).toEqual([]);
  });

  it("skips a reminder whose signup was cancelled after it was enqueued", async () => {
    const opportunityId = await shift(5 * HOUR);
    const signupId = await signUp(await member("ann@example.org"), opportunityId);
    await enqueueNotification(
      {
        kind: "shift-reminder",
        subjectKey: String(signupId),
        payload: { signupId, opportunityId },
        sendAfter: new Date(NOW.getTime() + 60_000),
      },
      test.db,
    );
    await test.db.update(volunteerSignups).set({ status: "cancelled" }).where(eq(volunteerSignups.id, signupId));
    const { mails, send } = recorder(0);
    expect(await runNotificationSweep({ now: new Date(NOW.getTime() + 120_000), db: test.db, send })).toEqual({
      enqueued: 0,
      sent: 0,
      skipped: 1,
      failed: 0,
    });
    expect(mails).toEqual([]);
    expect((await rows())[0]).toMatchObject({ status: "skipped", lastError: "the signup is cancelled" });
  });
});

describe("sweeps in parallel", () => {
  async function manyReminders(count: number) {
    const opportunityId = await shift(10 * HOUR);
    for (let i = 0; i < count; i++) await signUp(await member(`m${i}@example.org`), opportunityId);
  }

  function expectEachOnce(mails: Mail[], count: number) {
    const recipients = mails.map((mail) => mail.to);
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
  }

  it("two sweeps at once on one pool send each reminder once", async () => {
    await manyReminders(30);
    const { mails, send } = recorder();
    const results = await Promise.all([
      runNotificationSweep({ now: NOW, db: test.db, send, batchSize: 4 }),
      runNotificationSweep({ now: NOW, db: test.db, send, batchSize: 4 }),
    ]);
    expectEachOnce(mails, 30);
    expect(results[0].enqueued + results[1].enqueued).toBe(30);
    expect(results[0].sent + results[1].sent).toBe(30);
    console.log(`parallel sweeps, one pool (${test.handle.kind}): sent ${results[0].sent} + ${results[1].sent}, ${mails.length} mails`);
    expect((await rows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("two instances (separate connection pools) sweeping at once send each reminder once", async (context) => {
    if (test.handle.kind !== "postgres") return context.skip("PGlite serves one process; run with TEST_DATABASE_URL");
    await manyReminders(60);
    const second = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL!, max: 4 });
    try {
      const { mails, send } = recorder();
      const sweeps = (db: Database) => Promise.all([1, 2].map(() => runNotificationSweep({ now: NOW, db, send, batchSize: 3 })));
      const results = (await Promise.all([sweeps(test.db), sweeps(second.db)])).flat();
      expectEachOnce(mails, 60);
      const sent = results.map((result) => result.sent);
      console.log(`parallel sweeps, two pools x two sweeps: sent ${sent.join(" + ")} = ${mails.length} mails for 60 reminders`);
      expect(sent.reduce((a, b) => a + b)).toBe(60);
      expect(results.reduce((sum, result) => sum + result.enqueued, 0)).toBe(60);
      // More than one sweep got work, so they really ran side by side.
      expect(sent.filter((n) => n > 0).length).toBeGreaterThan(1);
    } finally {
      await second.close();
    }
  });
});

describe("a mail queued just before a sweep", () => {
  it("is due in that sweep: its due time is written in the sweep's whole milliseconds, not the database's microseconds", async () => {
    const userId = await member("fan@example.com");
    await enqueueNotification({ kind: "slack-invite", subjectKey: "due-at-once", userId, payload: { url: "https://join.slack.com/t/x" } });
    const [row] = await test.db
      .select({
        sendAfter: notifications.sendAfter,
        micros: sql<number>`(extract(microseconds from ${notifications.sendAfter})::int % 1000)`,
      })
      .from(notifications);
    expect(row.micros).toBe(0);
    // A sweep whose clock reads the same millisecond (what a page's kick or the next tick can meet).
    const { mails, send } = recorder(0);
    await runNotificationSweep({ now: row.sendAfter, db: test.db, send });
    expect(mails.map((mail) => mail.to)).toEqual(["fan@example.com"]);
  });
});

describe("page requests while a sweep sends", () => {
  async function reminders(count: number) {
    const opportunityId = await shift(10 * HOUR);
    for (let i = 0; i < count; i++) await signUp(await member(`m${i}@example.org`), opportunityId);
  }

  it("the database answers other queries while a mail is with the SMTP server", async () => {
    await reminders(2);
    let release = () => {};
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let inSend = 0;
    const sweep = runNotificationSweep({
      now: NOW,
      db: test.db,
      send: async () => {
        inSend++;
        await blocked;
      },
    });
    while (inSend < 2) await sleep(5);
    // Both mails are stuck at the transport; a page's query is answered all the same.
    const answer = await Promise.race([test.db.execute(sql`select 1 as one`).then(() => "answered"), sleep(2000).then(() => "stalled")]);
    expect(answer).toBe("answered");
    // The claim is committed: the rows are leased to this sweep, not locked by it.
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    release();
    expect(await sweep).toMatchObject({ sent: 2 });
  });

  it("a sweep lets the event loop serve requests between its mails (a send that never waits for I/O, e.g. the log-only mailer)", async () => {
    await reminders(30);
    let sent = 0;
    let sentWhenAnswered: number | null = null;
    // A page request arriving while the sweep runs: its timer and its query.
    setTimeout(() => {
      void test.db.execute(sql`select 1 as one`).then(() => (sentWhenAnswered = sent));
    }, 0);
    const result = await runNotificationSweep({
      now: NOW,
      db: test.db,
      send: async () => {
        sent++;
      },
    });
    expect(result).toMatchObject({ enqueued: 30, sent: 30 });
    expect(sentWhenAnswered).not.toBeNull();
    expect(sentWhenAnswered!).toBeLessThan(30);
  });
});

describe("failures", () => {
  it("retries a failing send with backoff and marks it failed after the last attempt", async () => {
    await signUp(await member("ann@example.org"), await shift(20 * HOUR));
    let calls = 0;
    const send = async () => {
      calls++;
      throw new Error("421 mail server busy");
    };
    let now = NOW;
    const first = await runNotificationSweep({ now, db: test.db, send });
    expect(first).toEqual({ enqueued: 1, sent: 0, skipped: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 1, lastError: "421 mail server busy" });

    // Not retried before its backoff.
    expect(await runNotificationSweep({ now: new Date(now.getTime() + 30_000), db: test.db, send })).toMatchObject({ failed: 0 });
    expect(calls).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + 2 * HOUR);
      expect(await runNotificationSweep({ now, db: test.db, send })).toMatchObject({ failed: 1 });
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "421 mail server busy" });
    await runNotificationSweep({ now: new Date(now.getTime() + 2 * HOUR), db: test.db, send });
    expect(calls).toBe(MAX_ATTEMPTS);
  });

  it("a send that fails once succeeds on the retry", async () => {
    await signUp(await member("ann@example.org"), await shift(20 * HOUR));
    const { mails, send } = recorder(0);
    let failNext = true;
    const flaky = async (mail: Mail) => {
      if (failNext) {
        failNext = false;
        throw new Error("connection reset");
      }
      await send(mail);
    };
    await runNotificationSweep({ now: NOW, db: test.db, send: flaky });
    await runNotificationSweep({ now: new Date(NOW.getTime() + 2 * 60_000), db: test.db, send: flaky });
    expect(mails).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });
});

describe("shutdown", () => {
  it("an aborted sweep finishes the mail in hand and hands the rest back, due at once", async () => {
    const opportunityId = await shift(10 * HOUR);
    for (let i = 0; i < 3; i++) await signUp(await member(`m${i}@example.org`), opportunityId);
    const abort = new AbortController();
    const { mails, send } = recorder(0);
    const result = await runNotificationSweep({
      now: NOW,
      db: test.db,
      signal: abort.signal,
      // One mail in hand at a time, so exactly one is in flight when the abort comes.
      concurrency: 1,
      send: async (mail) => {
        abort.abort();
        await send(mail);
      },
    });
    expect(result).toMatchObject({ enqueued: 3, sent: 1 });
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 1],
      ["pending", 0],
      ["pending", 0],
    ]);
    // The next process sends the other two at once, not after the claim's lease.
    const next = recorder(0);
    expect(await runNotificationSweep({ now: NOW, db: test.db, send: next.send })).toMatchObject({ sent: 2 });
    expect([...mails, ...next.mails].map((mail) => mail.to).sort()).toEqual(["m0@example.org", "m1@example.org", "m2@example.org"]);
  });
});

describe("enqueued kinds", () => {
  it("renders and sends waitlist-promoted and shift-cancelled, once each", async () => {
    const ann = await member("ann@example.org", false);
    const bob = await member("bob@example.org");
    const promotedShift = await shift(3 * 24 * HOUR, { title: "Match-day stewarding" });
    const signupId = await signUp(ann, promotedShift);
    await enqueueNotification(
      { kind: "waitlist-promoted", subjectKey: String(signupId), userId: ann, payload: { signupId, opportunityId: promotedShift } },
      test.db,
    );
    const cancelledShift = await shift(5 * 24 * HOUR, { title: "Food drive", isActive: false });
    const bobSignup = await signUp(bob, cancelledShift, "cancelled");
    const cancelled = {
      kind: "shift-cancelled" as const,
      subjectKey: `${cancelledShift}:${bob}`,
      userId: bob,
      payload: { opportunityId: cancelledShift, signupId: bobSignup },
    };
    await enqueueNotification(cancelled, test.db);
    // Enqueued twice (a retried action): still one mail.
    expect(await enqueueNotification(cancelled, test.db)).toBe(false);

    const { mails, send } = recorder(0);
    const now = new Date(Date.now() + 1000);
    expect(await runNotificationSweep({ now, db: test.db, send })).toEqual({ enqueued: 0, sent: 2, skipped: 0, failed: 0 });
    const promoted = mails.find((mail) => mail.to === "ann@example.org");
    expect(promoted?.subject).toBe("You're in: a spot opened up on Match-day stewarding");
    expect(promoted?.text).toContain("moved from the waitlist to confirmed");
    expect(promoted?.text).toContain("Where: Gate B warehouse");
    const cancelMail = mails.find((mail) => mail.to === "bob@example.org");
    expect(cancelMail?.subject).toMatch(/^Cancelled: Food drive, /);
    expect(cancelMail?.text).toContain("There is no need to come");

    await runNotificationSweep({ now: new Date(now.getTime() + HOUR), db: test.db, send });
    expect(mails).toHaveLength(2);
  });

  it("does not announce a promotion the member has cancelled since", async () => {
    const ann = await member("ann@example.org");
    const opportunityId = await shift(3 * 24 * HOUR);
    const signupId = await signUp(ann, opportunityId, "cancelled");
    await enqueueNotification(
      { kind: "waitlist-promoted", subjectKey: String(signupId), userId: ann, payload: { signupId, opportunityId } },
      test.db,
    );
    const { mails, send } = recorder(0);
    expect(await runNotificationSweep({ now: new Date(Date.now() + 1000), db: test.db, send })).toMatchObject({ sent: 0, skipped: 1 });
    expect(mails).toEqual([]);
  });
});
