import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "~/utils/env.server";

// What reaches the SMTP transport: nodemailer replaced by a recorder.
const transport = vi.hoisted(() => ({ sent: [] as Record<string, unknown>[] }));

vi.mock("nodemailer", () => {
  const createTransport = () => ({
    sendMail: async (message: Record<string, unknown>) => {
      transport.sent.push(message);
      return { messageId: "<test@localhost>" };
    },
    verify: async () => true,
    isIdle: () => true,
    on: () => undefined,
    close: () => undefined,
  });
  return { default: { createTransport }, createTransport };
});

vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith } = await import("../../test/env");
  const actual = await importOriginal<typeof EnvModule>();
  return envWith(importOriginal, { env: { ...actual.env, SMTP_URL: "smtp://127.0.0.1:2525" } });
});

const { sendMail } = await import("./mailer.server");

describe("sendMail", () => {
  // A member's message to a ticket poster is answered to the member: the Reply-To must reach SMTP.
  it("passes a Reply-To through to the transport, beside to, subject and text", async () => {
    await sendMail({ to: "poster@example.com", subject: "About your tickets", text: "Hello", replyTo: "buyer@example.com" } as Parameters<
      typeof sendMail
    >[0]);
    expect(transport.sent.at(-1)).toMatchObject({
      to: "poster@example.com",
      subject: "About your tickets",
      text: "Hello",
      replyTo: "buyer@example.com",
    });
  });
});
