import * as z from "zod";
import { DEFAULT_BRANDING, type Branding } from "./branding";

const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, "TIME_ZONE must be an IANA time zone such as Europe/London");

/**
 * Prices are kept in cents (numeric(10,2)) and sent to Stripe as cents, so the currency must be one
 * with two decimals: a zero-decimal currency (jpy, krw) would be charged a hundred times over.
 */
const currency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, "SHOP_CURRENCY is a three-letter ISO code such as usd")
  .transform((code) => code.toLowerCase())
  .refine(
    (code) => Intl.supportedValuesOf("currency").includes(code.toUpperCase()),
    "SHOP_CURRENCY is not a currency this server knows (ISO 4217, such as usd, eur or gbp)",
  )
  .refine(
    (code) => new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits === 2,
    "SHOP_CURRENCY must be a currency with two decimals (such as usd, eur or gbp): prices are kept and charged in cents",
  );

const BrandingEnv = z.object({
  GROUP_NAME: z.string().trim().min(1).default(DEFAULT_BRANDING.groupName),
  CLUB_NAME: z.string().trim().min(1).default(DEFAULT_BRANDING.clubName),
  CONTACT_CITY: z.string().trim().min(1).default(DEFAULT_BRANDING.contactCity),
  CONTACT_EMAIL: z.email().default(DEFAULT_BRANDING.contactEmail),
  TIME_ZONE: timeZone.default(DEFAULT_BRANDING.timeZone),
  POD_PROVIDER: z.string().trim().min(1).default(DEFAULT_BRANDING.podProvider),
  SHOP_CURRENCY: currency.default(DEFAULT_BRANDING.currency),
});

export function brandingFromEnv(env: Record<string, string | undefined> = process.env): Branding {
  const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);
  const parsed = BrandingEnv.parse({
    GROUP_NAME: blankToUndefined(env.GROUP_NAME),
    CLUB_NAME: blankToUndefined(env.CLUB_NAME),
    CONTACT_CITY: blankToUndefined(env.CONTACT_CITY),
    CONTACT_EMAIL: blankToUndefined(env.CONTACT_EMAIL),
    TIME_ZONE: blankToUndefined(env.TIME_ZONE),
    POD_PROVIDER: blankToUndefined(env.POD_PROVIDER),
    SHOP_CURRENCY: blankToUndefined(env.SHOP_CURRENCY),
  });
  return {
    groupName: parsed.GROUP_NAME,
    clubName: parsed.CLUB_NAME,
    contactCity: parsed.CONTACT_CITY,
    contactEmail: parsed.CONTACT_EMAIL,
    timeZone: parsed.TIME_ZONE,
    podProvider: parsed.POD_PROVIDER,
    currency: parsed.SHOP_CURRENCY,
  };
}

export const branding: Branding = brandingFromEnv();
