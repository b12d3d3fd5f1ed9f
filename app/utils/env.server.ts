import * as z from "zod";
import { branding } from "./branding.server";

const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

const BACKUP_EVERY_HOURS = "BACKUP_EVERY_HOURS is a whole number of hours, 1 to 8760, or 0 for no scheduled backups";
const BACKUP_KEEP = "BACKUP_KEEP is how many backup files to keep, a whole number from 1 to 10000";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: z.url().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  NOTIFY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100).optional(),
  SMTP_MAX_MESSAGES: z.coerce.number().int().min(1).max(100_000).optional(),
  ADMIN_EMAILS: z.string().optional(),
  RATE_LIMIT_IP_POINTS: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_EMAIL_POINTS: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_EMAIL_CEILING: z.coerce.number().int().positive().optional(),
  VOLUNTEER_CANCEL_CUTOFF_HOURS: z.coerce.number().min(0).max(8760).optional(),
  TICKET_MAX_PRICE: z.coerce.number().min(0).max(99_999_999.99).optional(),
  TICKET_MAX_ACTIVE_LISTINGS: z.coerce.number().int().min(1).max(10_000).optional(),
  PRINTIFY_API_TOKEN: z.string().optional(),
  PRINTIFY_SHOP_ID: z.string().regex(/^\d+$/, "PRINTIFY_SHOP_ID is the number in the shop's URL").optional(),
  PRINTIFY_API_URL: z.url().optional(),
  PRINTIFY_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  MAILCHIMP_API_KEY: z
    .string()
    .regex(/^[0-9a-f]+-[a-z]+[0-9]+$/i, "MAILCHIMP_API_KEY ends with the data centre, e.g. 0123abcd-us21")
    .optional(),
  MAILCHIMP_LIST_ID: z
    .string()
    .regex(/^[A-Za-z0-9]+$/, "MAILCHIMP_LIST_ID is the audience id, e.g. a1b2c3d4e5")
    .optional(),
  MAILCHIMP_API_URL: z.url().optional(),
  SLACK_INVITE_URL: z.url().optional(),
  FAMILY_MAX: z.coerce.number().int().min(0).max(50).optional(),
  MEETING_NOTICE_DAYS: z.coerce
    .number()
    .int("MEETING_NOTICE_DAYS is a whole number of days, 0 to 365")
    .min(0, "MEETING_NOTICE_DAYS is a whole number of days, 0 to 365")
    .max(365, "MEETING_NOTICE_DAYS is a whole number of days, 0 to 365")
    .optional(),
  MEETING_HOUSEHOLD_VOTES: z.enum(["0", "1"], { message: "MEETING_HOUSEHOLD_VOTES is 0 or 1" }).optional(),
  SEASON_START_MONTH: z.coerce
    .number()
    .int()
    .min(1, "SEASON_START_MONTH is a month, 1 to 12")
    .max(12, "SEASON_START_MONTH is a month, 1 to 12")
    .optional(),
  CHECK_IN_OPENS_HOURS: z.coerce
    .number()
    .min(0, "CHECK_IN_OPENS_HOURS is a number of hours, 0 to 2400")
    .max(2400, "CHECK_IN_OPENS_HOURS is a number of hours, 0 to 2400")
    .optional(),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN is at least 16 characters (a long random string)").optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ error: BACKUP_EVERY_HOURS })
    .int(BACKUP_EVERY_HOURS)
    .min(0, BACKUP_EVERY_HOURS)
    .max(8760, BACKUP_EVERY_HOURS)
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, "VAPID_PUBLIC_KEY is the base64url public key from `npx web-push generate-vapid-keys`")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}={0,2}$/, "VAPID_PRIVATE_KEY is the base64url private key from `npx web-push generate-vapid-keys`")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT is a mailto: address or an https: URL the push services can reach the group by")
    .optional(),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.enum(["0", "1"]).optional(),
  BACKUP_KEEP: z.coerce.number({ error: BACKUP_KEEP }).int(BACKUP_KEEP).min(1, BACKUP_KEEP).max(10_000, BACKUP_KEEP).optional(),
});

const parsed = EnvSchema.refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
  message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (one pair for every instance) or neither",
}).parse(Object.fromEntries(Object.keys(EnvSchema.shape).map((key) => [key, blank(process.env[key])])));

/** The site's own origin, e.g. http://localhost:3000: used for redirects, cookies and same-origin checks. */
const appUrl = new URL(parsed.APP_URL ?? `http://localhost:${parsed.PORT}`);
export const appOrigin = appUrl.origin;
export const isHttps = appUrl.protocol === "https:";
export const env = parsed;

/** How many hours before a volunteer shift a member can no longer cancel online (default 24). */
export const volunteerCancelCutoffHours = parsed.VOLUNTEER_CANCEL_CUTOFF_HOURS ?? 24;

export const oidcConfig =
  parsed.OIDC_ISSUER && parsed.OIDC_CLIENT_ID
    ? {
        issuer: parsed.OIDC_ISSUER,
        clientId: parsed.OIDC_CLIENT_ID,
        clientSecret: parsed.OIDC_CLIENT_SECRET ?? null,
        redirectUri: new URL("/api/callback", appOrigin).toString(),
      }
    : null;

/** Emails made admins at sign-in (ADMIN_EMAILS, comma-separated, case-insensitive). */
export const adminEmails = new Set(
  (parsed.ADMIN_EMAILS ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean),
);

/** Seconds between two sweeps of the notifications outbox (app/notifications); 0 turns it off. */
export const notifySweepSeconds = parsed.NOTIFY_SWEEP_SECONDS ?? 60;

