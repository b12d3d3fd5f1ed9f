import type Stripe from "stripe";
import { eq } from "drizzle-orm";
import { notifications, users, type EmailPreferences } from "../../db/schema";
import type { Database } from "../../db/client";
import { subscriberHash } from "~/integrations/mailchimp.server";
import * as mailer from "~/integrations/mailer.server";
import * as printify from "~/integrations/printify.server";
import * as stripe from "~/integrations/stripe.server";
import * as stripeBilling from "~/integrations/stripe-billing.server";
import * as stripeMembership from "~/integrations/stripe-membership.server";
import { mailFailures } from "~/utils/metrics.server";
import { integrationHealthReporter, recordIntegrationCall } from "~/models/integration-status.server";
import { isLifetime } from "~/models/membership";
import { enqueueNotification } from "~/notifications/outbox.server";
import { db } from "~/utils/db.server";
import { mailchimpConfig, stripeConfig, type PrintifyConfig, type StripeConfig } from "~/utils/env.server";
import { allowFormActionOrigin } from "~/utils/security.server";
import { unsubscribeHeaders } from "~/utils/unsubscribe.server";

/**
 * The outside services as the app calls them. The modules in app/integrations only talk to their
 * service; here each call's outcome is recorded for the admin's Integration Status card, and what
 * a call means for our own pages (the form-action origins it needs) is applied.
 */

// --- Analytics -------------------------------------------------------------------------------------

export { analyticsEnabled, track } from "~/integrations/analytics.server";

// --- Email (SMTP) ----------------------------------------------------------------------------------

export const mailConfigured = mailer.mailConfigured;

/**
 * Sends a plain-text email (with a Reply-To when given, and List-Unsubscribe when it names the
 * switch it can be unsubscribed from); a send over SMTP (not a laptop install's log line) is recorded.
 */
