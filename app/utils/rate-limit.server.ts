import { or, sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimits } from "../../db/schema";
import { db } from "./db.server";
import { env } from "./env.server";
import * as m from "../i18n/paraglide/messages/_index.js";

/**
 * Limits for emailed codes (sign-in, and proving a new email), kept in the database
 * (rate-limiter-flexible's Drizzle store), so every app instance on one PostgreSQL shares them.
 */
const WINDOW_SECONDS = 15 * 60;

function limiter(keyPrefix: string, points: number, duration = WINDOW_SECONDS) {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration,
    clearExpiredByTimeout: false,
  });
}

const emailPoints = env.RATE_LIMIT_EMAIL_POINTS ?? 5;
const ipPoints = env.RATE_LIMIT_IP_POINTS ?? 30;
/**
 * One email's budget is counted per client address, so a stranger who hammers someone's address
 * uses up only their own share; the ceiling across all addresses stops a spread-out attack from
 * mailing (or guessing) without end, and is high enough that locking a member out costs an
 * attacker many addresses.
 */
const emailCeiling = env.RATE_LIMIT_EMAIL_CEILING ?? emailPoints * 4;

/** What is limited: asking for a code, and checking one (twice the budget: typos happen). */
export type CodeAction = "sign-in-request" | "sign-in-check" | "email-change-request" | "email-change-check";

const limiters = Object.fromEntries(
  (["sign-in-request", "sign-in-check", "email-change-request", "email-change-check"] as const).map((action) => {
    const factor = action.endsWith("check") ? 2 : 1;
    return [
      action,
      {
        byIp: limiter(`${action}-ip`, ipPoints * factor),
        byEmailAndIp: limiter(`${action}-email-ip`, emailPoints * factor),
        byEmail: limiter(`${action}-email`, emailCeiling * factor),
      },
    ];
  }),
) as Record<CodeAction, { byIp: RateLimiterDrizzle; byEmailAndIp: RateLimiterDrizzle; byEmail: RateLimiterDrizzle }>;

async function consume(limit: RateLimiterDrizzle, key: string): Promise<number | null> {
  try {
    await limit.consume(key.toLowerCase());
    return null;
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    throw result;
  }
}

/**
 * Counts one attempt against the client address, the (email, address) pair and the email's
 * ceiling; returns the seconds to wait when any of them is used up, else null.
 */
export async function hitCodeLimit(action: CodeAction, { email, ip }: { email: string; ip: string }): Promise<number | null> {
  const set = limiters[action];
  return (await consume(set.byIp, ip)) ?? (await consume(set.byEmailAndIp, `${email}|${ip}`)) ?? (await consume(set.byEmail, email));
}

/**
 * Forgets an address's code-limit counters (the account is deleted). The keys are built above:
 * the limiter's "<prefix>:" then "<email>" or "<email>|<ip>", lower case. Matched whole, so another
 * address that merely contains this one (bob@x.com in jimbob@x.com) keeps its counters.
 */
export async function forgetEmailCounters(email: string, executor: Pick<typeof db, "delete"> = db): Promise<void> {
  const address = email.toLowerCase();
  const keyed = sql`substr(${rateLimits.key}, position(':' in ${rateLimits.key}) + 1)`;
  await executor.delete(rateLimits).where(or(sql`${keyed} = ${address}`, sql`starts_with(${keyed}, ${`${address}|`})`));
}

/** "Too many <what>. Please wait <n> minutes and try again." in the request's language; `what` is the caller's message (a plural noun). */
export function tooManyAttempts(seconds: number, what: string = m.auth_rate_limit_attempts()): string {
  return m.auth_rate_limit_wait({ what, minutes: Math.ceil(seconds / 60) });
}

export { clientAddress } from "./client-address.server";

/** Refresh Slack Invite: each member may have the invite mailed 3 times an hour. */
const slackInviteLimiter = limiter("slack-invite-user", 3, 60 * 60);

/** Counts one Slack invite request for the member; the seconds to wait when the hour's budget is used up, else null. */
export function hitSlackInviteLimit(userId: string): Promise<number | null> {
  return consume(slackInviteLimiter, userId);
}

/**
 * Messages to ticket posters (the exchange's contact form): each member may send 10 an hour, so the
 * form cannot be turned into a way to flood posters' inboxes.
 */
const listingMessageLimiter = limiter("listing-message-user", 10, 60 * 60);

/** Counts one message from the member; the seconds to wait when the hour's budget is used up, else null. */
export function hitListingMessageLimit(userId: string): Promise<number | null> {
  return consume(listingMessageLimiter, userId);
}

/**
 * Away-day ballots: each member may make 5 applications naming a partner an hour, so naming (which
 * mails the named member) cannot be turned into a way to pester members or to sweep Member IDs.
 */
const partnerNamingLimiter = limiter("away-partner-naming-user", 5, 60 * 60);

/** Counts one application naming a partner; the seconds to wait when the hour's budget is used up, else null. */
export function hitPartnerNamingLimit(userId: string): Promise<number | null> {
  return consume(partnerNamingLimiter, userId);
}
