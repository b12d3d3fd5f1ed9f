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
export async function sendMail(message: {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe), written as given. */
  headers?: Record<string, string>;
}): Promise<boolean> {
  if (!env.SMTP_URL) {
    console.log(`[mail] SMTP_URL is not set; not sent. To: ${message.to} | Subject: ${message.subject}\n${message.text}`);
    return false;
  }
  const mail = { from: env.SMTP_FROM ?? "The Roadies <no-reply@localhost>", ...message };
  try {
    await pool(env.SMTP_URL).sendMail(mail);
  } catch (error) {
    if (!worthOneMoreTry(error)) throw error;
    // The pool has dropped the connection that failed; this try opens a new one.
    await pool(env.SMTP_URL).sendMail(mail);
  }
  return true;
}

function pool(smtpUrl: string): Transporter {
  transporter ??= nodemailer.createTransport(pooledTransportUrl(smtpUrl));
  return transporter;
}

/**
 * A failure another try can mend: a 4xx reply, which SMTP defines as transient (RFC 5321 §4.2.1),
 * such as the "421 closing connection" a server sends down a pooled connection it has timed out
 * while the next mail was already on its way; or a connection that broke. A 5xx (an address the
 * server refuses) is final and is not tried again.
 */
function worthOneMoreTry(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === "number") return responseCode >= 400 && responseCode < 500;
  return code === "ECONNECTION" || code === "ESOCKET" || code === "ETIMEDOUT" || code === "EPROTOCOL";
}

/** Closes the pool's idle connections (shutdown); the next mail opens a new pool. */
export function closeMailTransport() {
  transporter?.close();
  transporter = null;
}
