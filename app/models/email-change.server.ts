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
import { EmailTakenError, normalizeEmail, type User } from "~/models/users.server";
import { branding } from "../utils/branding.server";
import { sendMail } from "~/models/integrations.server";
import { clientAddress, hitCodeLimit, tooManyAttempts } from "../utils/rate-limit.server";
import { sessionSecret } from "../utils/secret.server";

/**
 * The profile's email change, shared by the page and the JSON API: rate limits like the sign-in
 * codes, the model write, and the two emails (sent inline: the member is waiting for the code).
 */

export type SaveResult =
  | { ok: true; profile: Profile; emailChange: EmailChangeRequest | null }
  | { ok: false; status: 400 | 429; field: "email" | null; message: string };

export async function saveProfile(request: Request, user: User, fields: ProfileFields): Promise<SaveResult> {
  const newEmail = normalizeEmail(fields.email);
  if (newEmail !== user.email) {
    const wait = await hitCodeLimit("email-change-request", { email: newEmail, ip: clientAddress(request) });
    if (wait) return { ok: false, status: 429, field: null, message: tooManyAttempts(wait, "email change requests") };
  }
  try {
    const { profile, emailChange } = await updateProfile(user.id, fields, { secret: sessionSecret });
    if (emailChange) await mailEmailChange(emailChange, { notifyOldAddress: true });
    return { ok: true, profile, emailChange };
  } catch (error) {
    if (error instanceof EmailTakenError) return { ok: false, status: 400, field: "email", message: error.message };
    throw error;
  }
}

export type ResendResult =
  | { ok: true; emailChange: EmailChangeRequest }
  | { ok: false; status: 400 | 429; message: string };

export async function resendCode(request: Request, user: User): Promise<ResendResult> {
  const pending = (await getProfile(user.id))?.pendingEmail;
  if (!pending) return { ok: false, status: 400, message: NOTHING_PENDING };
  const wait = await hitCodeLimit("email-change-request", { email: pending, ip: clientAddress(request) });
  if (wait) return { ok: false, status: 429, message: tooManyAttempts(wait, "email change requests") };
  try {
    const emailChange = await resendEmailChangeCode(user.id, { secret: sessionSecret });
    if (!emailChange) return { ok: false, status: 400, message: NOTHING_PENDING };
    await mailEmailChange(emailChange, { notifyOldAddress: false });
    return { ok: true, emailChange };
  } catch (error) {
    if (error instanceof EmailTakenError) {
      await cancelEmailChange(user.id);
      return { ok: false, status: 400, message: error.message };
    }
    throw error;
  }
}

const NOTHING_PENDING = "There is no email change waiting for a code.";

export type ConfirmResult =
  | { ok: true; profile: Profile }
  | { ok: false; status: 400 | 409 | 429; message: string };

export async function confirmCode(request: Request, user: User, code: string): Promise<ConfirmResult> {
  const pending = (await getProfile(user.id))?.pendingEmail;
  const wait = await hitCodeLimit("email-change-check", { email: pending ?? `user:${user.id}`, ip: clientAddress(request) });
  if (wait) return { ok: false, status: 429, message: tooManyAttempts(wait, "confirmation attempts") };
  const check = await confirmEmailChange(user.id, code, sessionSecret);
  switch (check) {
    case "ok":
      return { ok: true, profile: (await getProfile(user.id))! };
    case "invalid":
      return { ok: false, status: 400, message: "That code is not right. Check the email and try again." };
    case "too-many-attempts":
      return { ok: false, status: 400, message: "Too many wrong codes. Request a new code." };
    case "expired":
      return { ok: false, status: 400, message: "That code has expired or was already used. Request a new code." };
    case "taken":
      return { ok: false, status: 409, message: new EmailTakenError().message };
  }
}

async function mailEmailChange(change: EmailChangeRequest, { notifyOldAddress }: { notifyOldAddress: boolean }) {
  const group = branding.groupName;
  await sendMail({
    to: change.to,
    subject: `Confirm your new ${group} email: ${change.code}`,
    text: [
      `Someone asked to use this address for a ${group} account.`,
      "",
      `Your confirmation code is ${change.code}`,
      "",
      "Enter it on your profile page. It works once, for 10 minutes.",
      "If you did not ask for this, ignore this email:",
      "the address is not used without the code.",
      "",
      group,
    ].join("\n"),
  });
  if (!notifyOldAddress || !change.from) return;
  try {
    await sendMail({
      to: change.from,
      subject: `${group}: a change of your email was requested`,
      text: [
        `A change of the email of your ${group} account was requested, to:`,
        change.to,
        "",
        "Your email stays this address until the new one is confirmed",
        "with the code we sent there.",
        "",
        "If it wasn't you, sign in, cancel the change on your profile,",
        `and tell us at ${branding.contactEmail}.`,
        "",
        group,
      ].join("\n"),
    });
  } catch (error) {
    // The notice is a courtesy; the member waiting for the code must not lose the change over it.
    console.error("Could not send the email change notice:", error);
  }
}
