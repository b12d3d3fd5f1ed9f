import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DelayedRedirect, refreshMeta } from "~/components/delayed-redirect";
import { getOptionalUser, loginPath } from "~/utils/auth.server";
import { LOGGED_OUT, SETTINGS_LOGIN_DELAY_MS } from "~/utils/messages";
import { titleFor } from "~/utils/meta";

const MOVED_DELAY_MS = 1500;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  return json(user ? { signedIn: true, to: "/profile" } : { signedIn: false, to: loginPath("/profile") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, "Dashboard"),
  ...(data ? [refreshMeta(data.to, data.signedIn ? MOVED_DELAY_MS : SETTINGS_LOGIN_DELAY_MS)] : []),
];

export default function MovedDashboard() {
  const { signedIn, to } = useLoaderData<typeof loader>();
  return signedIn ? (
    <DelayedRedirect
      to={to}
      delayMs={MOVED_DELAY_MS}
      tone="info"
      title="Dashboard Moved"
      message="The dashboard now lives on your profile page. Taking you there…"
    />
  ) : (
    <DelayedRedirect to={to} delayMs={SETTINGS_LOGIN_DELAY_MS} {...LOGGED_OUT} />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
