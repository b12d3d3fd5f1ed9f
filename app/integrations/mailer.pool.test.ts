import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "~/utils/env.server";

// What the mailer asks nodemailer for: the transport's configuration, and each mail.
const transport = vi.hoisted(() => ({ created: [] as unknown[], sent: 0, closed: 0 }));

vi.mock("nodemailer", () => {
  const createTransport = (config: unknown) => {
    transport.created.push(config);
    return {
      sendMail: async () => {
        transport.sent++;
        return { messageId: "<test@localhost>" };
      },
      close: () => {
        transport.closed++;
      },
    };
  };
  return { default: { createTransport }, createTransport };
});

vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith } = await import("../../test/env");
  const actual = await importOriginal<typeof EnvModule>();
  return envWith(importOriginal, {
    env: { ...actual.env, SMTP_URL: "smtp://user:secret@127.0.0.1:2525/?maxMessages=20" },
    smtpPool: { maxConnections: 7, maxMessages: 100 },
  });
});

const { closeMailTransport, sendMail } = await import("./mailer.server");

describe("the SMTP transport", () => {
  it("is one pool for every mail, sized by the settings; an option written in SMTP_URL wins", async () => {
    await sendMail({ to: "a@example.org", subject: "One", text: "1" });
    await sendMail({ to: "b@example.org", subject: "Two", text: "2" });
    expect(transport.sent).toBe(2);
    expect(transport.created).toHaveLength(1);
    const url = new URL(String(transport.created[0]));
    expect(url.host).toBe("127.0.0.1:2525");
    expect(url.username).toBe("user");
    expect(url.password).toBe("secret");
    expect(url.searchParams.get("pool")).toBe("true");
    expect(url.searchParams.get("maxConnections")).toBe("7");
    expect(url.searchParams.get("maxMessages")).toBe("20");
  });

  it("closes the pool on shutdown; a later mail opens a new one", async () => {
    closeMailTransport();
    expect(transport.closed).toBe(1);
    await sendMail({ to: "c@example.org", subject: "Three", text: "3" });
    expect(transport.created).toHaveLength(2);
  });
});
