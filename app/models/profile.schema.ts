import * as z from "zod";
import * as m from "../i18n/paraglide/messages/_index.js";
import { httpUrl, nulMessage, type Label } from "../utils/validation";

/** The notice over the profile form when a required field is blank (a function: the request's language). */
export const PROFILE_REQUIRED_MESSAGE = () => m.profile_form_required_notice();

/** The field labels, as message functions: the schemas are built once, the messages per request. */
export const PROFILE_LABELS = {
  firstName: m.profile_form_first_name,
  lastName: m.profile_form_last_name,
  email: m.profile_form_email,
} as const;

const labelText = (label: Label) => (typeof label === "function" ? label() : label);
/** "First name is required": what the profile form looks for to show its notice. */
export const requiredMessage = (label: Label) => m.common_field_required({ label: labelText(label) });

const required = (label: Label, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: () => requiredMessage(label) })
      .refine((value) => !value.includes("\u0000"), { error: () => nulMessage(label), abort: true })
      .min(1, { error: () => requiredMessage(label) })
      .max(max, { error: () => m.profile_field_too_long({ label: labelText(label) }) }),
  );

const email = (label: Label) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: () => requiredMessage(label) })
      .min(1, { error: () => requiredMessage(label) })
      .pipe(z.email({ error: () => m.profile_email_invalid() }).max(320)),
  );

/**
 * Profile fields: names and email non-blank; the image URL optional — omitted, null or
 * '' clears it, anything else must be an http(s) URL.
 */
export const ProfileSchema = z.object({
  firstName: required(PROFILE_LABELS.firstName, 100),
  lastName: required(PROFILE_LABELS.lastName, 100),
  email: email(PROFILE_LABELS.email),
  profileImageUrl: z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value),
    httpUrl(m.profile_form_image_url).nullable(),
  ),
});

/** A household member: name, email and relationship all required, trimmed; the email valid. */
export const FamilyMemberSchema = z.object({
  name: required(m.profile_family_name, 200),
  email: email(m.profile_form_email),
  relationship: required(m.profile_family_relationship, 50),
});
export type FamilyMemberInput = z.infer<typeof FamilyMemberSchema>;
