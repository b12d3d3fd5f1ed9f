import { SMTPServer } from "smtp-server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES, volunteerSignups } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMember, createOpportunity } from "../../test/factories";
import { HOUR } from "../../test/time";
import type * as EnvModule from "~/utils/env.server";

// A real SMTP server on loopback: the mails as they arrive, headers and all. Its port is chosen
// before any import (the database kit reads the settings first), so the settings can name it.
const mailbox = vi.hoisted(() => {
  const port = 30000 + Math.floor(Math.random() * 20000);
  return { port, url: `smtp://127.0.0.1:${port}`, messages: [] as string[] };
});

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      mailbox.messages.push(Buffer.concat(chunks).toString("utf8"));
      callback();
    });
  },
});
await new Promise<void>((resolve) => server.listen(mailbox.port, "127.0.0.1", resolve));

vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith } = await import("../../test/env");
  const actual = await importOriginal<typeof EnvModule>();
  return envWith(importOriginal, { env: { ...actual.env, SMTP_URL: mailbox.url } });
});

const { closeMailTransport } = await import("~/integrations/mailer.server");
const { sendMail } = await import("~/models/integrations.server");
const { enqueueNotification } = await import("./outbox.server");
const { runNotificationSweep } = await import("./sweep.server");
const { readUnsubscribeToken } = await import("~/utils/unsubscribe.server");
const { appOrigin } = await import("~/utils/env.server");

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const NOW = new Date("2026-10-03T17:00:00Z");

beforeEach(() => {
  mailbox.messages.length = 0;
});

afterAll(async () => {
  closeMailTransport();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A header's value in a raw message (folded lines unfolded), or null. */
function header(message: string, name: string): string | null {
  const head = message.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

async function shiftWith(kind: "shift-reminder" | "waitlist-promoted") {
  const userId = await createMember({ email: "ann@example.org", emailPreferences: DEFAULT_EMAIL_PREFERENCES });
  const opportunityId = await createOpportunity({ title: "Tifo painting", date: new Date(NOW.getTime() + 20 * HOUR) });
  const [signup] = await test.db
    .insert(volunteerSignups)
    .values({ userId, opportunityId, status: "confirmed" })
    .returning({ id: volunteerSignups.id });
  await enqueueNotification(
    { kind, subjectKey: String(signup!.id), userId, payload: { signupId: signup!.id, opportunityId }, sendAfter: NOW },
    test.db,
  );
  await runNotificationSweep({ now: new Date(NOW.getTime() + 60_000), db: test.db, enqueue: false });
  return userId;
}

describe("List-Unsubscribe on the mails a member can switch off (RFC 8058)", () => {
  it("a shift reminder arrives with both headers, the link turning off volunteer emails for this member", async () => {
    const userId = await shiftWith("shift-reminder");
    expect(mailbox.messages).toHaveLength(1);
    const [message] = mailbox.messages;
    expect(header(message!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const link = header(message!, "List-Unsubscribe")!.match(/^<(.+)>$/)![1]!;
    expect(link.startsWith(`${appOrigin}/unsubscribe/`)).toBe(true);
    expect(readUnsubscribeToken(link.split("/").pop()!)).toEqual({ userId, category: "volunteerOpportunities" });
  });

  it("a mail the member cannot switch off (a waitlist place, a sign-in code) carries neither", async () => {
    await shiftWith("waitlist-promoted");
    await sendMail({ to: "ann@example.org", subject: "Your sign-in code", text: "123456" });
    expect(mailbox.messages).toHaveLength(2);
    for (const message of mailbox.messages) {
      expect(header(message, "List-Unsubscribe")).toBeNull();
      expect(header(message, "List-Unsubscribe-Post")).toBeNull();
    }
  });
});
