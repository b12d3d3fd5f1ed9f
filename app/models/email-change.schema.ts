import * as z from "zod";

const EMAIL_CODE_MESSAGE = "Enter the 6-digit code from the email";

/** The code that proves a new email address; shared by the profile page and the JSON API. */
export const EmailCodeSchema = z.object({
  code: z
    .string({ error: EMAIL_CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, EMAIL_CODE_MESSAGE),
});
