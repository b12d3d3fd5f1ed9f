import type { ReactNode } from "react";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import type { Branding } from "~/utils/branding";

/**
 * The legal pages (privacy-policy.tsx, terms-of-use.tsx): their frame (heading, "last updated",
 * contents, "In short") is in the catalogues; their text is the group's own, one per language
 * (`*.de.tsx` beside the English), chosen by the page's language, English for any other.
 */
export type LegalText = {
  /** The paragraph under the heading. */
  intro: (branding: Branding) => ReactNode;
  body: (branding: Branding) => ReactNode;
};

/** A section of the privacy policy: its anchor, its heading (numbered and listed in the contents), its text. */
export interface PolicySection {
  id: string;
  title: string;
  body: (branding: Branding) => ReactNode;
}

/** The privacy policy in one language: the paragraph under the heading and the sections. */
export type PolicyText = { intro: (branding: Branding) => ReactNode; sections: PolicySection[] };

const sectionClass = "space-y-3";
export const headingClass = "text-xl font-semibold text-gray-900 dark:text-gray-100";
export const listClass = "list-disc space-y-1 pl-6";
export const linkClass =
  "font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700 dark:text-brand-100 dark:hover:text-white";

/** A legal page's frame: its heading, when it last changed, the paragraph under it, then the rest. */
export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-gray-700 dark:text-gray-300">
      <header className="mb-8 border-b border-gray-200 pb-6 dark:border-gray-700">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 dark:text-white">{title}</h1>
        <LastUpdated />
        {intro}
      </header>
      {children}
    </article>
  );
}

/** A section of the terms: its heading is also its anchor's label. */
export function LegalSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The group's contact address as a mail link. */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}

/** When the legal pages' text last changed (both pages): a month, told in the page's language. */
const UPDATED = { year: 2018, month: 7 };

/** "Last updated July 2018" / "Zuletzt aktualisiert: Juli 2018" under a legal page's heading. */
function LastUpdated() {
  const month = new Intl.DateTimeFormat(getLocale(), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(UPDATED.year, UPDATED.month - 1, 1),
  );
  return (
    <p className="mt-2 text-sm text-gray-500 dark:text-gray-400">
      {m.site_legal_last_updated()} <time dateTime={`${UPDATED.year}-${String(UPDATED.month).padStart(2, "0")}`}>{month}</time>
    </p>
  );
}

/** The box that sums a section up: "In short: …". */
export function InShort({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border-l-4 border-brand-500 bg-brand-50 px-4 py-2 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-200">
      <strong className="font-semibold">{m.site_legal_in_short()}</strong> {children}
    </p>
  );
}
