import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "~/utils/env.server";

// A real SMTP server on loopback. Each test says how its next MAIL FROM commands are answered.
const mailbox = vi.hoisted(() => ({ url: "", received: [] as string[], mailFromReplies: [] as number[], mailFroms: 0 }));

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onMailFrom(_address, _session: SMTPServerSession, callback) {
    mailbox.mailFroms++;
    const reply = mailbox.mailFromReplies.shift();
    if (!reply) return callback();
    // smtp-server closes the connection after a 421, as a server that has timed it out does.
    const error = Object.assign(new Error(reply === 421 ? "Timeout - closing connection" : "Mailbox refused"), { responseCode: reply });
    callback(error);
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on("end", () => {
      mailbox.received.push(...session.envelope.rcptTo.map((r) => r.address));
      callback();
    });
  },
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
mailbox.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith } = await import("../../test/env");
  const actual = await importOriginal<typeof EnvModule>();
  return envWith(importOriginal, { env: { ...actual.env, SMTP_URL: mailbox.url } });
});

const { closeMailTransport, sendMail } = await import("./mailer.server");

beforeEach(() => {
  mailbox.received.length = 0;
  mailbox.mailFroms = 0;
  mailbox.mailFromReplies.length = 0;
});

afterAll(async () => {
  closeMailTransport();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("sending over a pooled SMTP connection", () => {
  it("a '421 closing connection' in answer to MAIL FROM is tried once more on a new connection, and the mail arrives", async () => {
    await sendMail({ to: "first@example.org", subject: "Warm the pool", text: "1" });
    mailbox.mailFromReplies.push(421);
    await expect(sendMail({ to: "code@example.org", subject: "Your sign-in code", text: "2" })).resolves.toBe(true);
    expect(mailbox.received).toEqual(["first@example.org", "code@example.org"]);
    expect(mailbox.mailFroms).toBe(3);
  });

  it("two transient failures in a row are not hidden: the second one is thrown", async () => {
    mailbox.mailFromReplies.push(451, 451);
    await expect(sendMail({ to: "later@example.org", subject: "S", text: "t" })).rejects.toMatchObject({ responseCode: 451 });
    expect(mailbox.mailFroms).toBe(2);
    expect(mailbox.received).toEqual([]);
  });

  it("a permanent refusal (5xx) is not tried again", async () => {
    mailbox.mailFromReplies.push(550);
    await expect(sendMail({ to: "nobody@example.org", subject: "S", text: "t" })).rejects.toMatchObject({ responseCode: 550 });
    expect(mailbox.mailFroms).toBe(1);
    expect(mailbox.received).toEqual([]);
  });
});
