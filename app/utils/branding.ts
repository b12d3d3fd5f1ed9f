import { useRouteLoaderData } from "@remix-run/react";

/**
 * Everything that makes this deployment "The Roadies" rather than another club's group.
 * Values come from the environment on the server (branding.server.ts) and reach the browser
 * through the root loader, so server and client always format with the same settings.
 */
export interface Branding {
  /** The supporters group, e.g. "The Roadies". */
  groupName: string;
  /** The professional club the group supports. */
  clubName: string;
  /** Shown in the footer and used on the legal pages. */
  contactCity: string;
  contactEmail: string;
  /** IANA time zone every date on the site is shown in. */
  timeZone: string;
  /** Name of the print-on-demand provider, e.g. "Printify". */
  podProvider: string;
  /** ISO currency of every price, lower case as Stripe wants it (SHOP_CURRENCY): "usd", "eur", "gbp". */
  currency: string;
}

export const DEFAULT_BRANDING: Branding = {
  groupName: "The Roadies",
  clubName: "Riverside FC",
  contactCity: "Riverside, California",
  contactEmail: "hello@theroadies.org",
  timeZone: "America/Los_Angeles",
  podProvider: "Printify",
  currency: "usd",
};

export function useBranding(): Branding {
  const data = useRouteLoaderData<{ branding: Branding }>("root");
  return data?.branding ?? DEFAULT_BRANDING;
}

/** The group's colours (the site's `brand` palette in tailwind.config.ts), for what is drawn outside CSS: the share cards. */
export const BRAND_COLOURS = { main: "#155bb5", dark: "#0c2a52", light: "#d9eaff" } as const;
