import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/utils/env.server";

let transporter: Transporter | null = null;

export const mailConfigured = Boolean(env.SMTP_URL);

/**
 * Sends a plain-text email over SMTP_URL. Without SMTP_URL (a laptop install) the message is
 * written to the server log instead, so sign-in still works. Answers whether the message went to
 * the SMTP server (false: only logged); a failed send throws the transport's error. The caller
 * records the outcome for the Integration Status card (app/models/integrations.server.ts).
 */
export async function sendMail(message: { to: string; subject: string; text: string }): Promise<boolean> {
  if (!env.SMTP_URL) {
    console.log(`[mail] SMTP_URL is not set; not sent. To: ${message.to} | Subject: ${message.subject}\n${message.text}`);
    return false;
  }
  transporter ??= nodemailer.createTransport(env.SMTP_URL);
  await transporter.sendMail({ from: env.SMTP_FROM ?? "The Roadies <no-reply@localhost>", ...message });
  return true;
}
