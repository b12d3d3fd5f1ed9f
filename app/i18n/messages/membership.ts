import type { AdminRoleResult, MembershipEditResult } from "~/models/admin-members.server";
import type { MemberNotFound } from "~/models/membership.server";
import type { MessageMap } from "~/i18n/message-map";

type Refusal<R> = Extract<R, { ok: false }>;

/** The admin's member page: a change the model refused. */
export const memberAdminMessages: MessageMap<Refusal<MembershipEditResult> | Refusal<AdminRoleResult> | MemberNotFound> = {
  "member-not-found": "Member not found",
  "use-grant-lifetime": "Use Grant lifetime membership to make this member lifetime: it also closes their subscriptions and cancels them at Stripe.",
  "last-admin": "This is the last administrator: grant admin rights to someone else first.",
};
