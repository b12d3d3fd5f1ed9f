import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { args, post } from "../../../test/http";
import { CODE_NOT_SENT } from "~/i18n/messages/auth";

// The mail server is down: every send fails, as it does once the mailer's own second try has failed.
const mail = vi.hoisted(() => ({ sends: 0 }));
vi.mock("~/models/integrations.server", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendMail: async () => {
    mail.sends++;
    throw Object.assign(new Error("Mail command failed: 421 Timeout - closing connection"), { responseCode: 421 });
  },
}));

const { action } = await import("./api.login");

useTestDatabase();

describe("/api/login when the code cannot be mailed", () => {
  it("answers 503 with the reason above the form, and keeps the address and names typed", async () => {
    const fields = { intent: "request-code", email: "fan@example.org", firstName: "Robin", lastName: "Road", returnTo: "/events" };
    const response = (await action(args(post("/api/login", fields)))) as Response;
    expect(response.status).toBe(503);
    const { result } = (await response.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(result.error[""]).toEqual([CODE_NOT_SENT()]);
    expect(result.initialValue).toMatchObject({ email: "fan@example.org", firstName: "Robin", lastName: "Road" });
    expect(mail.sends).toBe(1);
  });
});
