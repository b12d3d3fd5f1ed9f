import { createHash } from "node:crypto";
import type { MailchimpConfig } from "~/utils/env.server";

/**
 * Mailchimp's Marketing API (v3.0), called with fetch as documented: HTTP basic auth with any user
 * name and the API key as the password; an audience member is addressed by its subscriber hash,
 * the MD5 of the lower-cased email address. Errors come back as
 * { type, title, status, detail, instance } (application/problem+json), thrown as MailchimpError;
 * the caller records the outcome for the Integration Status card.
 */

/** The MD5 of the lower-cased address: Mailchimp's id of a list member. */
export function subscriberHash(email: string): string {
  return createHash("md5").update(email.trim().toLowerCase()).digest("hex");
}

/** The tag that marks current members in the audience (added or set inactive on each sync). */
const MEMBER_TAG = "Member";

class MailchimpError extends Error {
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
    throw new MailchimpError(0, message);
  }
  if (response.ok || (notFoundIsOk && response.status === 404)) {
    await response.text().catch(() => "");
    return response.status;
  }
  const problem = (await response.json().catch(() => null)) as { title?: string; detail?: string } | null;
  const message = `Mailchimp ${method} ${path.split("/members/")[0]}/members/… answered ${response.status}${
    problem?.title ? ` ${problem.title}` : ""
  }${problem?.detail ? `: ${problem.detail}` : ""}`;
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
  await call(
    config,
    "PATCH",
    `/lists/${encodeURIComponent(config.listId)}/members/${hash}`,
    { status: "unsubscribed" },
    { notFoundIsOk: true },
  );
}