/**
 * The SMTP connection pool: how many connections one instance keeps open to SMTP_URL's server
 * (SMTP_MAX_CONNECTIONS, default 5; also how many mails a sweep sends at once) and how many mails
 * one connection carries before it is replaced (SMTP_MAX_MESSAGES, default 100).
 */
export const smtpPool = { maxConnections: parsed.SMTP_MAX_CONNECTIONS ?? 5, maxMessages: parsed.SMTP_MAX_MESSAGES ?? 100 };

/** The exchange's price cap per ticket for every sale listing (TICKET_MAX_PRICE; unset = no cap). */
export const ticketMaxPrice = parsed.TICKET_MAX_PRICE ?? null;
/** How many open listings one member may have at once (TICKET_MAX_ACTIVE_LISTINGS, default 10). */
export const ticketMaxActiveListings = parsed.TICKET_MAX_ACTIVE_LISTINGS ?? 10;

/**
 * Printify's REST API (https://developers.printify.com): a personal access token and the shop's id.
 * Null when either is missing: the admin sees "Not connected", the shop serves what was synced.
 */
export const printifyConfig =
  parsed.PRINTIFY_API_TOKEN && parsed.PRINTIFY_SHOP_ID
    ? {
        token: parsed.PRINTIFY_API_TOKEN,
        shopId: parsed.PRINTIFY_SHOP_ID,
        apiUrl: (parsed.PRINTIFY_API_URL ?? "https://api.printify.com").replace(/\/$/, ""),
        webhookSecret: parsed.PRINTIFY_WEBHOOK_SECRET ?? null,
      }
    : null;
export type PrintifyConfig = NonNullable<typeof printifyConfig>;

/**
 * Stripe Checkout. Null without STRIPE_SECRET_KEY: orders are then placed as "pay at pickup / on
 * invoice" and stay pending until an admin marks them paid.
 */
export const stripeConfig = parsed.STRIPE_SECRET_KEY
  ? { secretKey: parsed.STRIPE_SECRET_KEY, webhookSecret: parsed.STRIPE_WEBHOOK_SECRET ?? null }
  : null;
export type StripeConfig = NonNullable<typeof stripeConfig>;

/** The shop's currency, lower case as Stripe wants it (SHOP_CURRENCY, default usd; checked with the branding). */
export const shopCurrency = branding.currency;

/**
 * Mailchimp's Marketing API: the key ends with its data centre (…-us21), which names the API host.
 * Null unless both the key and the audience (list) id are set: nothing is synced then.
 */
export const mailchimpConfig =
  parsed.MAILCHIMP_API_KEY && parsed.MAILCHIMP_LIST_ID
    ? {
        apiKey: parsed.MAILCHIMP_API_KEY,
        listId: parsed.MAILCHIMP_LIST_ID,
        apiUrl: (parsed.MAILCHIMP_API_URL ?? `https://${parsed.MAILCHIMP_API_KEY.split("-").pop()}.api.mailchimp.com/3.0`).replace(
          /\/$/,
          "",
        ),
      }
    : null;
export type MailchimpConfig = NonNullable<typeof mailchimpConfig>;

/** The group's Slack invite link until an admin sets one in the admin area (SLACK_INVITE_URL). */
export const defaultSlackInviteUrl = parsed.SLACK_INVITE_URL ?? null;

/** How many household members a member may add (FAMILY_MAX, default 5). */
export const familyMax = parsed.FAMILY_MAX ?? 5;

/** The month a season of matches starts in, on its 1st (SEASON_START_MONTH, default July): the profile's 'Matches attended this season'. */
export const seasonStartMonth = parsed.SEASON_START_MONTH ?? 7;

/** A general meeting's notice: it cannot be opened less than this many days before it starts (MEETING_NOTICE_DAYS, default 14). */
export const meetingNoticeDays = parsed.MEETING_NOTICE_DAYS ?? 14;
/** Whether household members (FAMILY_MAX's accounts) vote at general meetings: a new meeting's default (MEETING_HOUSEHOLD_VOTES=1). */
export const meetingHouseholdVotes = parsed.MEETING_HOUSEHOLD_VOTES === "1";

/** How many hours before an event's kickoff its door opens for check-in (CHECK_IN_OPENS_HOURS, default 3); it closes at the end of the event's day. */
export const checkInOpensHours = parsed.CHECK_IN_OPENS_HOURS ?? 3;

/**
 * Scheduled backups (app/models/backup-schedule.server.ts): one every BACKUP_EVERY_HOURS (default
 * 24; 0 turns the schedule off, `npm run backup` still works), and the newest BACKUP_KEEP files
 * (default 14) kept in the backup directory.
 */
export const backupSchedule = { everyHours: parsed.BACKUP_EVERY_HOURS ?? 24, keep: parsed.BACKUP_KEEP ?? 14 };

/**
 * Web Push (app/integrations/web-push.server.ts). The VAPID key pair signs every alert; from
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or, when neither is set, generated once and kept in the
 * database (models/push.server.ts), so a laptop needs no set-up and every instance of one database
 * signs with the same pair. The subject tells the push services whom to contact (VAPID_SUBJECT,
 * default a mailto: of the group's contact address). PUSH_ALLOW_PRIVATE_ENDPOINTS=1 (tests only)
 * lets a subscription's endpoint be a loopback http address.
 */
export const pushConfig = {
  keys:
    parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY
      ? { publicKey: parsed.VAPID_PUBLIC_KEY, privateKey: parsed.VAPID_PRIVATE_KEY }
      : null,
  subject: parsed.VAPID_SUBJECT ?? `mailto:${branding.contactEmail}`,
  allowPrivateEndpoints: parsed.PUSH_ALLOW_PRIVATE_ENDPOINTS === "1",
};
