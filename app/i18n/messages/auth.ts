import type { CodeCheck } from "~/models/login-codes.server";
import type { MessageMap } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** A sign-in code that did not pass (shown beside the code field). */
export const signInCodeMessages: MessageMap<{ reason: Exclude<CodeCheck, "ok"> }> = {
  invalid: () => m.auth_sign_in_wrong_code(),
  "too-many-attempts": () => m.auth_sign_in_too_many_codes(),
  expired: () => m.auth_sign_in_code_expired(),
};

/** The mail server would not take the sign-in code, even after one more try. */
export const CODE_NOT_SENT = () => m.auth_sign_in_code_not_sent();
