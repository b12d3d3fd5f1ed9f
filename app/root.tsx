import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { PreventFlashOnWrongTheme, Theme, ThemeProvider, useTheme } from "remix-themes/build/theme-provider.js";
import { RequestReference, useNonce } from "./components/site/nonce";
import { NavBar } from "./components/site/nav-bar";
import { PageViews } from "./components/site/page-views";
import { SiteFooter } from "./components/site/site-footer";
import { SiteWorker } from "./components/site/site-worker";
import { Toaster } from "./components/site/toaster";
import { buttonClass } from "./components/ui/button";
import stylesheet from "./tailwind.css";
import { analyticsEnabled } from "./models/integrations.server";
import { getUserRollingSession } from "./utils/auth.server";
import { BRAND_COLOURS, DEFAULT_BRANDING } from "./utils/branding";
import { appIconVersion, appSettings } from "./utils/app-icon.server";
import { branding } from "./utils/branding.server";
import { getCartCount } from "./models/cart-cookie.server";
import type { RootUser } from "./models/users";
import { getThemeFromCookie } from "./utils/theme.server";
import { toThemePreference, type ThemePreference } from "./utils/theme";
import { getToast } from "./utils/toast.server";
import { inlineStylesheet } from "./utils/inline-stylesheet.server";
import { followPageLocale } from "./i18n/locale";
import { localeCookie, localeSettings, offeredLocale } from "./i18n/locale.server";
import * as m from "./i18n/paraglide/messages/_index.js";
import { getLocale } from "./i18n/paraglide/runtime.js";
import { isHttps } from "./utils/env.server";

// The stylesheet is not among the links: <Stylesheet> puts it in the head (inline in production).
export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const groupName = data?.branding.groupName ?? DEFAULT_BRANDING.groupName;
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: notFound ? m.site_error_not_found_title() : m.site_error_title({ groupName }) }];
  }
  return [{ title: groupName }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, setCookie: rolledSession, cartCount }, { toast, headers: toastHeaders }, cookieTheme] = await Promise.all([
    // A member's cart is theirs on every device: its id comes from the user.
    getUserRollingSession(request).then(async (session) => ({
      ...session,
      cartCount: await getCartCount(request, session.user?.id ?? null),
    })),
    getToast(request),
    getThemeFromCookie(request),
  ]);
  const headers = new Headers(toastHeaders ?? undefined);
  if (rolledSession) headers.append("Set-Cookie", rolledSession);
  // A member's saved language wins on every device: a browser that still has another (the member
  // changed it elsewhere, or signed in on a shared one) is sent back to the same page with theirs.
  const saved = offeredLocale(user?.locale);
  // (The toast is left for the page it is sent back to.)
  if (saved && saved !== getLocale() && request.method === "GET") {
    const url = new URL(request.url);
    const back = new Headers({ "Set-Cookie": localeCookie(saved, { secure: isHttps }) });
    if (rolledSession) back.append("Set-Cookie", rolledSession);
    throw redirect(`${url.pathname}${url.search}`, { headers: back });
  }
  // A signed-in member's saved theme wins on every device.
  const theme = user ? toThemePreference(user.themePreference) : cookieTheme;
  return json(
    {
      user: user
        ? ({
            id: user.id,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            profileImageUrl: user.profileImageUrl,
            isAdmin: user.isAdmin,
            membershipStatus: user.membershipStatus,
            createdAt: user.createdAt.toISOString(),
          } satisfies RootUser)
        : null,
      branding,
      app: { shortName: appSettings.shortName, themeColour: appSettings.themeColour, iconVersion: appIconVersion() },
      locale: getLocale(),
      locales: localeSettings.locales,
      theme,
      toast,
      cartCount,
      analytics: analyticsEnabled,
    },
    { headers },
  );
}

function specifiedTheme(preference: ThemePreference): Theme | null {
  return preference === "system" ? null : preference === "dark" ? Theme.DARK : Theme.LIGHT;
}

