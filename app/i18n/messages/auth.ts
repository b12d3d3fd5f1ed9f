import type { CodeCheck } from "~/models/login-codes.server";
import type { MessageMap } from "~/i18n/message-map";

/** A sign-in code that did not pass (shown beside the code field). */
export const signInCodeMessages: MessageMap<{ reason: Exclude<CodeCheck, "ok"> }> = {
  invalid: "That code is not right. Check the email and try again.",
  "too-many-attempts": "Too many wrong codes. Request a new code.",
  expired: "That code has expired or was already used. Request a new code.",
};

/** The mail server would not take the sign-in code, even after one more try. */
export const CODE_NOT_SENT = "We could not send your sign-in code just now. Please try again in a minute.";
