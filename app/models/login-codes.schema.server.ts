import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";
import * as m from "~/i18n/paraglide/messages/_index.js";

/*
 * The sign-in forms are checked on the server only: the page answers a mistake with the message
 * next to the field (a 400, with or without JavaScript), and zod stays out of the sign-in page's
 * browser bundle (the 120 KB budget of docs/decisions/005-javascript-budget.md).
 */

const RequestCodeSchema = z.object({
  intent: z.literal("request-code"),
  email: z.email({ error: () => m.auth_sign_in_email_invalid() }).max(320),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  returnTo: z.string().optional(),
});

const VerifyCodeSchema = z.object({
  intent: z.literal("verify-code"),
  email: z.email({ error: () => m.auth_sign_in_email_invalid() }).max(320),
  code: z
    .string({ error: () => m.auth_sign_in_code_invalid() })
    .trim()
    .regex(/^\d{6}$/, { error: () => m.auth_sign_in_code_invalid() }),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  returnTo: z.string().optional(),
});

/** The conform submissions of the two sign-in forms (the page renders their replies). */
export const parseRequestCode = (formData: FormData) => parseWithZod(formData, { schema: RequestCodeSchema });
export const parseVerifyCode = (formData: FormData) => parseWithZod(formData, { schema: VerifyCodeSchema });
