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

const BrandingEnv = z.object({
  GROUP_NAME: z.string().trim().min(1).default(DEFAULT_BRANDING.groupName),
  CLUB_NAME: z.string().trim().min(1).default(DEFAULT_BRANDING.clubName),
  CONTACT_CITY: z.string().trim().min(1).default(DEFAULT_BRANDING.contactCity),
  CONTACT_EMAIL: z.email().default(DEFAULT_BRANDING.contactEmail),
  TIME_ZONE: timeZone.default(DEFAULT_BRANDING.timeZone),
  POD_PROVIDER: z.string().trim().min(1).default(DEFAULT_BRANDING.podProvider),
});

export function brandingFromEnv(env: NodeJS.ProcessEnv = process.env): Branding {
  const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);
  const parsed = BrandingEnv.parse({
    GROUP_NAME: blankToUndefined(env.GROUP_NAME),
    CLUB_NAME: blankToUndefined(env.CLUB_NAME),
    CONTACT_CITY: blankToUndefined(env.CONTACT_CITY),
    CONTACT_EMAIL: blankToUndefined(env.CONTACT_EMAIL),
    TIME_ZONE: blankToUndefined(env.TIME_ZONE),
    POD_PROVIDER: blankToUndefined(env.POD_PROVIDER),
  });
  return {
    groupName: parsed.GROUP_NAME,
    clubName: parsed.CLUB_NAME,
    contactCity: parsed.CONTACT_CITY,
    contactEmail: parsed.CONTACT_EMAIL,
    timeZone: parsed.TIME_ZONE,
    podProvider: parsed.POD_PROVIDER,
  };
}

export const branding: Branding = brandingFromEnv();
