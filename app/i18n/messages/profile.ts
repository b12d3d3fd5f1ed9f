import type { DeletionFailure } from "~/models/account-deletion.server";
import type { EmailChangeFailure } from "~/models/email-change.server";
import type { MessageMap } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { LAST_ADMIN_MESSAGE } from "~/utils/messages";
import { tooManyAttempts } from "~/utils/rate-limit.server";

/** What the email change's limits count, as the plural noun in "Too many …". */
const RATE_LIMITED: Record<Extract<EmailChangeFailure, { reason: "rate-limited" }>["what"], () => string> = {
  "email change requests": m.profile_rate_email_changes,
  "confirmation attempts": m.profile_rate_confirmations,
};

/** A refused change of the profile's email (the page and the API answer the same words). */
export const emailChangeMessages: MessageMap<EmailChangeFailure> = {
  "email-taken": () => m.profile_email_taken(),
  "nothing-pending": () => m.profile_email_nothing_pending(),
  "code-invalid": () => m.profile_email_code_wrong(),
  "code-too-many-attempts": () => m.profile_email_code_too_many(),
  "code-expired": () => m.profile_email_code_expired(),
  "rate-limited": ({ seconds, what }) => tooManyAttempts(seconds, RATE_LIMITED[what]()),
};

/** A refused account deletion (Privacy Settings). */
export const deletionMessages: MessageMap<DeletionFailure> = {
  // Not shown today: the page signs the member out whether or not the account was still there.
  "member-not-found": () => m.profile_deletion_member_not_found(),
  "last-admin": () => LAST_ADMIN_MESSAGE(),
};
