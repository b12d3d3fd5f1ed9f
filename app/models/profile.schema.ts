import * as z from "zod";
import { httpUrl, nulMessage } from "../utils/validation";

export const PROFILE_REQUIRED_MESSAGE = "Please fill in all required fields.";

const required = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: `${label} is required` })
      .refine((value) => !value.includes("\u0000"), { error: nulMessage(label), abort: true })
      .min(1, `${label} is required`)
      .max(100, `${label} is too long`),
  );

/**
 * Profile fields: names and email non-blank; the image URL optional — omitted, null or
 * '' clears it, anything else must be an http(s) URL.
 */
export const ProfileSchema = z.object({
  firstName: required("First name"),
  lastName: required("Last name"),
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string({ error: "Email is required" }).min(1, "Email is required").pipe(z.email("Enter a valid email address").max(320)),
  ),
  profileImageUrl: z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value),
    httpUrl("Profile image URL").nullable(),
  ),
});

const trimmed = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: `${label} is required` })
      .refine((value) => !value.includes("\u0000"), { error: nulMessage(label), abort: true })
      .min(1, `${label} is required`)
      .max(max, `${label} is too long`),
  );

/** A household member: name, email and relationship all required, trimmed; the email valid. */
export const FamilyMemberSchema = z.object({
  name: trimmed("Full name", 200),
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string({ error: "Email is required" }).min(1, "Email is required").pipe(z.email("Enter a valid email address").max(320)),
  ),
  relationship: trimmed("Relationship", 50),
});
export type FamilyMemberInput = z.infer<typeof FamilyMemberSchema>;
