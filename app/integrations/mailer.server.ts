import nodemailer, { type Transporter } from "nodemailer";
import { recordIntegrationCall } from "~/models/integration-status.server";
import { env } from "../utils/env.server";

let transporter: Transporter | null = null;

export const mailConfigured = Boolean(env.SMTP_URL);

/**
 * Sends a plain-text email over SMTP_URL. Without SMTP_URL (a laptop install) the message is
 * written to the server log instead, so sign-in still works.
 */
export async function sendMail(message: { to: string; subject: string; text: string }) {
  if (!env.SMTP_URL) {
    console.log(`[mail] SMTP_URL is not set; not sent. To: ${message.to} | Subject: ${message.subject}\n${message.text}`);
    return;
  }
  transporter ??= nodemailer.createTransport(env.SMTP_URL);
  try {
    await transporter.sendMail({ from: env.SMTP_FROM ?? "The Roadies <no-reply@localhost>", ...message });
  } catch (error) {
    // The admin's Integration Status card shows the last send's outcome (recording never throws).
    await recordIntegrationCall("smtp", { ok: false, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  await recordIntegrationCall("smtp", { ok: true });
}
