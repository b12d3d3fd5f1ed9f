import * as z from "zod";
import { CHECKOUT_COUNTRY_CODES } from "./checkout";
import { idSchema, text, type Label } from "../utils/validation";
import * as m from "../i18n/paraglide/messages/_index.js";

/** The checkout form's fields (server only: zod stays out of the page's bundle). */
const CHECKOUT_FIELDS = [
  "name",
  "email",
  "firstName",
  "lastName",
  "address1",
  "address2",
  "city",
  "region",
  "zip",
  "country",
  "phone",
  "pickupEventId",
] as const;
type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Partial<Record<CheckoutField, string>>;
export type CheckoutErrors = Partial<Record<CheckoutField | "form", string>>;

export const EMAIL_MESSAGE = () => m.shop_checkout_email_invalid();
export const PICKUP_MESSAGE = () => m.shop_checkout_pickup_required();
const COUNTRY_MESSAGE = () => m.shop_checkout_choose_country();

const required = (label: () => string, max: number) =>
  text(label, max).min(1, { error: () => m.common_field_required({ label: label() }) });
const optional = (label: Label, max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), text(label, max).nullable().optional());

const contact = z.object({
  name: required(m.shop_checkout_field_name, 200),
  email: z
    .string({ error: () => m.common_field_required({ label: m.shop_checkout_field_email() }) })
    .trim()
    .min(1, { error: () => m.common_field_required({ label: m.shop_checkout_field_email() }) })
    .max(320, { error: () => m.common_field_too_long({ label: m.shop_checkout_field_email(), max: 320 }) })
    .pipe(z.email({ error: EMAIL_MESSAGE })),
});

const shipping = z.object({
  firstName: required(m.shop_checkout_field_first_name, 100),
  lastName: required(m.shop_checkout_field_last_name, 100),
  address1: required(m.shop_checkout_field_address, 200),
  address2: optional(m.shop_checkout_field_address2, 200),
  city: required(m.shop_checkout_field_city, 100),
  region: required(m.shop_checkout_field_region, 100),
  zip: required(m.shop_checkout_field_zip, 20),
  country: z.enum(CHECKOUT_COUNTRY_CODES, { error: COUNTRY_MESSAGE }),
  phone: optional(m.shop_checkout_field_phone, 30).refine((value) => value == null || /^[+0-9 ()./-]{5,30}$/.test(value), {
    error: () => m.shop_checkout_phone_invalid(),
  }),
});

export type CheckoutInput = z.infer<typeof contact> & {
  shipping: z.infer<typeof shipping> | null;
  pickupEventId: number | null;
};

/** What the customer typed, as strings (at most 400 characters each), to put back in the form. */
export function typedValues(form: Record<string, FormDataEntryValue>): CheckoutValues {
  const values: CheckoutValues = {};
  for (const field of CHECKOUT_FIELDS) {
    const value = form[field];
    if (typeof value === "string") values[field] = value.slice(0, 400);
  }
  return values;
}

function collect(errors: CheckoutErrors, issues: readonly z.core.$ZodIssue[]) {
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !errors[field as CheckoutField]) errors[field as CheckoutField] = issue.message;
  }
}

/**
 * Reads the checkout form. The address is asked (and checked) only when a print-on-demand line is in
 * the cart, the pickup event only with an event-pickup line; every other field a form may carry
 * (a price, a total) is ignored: prices come from the database.
 */
export function readCheckoutForm(
  form: Record<string, FormDataEntryValue>,
  { needsShipping, needsPickup }: { needsShipping: boolean; needsPickup: boolean },
): { ok: true; data: CheckoutInput } | { ok: false; errors: CheckoutErrors } {
  const errors: CheckoutErrors = {};
  const parsedContact = contact.safeParse(form);
  if (!parsedContact.success) collect(errors, parsedContact.error.issues);
  const parsedShipping = needsShipping ? shipping.safeParse(form) : null;
  if (parsedShipping && !parsedShipping.success) collect(errors, parsedShipping.error.issues);
  let pickupEventId: number | null = null;
  if (needsPickup) {
    const parsed = idSchema.safeParse(form.pickupEventId);
    if (parsed.success) pickupEventId = parsed.data;
    else errors.pickupEventId = PICKUP_MESSAGE();
  }
  if (!parsedContact.success || (parsedShipping && !parsedShipping.success) || errors.pickupEventId) return { ok: false, errors };
  return {
    ok: true,
    data: { ...parsedContact.data, shipping: parsedShipping?.success ? parsedShipping.data : null, pickupEventId },
  };
}
