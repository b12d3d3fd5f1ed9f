import {
  cancelEmailChange,
  confirmEmailChange,
  getProfile,
  resendEmailChangeCode,
  updateProfile,
  type EmailChangeRequest,
  type Profile,
  type ProfileFields,
} from "~/models/profile.server";
import { normalizeEmail, type User } from "~/models/users.server";
import type { EmailTaken } from "~/models/profile.server";
import { fail, ok, type Fail, type Ok } from "~/utils/result";
import { branding } from "../utils/branding.server";
import { sendMail } from "~/models/integrations.server";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { clientAddress, hitCodeLimit } from "../utils/rate-limit.server";
import { sessionSecret } from "../utils/secret.server";

/**
 * The profile's email change, shared by the page and the JSON API: rate limits like the sign-in
 * codes, the model write, and the two emails (sent inline: the member is waiting for the code).
 * A refusal carries its reason (the words are in app/i18n/messages/profile.ts), the status to
 * answer and, when it belongs to one field, that field.
 */

export type EmailChangeFailure =
  | EmailTaken
  | Fail<"nothing-pending" | "code-invalid" | "code-too-many-attempts" | "code-expired">
  | Fail<"rate-limited", { seconds: number; what: "email change requests" | "confirmation attempts" }>;

type Refused = EmailChangeFailure & { status: 400 | 409 | 429; field: "email" | "code" | null };

const refused = (failure: EmailChangeFailure, status: Refused["status"], field: Refused["field"] = null): Refused => ({
  ...failure,
  status,
  field,
});

export type SaveResult = Ok<{ profile: Profile; emailChange: EmailChangeRequest | null }> | Refused;

export async function saveProfile(request: Request, user: User, fields: ProfileFields): Promise<SaveResult> {
  const newEmail = normalizeEmail(fields.email);
  if (newEmail !== user.email) {
    const wait = await hitCodeLimit("email-change-request", { email: newEmail, ip: clientAddress(request) });
    if (wait) return refused(fail("rate-limited", { seconds: wait, what: "email change requests" }), 429);
  }
  const saved = await updateProfile(user.id, fields, { secret: sessionSecret });
  if (!saved.ok) return refused(saved, 400, "email");
  if (saved.emailChange) await mailEmailChange(saved.emailChange, { notifyOldAddress: true });
  return saved;
}

export type ResendResult = Ok<{ emailChange: EmailChangeRequest }> | Refused;

export async function resendCode(request: Request, user: User): Promise<ResendResult> {
  const pending = (await getProfile(user.id))?.pendingEmail;
  if (!pending) return refused(fail("nothing-pending"), 400);
  const wait = await hitCodeLimit("email-change-request", { email: pending, ip: clientAddress(request) });
  if (wait) return refused(fail("rate-limited", { seconds: wait, what: "email change requests" }), 429);
  const sent = await resendEmailChangeCode(user.id, { secret: sessionSecret });
  if (!sent.ok) {
    // Taken meanwhile: the stale pending change is dropped, as a confirmation would drop it.
    if (sent.reason === "email-taken") await cancelEmailChange(user.id);
    return refused(sent, 400);
  }
  await mailEmailChange(sent.emailChange, { notifyOldAddress: false });
  return sent;
}

export type ConfirmResult = Ok<{ profile: Profile }> | Refused;

export async function confirmCode(request: Request, user: User, code: string): Promise<ConfirmResult> {
  const pending = (await getProfile(user.id))?.pendingEmail;
  const wait = await hitCodeLimit("email-change-check", { email: pending ?? `user:${user.id}`, ip: clientAddress(request) });
  if (wait) return refused(fail("rate-limited", { seconds: wait, what: "confirmation attempts" }), 429);
  const check = await confirmEmailChange(user.id, code, sessionSecret);
  switch (check) {
    case "ok":
      return ok({ profile: (await getProfile(user.id))! });
    case "invalid":
      return refused(fail("code-invalid"), 400, "code");
    case "too-many-attempts":
      return refused(fail("code-too-many-attempts"), 400, "code");
    case "expired":
      return refused(fail("code-expired"), 400, "code");
    case "taken":
      return refused(fail("email-taken"), 409);
  }
}

async function mailEmailChange(change: EmailChangeRequest, { notifyOldAddress }: { notifyOldAddress: boolean }) {
  const group = branding.groupName;
  await sendMail({
    to: change.to,
    subject: m.mail_email_change_subject({ group, code: change.code }),
    text: m.mail_email_change_text({ group, code: change.code }),
  });
  if (!notifyOldAddress || !change.from) return;
  try {
    await sendMail({
      to: change.from,
      subject: m.mail_email_change_notice_subject({ group }),
      text: m.mail_email_change_notice_text({ group, to: change.to, contact: branding.contactEmail }),
    });
  } catch (error) {
    // The notice is a courtesy; the member waiting for the code must not lose the change over it.
    console.error("Could not send the email change notice:", error);
  }
}
