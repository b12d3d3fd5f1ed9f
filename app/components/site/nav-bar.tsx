import { Link, NavLink, useLocation } from "@remix-run/react";
import { Avatar } from "../ui/avatar";
import { ThemeSwitch } from "./theme-switch";
import { useBranding } from "~/utils/branding";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { fullName } from "~/models/membership";
import type { RootUser } from "~/models/users";

const NAV_ITEMS = [
  { to: "/", label: m.site_nav_home, end: true },
  { to: "/events", label: m.site_nav_events },
  { to: "/shop", label: m.site_nav_shop },
  { to: "/volunteer", label: m.site_nav_volunteer },
  { to: "/tickets", label: m.site_nav_tickets },
];

function navItems(user: RootUser | null) {
  return user?.isAdmin ? [...NAV_ITEMS, { to: "/admin", label: m.site_nav_admin }] : NAV_ITEMS;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-gray-800 dark:text-white"
      : "text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
  }`;

function CartLink({ count }: { count: number }) {
  return (
    <Link
      to="/shop/cart"
      aria-label={m.site_nav_cart({ count })}
      className="relative inline-flex items-center rounded-md px-2 py-2 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 3h2l.4 2M7 13h10l4-8H5.4M7 13L5.4 5M7 13l-2.3 2.3c-.6.6-.2 1.7.7 1.7H17m0 0a2 2 0 100 4 2 2 0 000-4zm-8 2a2 2 0 11-4 0 2 2 0 014 0z" />
      </svg>
      <span data-testid="cart-count" className="ml-1 rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
        {count}
      </span>
    </Link>
  );
}

function Account({ user }: { user: RootUser | null }) {
  if (!user) {
    return (
      <a href="/api/login" className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        {m.site_nav_login()}
      </a>
    );
  }
  // On a phone the bar has room for the avatar alone; "Profile" stays the link's name.
  return (
    <div className="flex items-center gap-2">
      <span className="hidden text-sm font-medium text-gray-800 md:inline dark:text-gray-100">{fullName(user)}</span>
      <Link
        to="/profile"
        className="inline-flex items-center gap-2 rounded-md border border-gray-300 p-1 text-sm font-medium hover:bg-gray-50 md:px-2 dark:border-gray-600 dark:hover:bg-gray-800"
      >
        <Avatar user={user} />
        <span className="sr-only md:not-sr-only">{m.site_nav_profile()}</span>
      </Link>
    </div>
  );
}

export function NavBar({ user, cartCount }: { user: RootUser | null; cartCount: number }) {
  const { groupName } = useBranding();
  const items = navItems(user);
  const location = useLocation();
  return (
    <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <nav aria-label={m.site_nav_main()} className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 md:gap-4">
        <Link to="/" className="min-w-0 truncate text-base font-bold sm:text-lg text-brand-700 dark:text-brand-100">
          {groupName}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={linkClass} prefetch="intent">
                {item.label()}
              </NavLink>
            </li>
          ))}
        </ul>
        {/* The cart and Login (or the avatar) stay in the bar at every width; the rest folds into Menu on a phone. */}
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <div className="hidden md:block">
            <ThemeSwitch />
          </div>
          <CartLink count={cartCount} />
          <Account user={user} />
          <MobileMenu key={location.pathname} items={items} />
        </div>
      </nav>
    </header>
  );
}

/** Opens and closes without JavaScript (details/summary); keyed by path so a client-side navigation closes it. */
function MobileMenu({ items }: { items: ReturnType<typeof navItems> }) {
  return (
    <details className="group relative md:hidden">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md border border-gray-300 px-2.5 py-2 text-sm font-medium dark:border-gray-600 [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        {m.site_nav_menu()}
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-gray-200 bg-white p-3 shadow-lg dark:border-gray-700 dark:bg-gray-900">
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={(state) => `block ${linkClass(state)}`}>
                {item.label()}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-gray-200 pt-3 dark:border-gray-700">
          <ThemeSwitch />
        </div>
      </div>
    </details>
  );
}
