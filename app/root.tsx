import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
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
import { DEFAULT_BRANDING } from "./utils/branding";
import { branding } from "./utils/branding.server";
import { getCartCount } from "./models/cart-cookie.server";
import type { RootUser } from "./models/users";
import { getThemeFromCookie } from "./utils/theme.server";
import { toThemePreference, type ThemePreference } from "./utils/theme";
import { getToast } from "./utils/toast.server";
import { inlineStylesheet } from "./utils/inline-stylesheet.server";

// The stylesheet is not among the links: <Stylesheet> puts it in the head (inline in production).
export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const groupName = data?.branding.groupName ?? DEFAULT_BRANDING.groupName;
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: notFound ? "404 Page Not Found" : `Something went wrong | ${groupName}` }];
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

function Document({ children, theme }: { children: ReactNode; theme: ThemePreference }) {
  const nonce = useNonce();
  const [resolved, , { definedBy }] = useTheme();
  const followsSystem = definedBy === "SYSTEM";
  const className = [resolved ?? "", followsSystem ? "system" : ""].filter(Boolean).join(" ");
  return (
    <html lang="en" className={className} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Stylesheet />
        <PreventFlashOnWrongTheme ssrTheme={theme !== "system"} nonce={nonce} />
        <Links />
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
  return (
    <ThemeProvider specifiedTheme={specifiedTheme(theme)} themeAction="/action/set-theme">
      <Document theme={theme}>{children}</Document>
    </ThemeProvider>
  );
}

export default function App() {
  const { user, cartCount, toast, analytics } = useLoaderData<typeof loader>();
  return (
    <>
      {analytics ? <PageViews /> : null}
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <NavBar user={user} cartCount={cartCount} />
      <SiteWorker />
      <Toaster toast={toast} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        <Outlet />
        <RequestReference />
      </main>
      <SiteFooter user={user} />
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
            Back to the home page
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
        <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
        <p className="mt-4 text-gray-600 dark:text-gray-400">
          We couldn&apos;t find that page. It may have moved, or the link may be mistyped.
        </p>
      </div>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div role="alert">
      <p className="text-sm font-semibold text-red-600">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-gray-600 dark:text-gray-400">
        {status === 403
          ? "You don't have permission to see this page."
          : "Sorry, we couldn't show this page right now. Please try again in a moment."}
      </p>
    </div>
  );
}