export async function sendMail({
  unsubscribe,
  ...message
}: {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  unsubscribe?: { userId: string; category: keyof EmailPreferences };
}): Promise<void> {
  let sent: boolean;
  try {
    sent = await mailer.sendMail(
      unsubscribe ? { ...message, headers: unsubscribeHeaders(unsubscribe.userId, unsubscribe.category) } : message,
    );
  } catch (error) {
    mailFailures.inc();
    await recordIntegrationCall("smtp", { ok: false, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  if (sent) await recordIntegrationCall("smtp", { ok: true });
}

// --- Printify ----------------------------------------------------------------------------------------

const printifyOutcome = integrationHealthReporter("printify");

export function printifyRequest<T>(config: PrintifyConfig, path: string, options: printify.PrintifyRequestOptions = {}): Promise<T> {
  return printify.printifyRequest<T>(config, path, { ...options, onOutcome: printifyOutcome });
}

export function listProducts(
  config: PrintifyConfig,
  page: { page?: number; limit?: number } = {},
  options: printify.PrintifyRequestOptions = {},
): Promise<printify.PrintifyProductPage> {
  return printify.listProducts(config, page, { ...options, onOutcome: printifyOutcome });
}

export function createOrder(config: PrintifyConfig, body: printify.PrintifyCreateOrderBody, options: printify.PrintifyRequestOptions = {}) {
  return printify.createOrder(config, body, { ...options, onOutcome: printifyOutcome });
}

// --- Stripe ------------------------------------------------------------------------------------------

export { isStripeError, verifyStripeEvent } from "~/integrations/stripe.server";

// Without JavaScript the checkout and 'Update Payment Method' forms are answered with a 303 to
// Stripe's hosted pages, and browsers apply CSP form-action to a form's redirects too.
if (stripeConfig) {
  allowFormActionOrigin(stripe.STRIPE_CHECKOUT_ORIGIN);
  allowFormActionOrigin(stripeBilling.STRIPE_BILLING_PORTAL_ORIGIN);
}

/** Stripe's client, each request's outcome recorded. */
export function stripeClient(config: StripeConfig, options: { maxNetworkRetries?: number } = {}): Stripe {
  return stripe.stripeClient(config, { ...options, onOutcome: integrationHealthReporter("stripe") });
}

export async function createCheckoutSession(
  config: StripeConfig,
  order: Parameters<typeof stripe.createCheckoutSession>[1],
  client: Stripe = stripeClient(config),
): Promise<{ id: string; url: string }> {
  const session = await stripe.createCheckoutSession(config, order, client);
  // A custom checkout domain: allowed for the next pages rendered.
  allowFormActionOrigin(session.url);
  return session;
}

export function resumableCheckoutUrl(config: StripeConfig, sessionId: string, client: Stripe = stripeClient(config)) {
  return stripe.resumableCheckoutUrl(config, sessionId, client);
}

export async function createMembershipCheckoutSession(
  config: StripeConfig,
  order: Parameters<typeof stripeMembership.createMembershipCheckoutSession>[1],
  client: Stripe = stripeClient(config),
): Promise<{ id: string; url: string }> {
  const session = await stripeMembership.createMembershipCheckoutSession(config, order, client);
  allowFormActionOrigin(session.url);
  return session;
}

export function settlePreviousMembershipSession(
  config: StripeConfig,
  sessionId: string,
  tierId: string,
  client: Stripe = stripeClient(config),
) {
  return stripeMembership.settlePreviousMembershipSession(config, sessionId, tierId, client);
}

export async function createBillingPortalSession(
  config: StripeConfig,
  portal: { customerId: string; returnUrl: string },
  client: Stripe = stripeClient(config),
): Promise<{ url: string }> {
  const session = await stripeBilling.createBillingPortalSession(config, portal, client);
  // A custom portal domain: allowed for the next pages rendered.
  allowFormActionOrigin(session.url);
  return session;
}

export function cancelStripeSubscription(subscriptionId: string, client?: Stripe): Promise<stripeBilling.CancelResult> {
  return stripeBilling.cancelStripeSubscription(subscriptionId, client ?? (stripeConfig ? stripeClient(stripeConfig) : undefined));
}

export function cancelStripeSubscriptions(subscriptionIds: readonly string[]): Promise<string[]> {
  return stripeBilling.cancelStripeSubscriptions(subscriptionIds, stripeConfig ? stripeClient(stripeConfig) : undefined);
}

export function retrieveSubscription(config: StripeConfig, subscriptionId: string, client: Stripe = stripeClient(config)) {
  return stripeBilling.retrieveSubscription(config, subscriptionId, client);
}

export function invoiceFailureMessage(config: StripeConfig | null, invoice: Stripe.Invoice, client?: Stripe): Promise<string | null> {
  return stripeBilling.invoiceFailureMessage(config, invoice, client ?? (config ? stripeClient(config) : undefined));
}

/**
 * Can this member open the customer portal? Stripe configured, a Stripe customer on file (set by
 * their first subscription checkout), not a lifetime member (nothing to pay). The customer id is read
 * from the database when the caller's user object does not carry it.
 */
export async function canManagePayment(user: {
  id: string;
  isLifetimeMember: boolean;
  membershipStatus: string;
  stripeCustomerId?: string | null;
}): Promise<boolean> {
  if (!stripeConfig || isLifetime(user)) return false;
  const customerId = user.stripeCustomerId !== undefined ? user.stripeCustomerId : await stripeCustomerIdOf(user.id);
  return Boolean(customerId);
}

export async function stripeCustomerIdOf(userId: string): Promise<string | null> {
  const [row] = await db.select({ stripeCustomerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.stripeCustomerId ?? null;
}

// --- Mailchimp ---------------------------------------------------------------------------------------
// Mailchimp is only called by the outbox sweep (the 'mailchimp-sync' kind, which records each call's
// outcome); pages and models queue the syncs.

type Executor = Parameters<typeof enqueueNotification>[1];

/**
 * Queues a sync of the member's audience entry (a 'mailchimp-sync' outbox row; the sweep calls
 * Mailchimp and retries while it is down). Call it inside the transaction that changes what the
 * audience shows (newsletter switch, name, membership). Nothing is queued when Mailchimp is not
 * configured. The row holds only the member's id: the sweep reads their current state.
 */
export async function queueMailchimpSync(userId: string, executor?: Executor, now = new Date()) {
  if (!mailchimpConfig) return false;
  return enqueueNotification({ kind: "mailchimp-sync", subjectKey: syncKey(userId, now), userId }, executor);
}

const syncKey = (userId: string, now: Date) => `${userId}:${now.getTime()}`;

/** queueMailchimpSync for many members in one insert (the expiry sweep). Returns how many were queued. */
export async function queueMailchimpSyncs(userIds: string[], executor: Pick<Database, "insert">, now = new Date()): Promise<number> {
  if (!mailchimpConfig || userIds.length === 0) return 0;
  const inserted = await executor
    .insert(notifications)
    .values(userIds.map((userId) => ({ kind: "mailchimp-sync", subjectKey: syncKey(userId, now), userId, payload: {} })))
    .onConflictDoNothing({ target: [notifications.kind, notifications.subjectKey] })
    .returning({ id: notifications.id });
  return inserted.length;
}

/**
 * Queues the unsubscription of a deleted account. The row keeps only the subscriber hash (no
 * address, no user id, so the account's deletion does not cascade it away).
 */
export async function queueMailchimpUnsubscribe(email: string, executor?: Executor, now = new Date()) {
  if (!mailchimpConfig) return false;
  const hash = subscriberHash(email);
  return enqueueNotification(
    { kind: "mailchimp-sync", subjectKey: `deleted:${hash}:${now.getTime()}`, payload: { unsubscribeHash: hash } },
    executor,
  );
}
