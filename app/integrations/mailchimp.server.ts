import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { DEFAULT_EMAIL_PREFERENCES, notifications, users } from "../../db/schema";
import type { Database } from "../../db/client";
import { recordIntegrationCall } from "~/models/integration-status.server";
import type { KindDefinition } from "~/notifications/kinds.server";
import { enqueueNotification } from "~/notifications/outbox.server";
import { mailchimpConfig, type MailchimpConfig } from "~/utils/env.server";
import { isMember } from "~/models/membership";

/**
 * Mailchimp's Marketing API (v3.0), called with fetch as documented: HTTP basic auth with any user
 * name and the API key as the password; an audience member is addressed by its subscriber hash,
 * the MD5 of the lower-cased email address. Errors come back as
 * { type, title, status, detail, instance } (application/problem+json).
 */

/** The MD5 of the lower-cased address: Mailchimp's id of a list member. */
export function subscriberHash(email: string): string {
  return createHash("md5").update(email.trim().toLowerCase()).digest("hex");
}

/** The tag that marks current members in the audience (added or set inactive on each sync). */
export const MEMBER_TAG = "Member";

export class MailchimpError extends Error {
  /** 4xx other than 429: retrying the same request will not help; the sweep gives up at once. */
  readonly permanent: boolean;
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "MailchimpError";
    this.permanent = status >= 400 && status < 500 && status !== 429;
  }
}

export type MemberSync = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  subscribed: boolean;
  /** An active or lifetime member of the group (the 'Member' tag). */
  isMember: boolean;
};

function authorization(config: MailchimpConfig) {
  return `Basic ${Buffer.from(`roadies:${config.apiKey}`).toString("base64")}`;
}

async function call(config: MailchimpConfig, method: "PUT" | "PATCH" | "POST", path: string, body: unknown, { notFoundIsOk = false } = {}) {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      method,
      headers: { Authorization: authorization(config), "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const message = `Mailchimp could not be reached: ${error instanceof Error ? error.message : String(error)}`;
    await recordIntegrationCall("mailchimp", { ok: false, error: message });
    throw new MailchimpError(0, message);
  }
  if (response.ok || (notFoundIsOk && response.status === 404)) {
    await response.text().catch(() => "");
    await recordIntegrationCall("mailchimp", { ok: true });
    return response.status;
  }
  const problem = (await response.json().catch(() => null)) as { title?: string; detail?: string } | null;
  const message = `Mailchimp ${method} ${path.split("/members/")[0]}/members/… answered ${response.status}${
    problem?.title ? ` ${problem.title}` : ""
  }${problem?.detail ? `: ${problem.detail}` : ""}`;
  await recordIntegrationCall("mailchimp", { ok: false, error: message });
  throw new MailchimpError(response.status, message);
}

/**
 * Adds or updates the member in the audience (PUT /lists/{list_id}/members/{subscriber_hash}:
 * status follows the newsletter switch, status_if_new the same for a first sync), then sets the
 * 'Member' tag active or inactive (POST …/members/{subscriber_hash}/tags).
 */
export async function syncMember(config: MailchimpConfig, member: MemberSync): Promise<void> {
  const status = member.subscribed ? "subscribed" : "unsubscribed";
  const path = `/lists/${encodeURIComponent(config.listId)}/members/${subscriberHash(member.email)}`;
  await call(config, "PUT", path, {
    email_address: member.email,
    status_if_new: status,
    status,
    merge_fields: { FNAME: member.firstName ?? "", LNAME: member.lastName ?? "" },
  });
  await call(config, "POST", `${path}/tags`, { tags: [{ name: MEMBER_TAG, status: member.isMember ? "active" : "inactive" }] });
}

/**
 * Unsubscribes an address known only by its subscriber hash (a deleted account):
 * PATCH /lists/{list_id}/members/{subscriber_hash} { status: 'unsubscribed' }. A 404 (never in the
 * audience, or already removed there) is the wanted end state.
 */
export async function unsubscribeByHash(config: MailchimpConfig, hash: string): Promise<void> {
  await call(config, "PATCH", `/lists/${encodeURIComponent(config.listId)}/members/${hash}`, { status: "unsubscribed" }, { notFoundIsOk: true });
}

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
  return enqueueNotification({ kind: "mailchimp-sync", subjectKey: `deleted:${hash}:${now.getTime()}`, payload: { unsubscribeHash: hash } }, executor);
}

/** The outbox kind: instead of a mail, the call to make (read at send time, so the newest state is sent). */
export const mailchimpNotificationKinds = {
  "mailchimp-sync": {
    async render(row: { userId: string | null; payload: Record<string, unknown> }, db: Database) {
      const config = mailchimpConfig;
      if (!config) return { skip: "Mailchimp is not configured" };
      const hash = row.payload.unsubscribeHash;
      if (typeof hash === "string" && /^[0-9a-f]{32}$/.test(hash)) {
        return { call: () => unsubscribeByHash(config, hash) };
      }
      if (!row.userId) return { skip: "no member" };
      const [member] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, emailPreferences: users.emailPreferences, membershipStatus: users.membershipStatus })
        .from(users)
        .where(eq(users.id, row.userId));
      if (!member) return { skip: "the member no longer exists" };
      if (!member.email) return { skip: "no email address" };
      const sync: MemberSync = {
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
        subscribed: member.emailPreferences?.newsletterUpdates ?? DEFAULT_EMAIL_PREFERENCES.newsletterUpdates,
        isMember: isMember(member.membershipStatus),
      };
      return { call: () => syncMember(config, sync) };
    },
  },
} satisfies Record<string, KindDefinition>;
