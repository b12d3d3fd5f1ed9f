import { Link } from "@remix-run/react";
import { useBranding } from "~/utils/branding";
import { formatMonthYear } from "~/utils/dates";
import { fullName, membershipStatusLabel } from "~/models/membership";
import type { RootUser } from "~/models/users";

const linkClass = "text-sm text-gray-600 hover:text-brand-700 dark:text-gray-400 dark:hover:text-white";

const QUICK_LINKS = [
  { to: "/events", label: "Events" },
  { to: "/shop", label: "Shop" },
  { to: "/volunteer", label: "Volunteer" },
  { to: "/ticket-exchange", label: "Ticket Exchange" },
  { to: "/tickets", label: "Buy & Sell Tickets" },
  { to: "/away", label: "Away Days" },
];

/** The signed-in member's own pages, otherwise reachable only from the profile. */
const MEMBER_LINKS = [
  { to: "/order-tracking", label: "Order Tracking" },
  { to: "/volunteer-shifts", label: "My Volunteer Shifts" },
  { to: "/email-settings", label: "Email Preferences" },
  { to: "/privacy-settings", label: "Privacy Settings" },
];

function FooterHeading({ children }: { children: string }) {
  return <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-900 dark:text-white">{children}</h2>;
}

export function SiteFooter({ user }: { user: RootUser | null }) {
  const { groupName, clubName, contactCity, contactEmail, timeZone } = useBranding();
  const mailto = (subject: string) => `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-950">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-brand-700 dark:text-brand-100">
            {groupName}
          </h2>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
            An independent supporters group of {clubName}, based in {contactCity}.
          </p>
          {user ? (
            <div className="mt-4 space-y-1 text-sm" data-testid="footer-member">
              <p className="font-medium text-gray-900 dark:text-white">{fullName(user)}</p>
              <p className="text-gray-600 dark:text-gray-400">{membershipStatusLabel(user.membershipStatus)}</p>
              <p className="text-gray-600 dark:text-gray-400">Member since {formatMonthYear(user.createdAt, timeZone)}</p>
              <p className="flex gap-3 pt-1">
                <Link to="/profile" className={linkClass}>
                  Manage Profile
                </Link>
                <a href="/api/logout" className={linkClass}>
                  Sign Out
                </a>
              </p>
              <nav aria-label="Your account" className="pt-2">
                <LinkList links={MEMBER_LINKS} className="space-y-1" />
              </nav>
            </div>
          ) : null}
        </section>
        <section>
          <FooterHeading>Quick Links</FooterHeading>
          <LinkList links={QUICK_LINKS} className="mt-3 space-y-2" />
        </section>
        <section>
          <FooterHeading>Member Resources</FooterHeading>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/join" className={linkClass}>
                Membership Info
              </Link>
            </li>
            <li>
              <Link to="/volunteer" className={linkClass}>
                Volunteer Opportunities
              </Link>
            </li>
            <li>
              <a href={mailto("Board Meeting Minutes request")} className={linkClass}>
                Board Meeting Minutes <span className="text-xs">(by email)</span>
              </a>
            </li>
            <li>
              <a href={mailto("Financial Reports request")} className={linkClass}>
                Financial Reports <span className="text-xs">(by email)</span>
              </a>
            </li>
          </ul>
        </section>
        <section>
          <FooterHeading>Contact</FooterHeading>
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
          <p>
            {groupName} is an independent, volunteer-run non-profit supporters group, not affiliated with {clubName}.
          </p>
          <p className="flex gap-4">
            <Link to="/privacy-policy" className="hover:underline">
              Privacy Policy
            </Link>
            <Link to="/terms-conditions" className="hover:underline">
              Terms of Use
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

function LinkList({ links, className }: { links: readonly { to: string; label: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
