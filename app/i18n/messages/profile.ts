import type { DeletionFailure } from "~/models/account-deletion.server";
import type { EmailChangeFailure } from "~/models/email-change.server";
import type { MessageMap } from "~/i18n/message-map";
import { LAST_ADMIN_MESSAGE } from "~/utils/messages";
import { tooManyAttempts } from "~/utils/rate-limit.server";

/** A refused change of the profile's email (the page and the API answer the same words). */
export const emailChangeMessages: MessageMap<EmailChangeFailure> = {
  "email-taken": "That email is already used by another member.",
  "nothing-pending": "There is no email change waiting for a code.",
  "code-invalid": "That code is not right. Check the email and try again.",
  "code-too-many-attempts": "Too many wrong codes. Request a new code.",
  "code-expired": "That code has expired or was already used. Request a new code.",
  "rate-limited": ({ seconds, what }) => tooManyAttempts(seconds, what),
};

/** A refused account deletion (Privacy Settings). */
export const deletionMessages: MessageMap<DeletionFailure> = {
  // Not shown today: the page signs the member out whether or not the account was still there.
  "member-not-found": "Your account has already been deleted.",
  "last-admin": LAST_ADMIN_MESSAGE,
};
