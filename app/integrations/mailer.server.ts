import nodemailer, { type Transporter } from "nodemailer";
import { env, smtpPool } from "~/utils/env.server";

let transporter: Transporter | null = null;

export const mailConfigured = Boolean(env.SMTP_URL);

/**
 * SMTP_URL as a pooled transport: up to smtpPool.maxConnections connections are opened on demand and
 * kept for the next mail (no handshake and login per mail), each replaced after maxMessages mails.
 * Options already in SMTP_URL's query (`?pool=false`, `?maxConnections=2`) win over these defaults.
 */
function pooledTransportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { pool: "true", maxConnections: String(smtpPool.maxConnections), maxMessages: String(smtpPool.maxMessages) };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Sends a plain-text email over SMTP_URL. Without SMTP_URL (a laptop install) the message is
 * written to the server log instead, so sign-in still works. Answers whether the message went to
 * the SMTP server (false: only logged); a failed send throws the transport's error. The caller
 * records the outcome for the Integration Status card (app/models/integrations.server.ts).
 */
export async function sendMail(message: { to: string; subject: string; text: string; replyTo?: string }): Promise<boolean> {
  if (!env.SMTP_URL) {
    console.log(`[mail] SMTP_URL is not set; not sent. To: ${message.to} | Subject: ${message.subject}\n${message.text}`);
    return false;
  }
  transporter ??= nodemailer.createTransport(pooledTransportUrl(env.SMTP_URL));
  await transporter.sendMail({ from: env.SMTP_FROM ?? "The Roadies <no-reply@localhost>", ...message });
  return true;
}

/** Closes the pool's idle connections (shutdown); the next mail opens a new pool. */
export function closeMailTransport() {
  transporter?.close();
  transporter = null;
}
