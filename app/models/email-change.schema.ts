import * as z from "zod";
import * as m from "../i18n/paraglide/messages/_index.js";

/** Written when a code is refused, in that request's language. */
const EMAIL_CODE_MESSAGE = () => m.profile_email_code_invalid();

/** The code that proves a new email address; shared by the profile page and the JSON API. */
export const EmailCodeSchema = z.object({
  code: z
    .string({ error: EMAIL_CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, { error: EMAIL_CODE_MESSAGE }),
});