const INLINE_CSS_ID = "app-css";

/**
 * The CSS inline in the head, so the first paint does not wait for another request
 * (docs/decisions/005-javascript-budget.md). The server reads the built file; in the browser the .server module is empty, so
 * hydration keeps the text the server sent. Where the server could not inline it (dev), a link.
 */
function Stylesheet() {
  const css =
    typeof document === "undefined" ? inlineStylesheet(stylesheet) : (document.getElementById(INLINE_CSS_ID)?.textContent ?? null);
  return css === null ? (
    <link rel="stylesheet" href={stylesheet} />
  ) : (
    <style id={INLINE_CSS_ID} dangerouslySetInnerHTML={{ __html: css }} />
  );
}

type AppHead = { shortName: string; themeColour: string; iconVersion: string };

/**
 * What makes the site installable as a home-screen app on every page: the manifest (its icons and
 * colours), the icon and title iOS uses, and the browser bar's colour. From the root's data, so a
 * page whose loader failed still has them with the defaults.
 */
function AppHeadTags({ app }: { app: AppHead | undefined }) {
  const title = app?.shortName ?? DEFAULT_BRANDING.groupName;
  const version = app ? `?v=${app.iconVersion}` : "";
  return (
    <>
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="apple-touch-icon" href={`/app-icon/apple-touch-icon.png${version}`} />
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-status-bar-style" content="default" />
      <meta name="apple-mobile-web-app-title" content={title} />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={app?.themeColour ?? BRAND_COLOURS.main} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={BRAND_COLOURS.dark} />
    </>
  );
}

function Document({
  children,
  theme,
  locale,
  app,
}: {
  children: ReactNode;
  theme: ThemePreference;
  locale: string;
  app?: AppHead | undefined;
}) {
  const nonce = useNonce();
  const [resolved, , { definedBy }] = useTheme();
  const followsSystem = definedBy === "SYSTEM";
  const className = [resolved ?? "", followsSystem ? "system" : ""].filter(Boolean).join(" ");
  return (
    <html lang={locale} className={className} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Stylesheet />
        <PreventFlashOnWrongTheme ssrTheme={theme !== "system"} nonce={nonce} />
        <Links />
        <AppHeadTags app={app} />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const theme = data?.theme ?? "light";
  // Without the root's data (its loader failed), the language the request was rendered in.
  const locale = data?.locale ?? getLocale();
  followPageLocale(locale);
  return (
    <ThemeProvider specifiedTheme={specifiedTheme(theme)} themeAction="/action/set-theme">
      <Document theme={theme} locale={locale} app={data?.app}>
        {children}
      </Document>
    </ThemeProvider>
  );
}

export default function App() {
  const { user, cartCount, toast, analytics, locale, locales } = useLoaderData<typeof loader>();
  return (
    <>
      {analytics ? <PageViews /> : null}
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        {m.site_skip_to_content()}
      </a>
      <NavBar user={user} cartCount={cartCount} />
      <SiteWorker />
      <Toaster toast={toast} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        <Outlet />
        <RequestReference />
      </main>
      <SiteFooter user={user} locale={locale} locales={locales} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
        <ErrorMessage error={error} />
        <RequestReference />
        <p className="mt-8 flex gap-3">
          <Link to="/" className={buttonClass("primary")}>
            {m.site_error_back_home()}
          </Link>
        </p>
      </main>
    </>
  );
}

export function ErrorMessage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div>
        <p className="text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-2 text-3xl font-bold">{m.site_error_not_found_heading()}</h1>
        <p className="mt-4 text-gray-600 dark:text-gray-400">{m.site_error_not_found_body()}</p>
      </div>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div role="alert">
      <p className="text-sm font-semibold text-red-600">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{m.site_error_heading()}</h1>
      <p className="mt-4 text-gray-600 dark:text-gray-400">{status === 403 ? m.site_error_forbidden() : m.site_error_body()}</p>
    </div>
  );
}
