import { Link } from "@remix-run/react";
import { useBranding } from "~/utils/branding";
import { formatMonthYear } from "~/utils/dates";
import { fullName, membershipStatusLabel } from "~/models/membership";
import type { RootUser } from "~/models/users";
import * as m from "~/i18n/paraglide/messages/_index.js";
import type { Locale } from "~/i18n/paraglide/runtime.js";
import { LanguageSwitch } from "./language-switch";

const linkClass = "text-sm text-gray-600 hover:text-brand-700 dark:text-gray-400 dark:hover:text-white";

const QUICK_LINKS = [
  { to: "/events", label: m.site_nav_events },
  { to: "/shop", label: m.site_nav_shop },
  { to: "/volunteer", label: m.site_nav_volunteer },
  { to: "/ticket-exchange", label: m.site_nav_tickets },
  { to: "/tickets", label: m.site_footer_buy_sell_tickets },
  { to: "/away", label: m.site_footer_away_days },
  { to: "/news", label: m.news_title },
  { to: "/meetings", label: m.meetings_title },
];

/** The signed-in member's own pages, otherwise reachable only from the profile. */
const MEMBER_LINKS = [
  { to: "/order-tracking", label: m.site_footer_order_tracking },
  { to: "/volunteer-shifts", label: m.site_footer_my_shifts },
  { to: "/email-settings", label: m.site_footer_email_preferences },
  { to: "/privacy-settings", label: m.site_footer_privacy_settings },
];

function FooterHeading({ children }: { children: string }) {
  return <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-900 dark:text-white">{children}</h2>;
}

export function SiteFooter({ user, locale, locales }: { user: RootUser | null; locale: Locale; locales: readonly Locale[] }) {
  const { groupName, clubName, contactCity, contactEmail, timeZone } = useBranding();
  const mailto = (subject: string) => `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-950">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-brand-700 dark:text-brand-100">
            {groupName}
          </h2>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{m.site_footer_about({ clubName, contactCity })}</p>
          {user ? (
            <div className="mt-4 space-y-1 text-sm" data-testid="footer-member">
              <p className="font-medium text-gray-900 dark:text-white">{fullName(user)}</p>
              <p className="text-gray-600 dark:text-gray-400">{membershipStatusLabel(user.membershipStatus)}</p>
              <p className="text-gray-600 dark:text-gray-400">
                {m.site_footer_member_since({ date: formatMonthYear(user.createdAt, timeZone) })}
              </p>
              <p className="flex gap-3 pt-1">
                <Link to="/profile" className={linkClass}>
                  {m.site_footer_manage_profile()}
                </Link>
                <a href="/api/logout" className={linkClass}>
                  {m.site_footer_sign_out()}
                </a>
              </p>
              <nav aria-label={m.site_footer_your_account()} className="pt-2">
                <LinkList links={MEMBER_LINKS} className="space-y-1" />
              </nav>
            </div>
          ) : null}
        </section>
        <section>
          <FooterHeading>{m.site_footer_quick_links()}</FooterHeading>
          <LinkList links={QUICK_LINKS} className="mt-3 space-y-2" />
        </section>
        <section>
          <FooterHeading>{m.site_footer_member_resources()}</FooterHeading>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/join" className={linkClass}>
                {m.site_footer_membership_info()}
              </Link>
            </li>
            <li>
              <Link to="/volunteer" className={linkClass}>
                {m.site_footer_volunteer_opportunities()}
              </Link>
            </li>
            <li>
              <a href={mailto(m.site_footer_minutes_subject())} className={linkClass}>
                {m.site_footer_minutes()} <span className="text-xs">{m.site_footer_by_email()}</span>
              </a>
            </li>
            <li>
              <a href={mailto(m.site_footer_reports_subject())} className={linkClass}>
                {m.site_footer_reports()} <span className="text-xs">{m.site_footer_by_email()}</span>
              </a>
            </li>
          </ul>
        </section>
        <section>
          <FooterHeading>{m.site_footer_contact()}</FooterHeading>
          <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">{contactCity}</p>
          <p className="mt-1 text-sm">
            <a href={`mailto:${contactEmail}`} className={linkClass}>
              {contactEmail}
            </a>
          </p>
        </section>
      </div>
      <div className="border-t border-gray-200 dark:border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-gray-600 sm:flex-row sm:items-center sm:justify-between dark:text-gray-400">
          <p>{m.site_footer_disclaimer({ groupName, clubName })}</p>
          <LanguageSwitch locales={locales} current={locale} />
          <p className="flex gap-4">
            <Link to="/privacy-policy" className="hover:underline">
              {m.site_footer_privacy_policy()}
            </Link>
            <Link to="/terms-conditions" className="hover:underline">
              {m.site_footer_terms()}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

function LinkList({ links, className }: { links: readonly { to: string; label: () => string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label()}
          </Link>
        </li>
      ))}
    </ul>
  );
}
