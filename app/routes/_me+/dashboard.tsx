import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DelayedRedirect } from "~/components/site/delayed-redirect";
import { getOptionalUser, loginPath } from "~/utils/auth.server";
import { LOGGED_OUT, SETTINGS_LOGIN_DELAY_MS } from "~/utils/messages";
import { titled } from "~/utils/meta";
import { redirectDocumentWithNotice } from "~/utils/toast.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const MOVED_DELAY_MS = 1500;
const MOVED = () => ({ title: m.profile_dashboard_moved_title(), message: m.profile_dashboard_moved() });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (user) {
    await redirectDocumentWithNotice(request, "/profile", MOVED(), "info");
    return json({ signedIn: true, to: "/profile" });
  }
  await redirectDocumentWithNotice(request, loginPath("/profile"), LOGGED_OUT());
  return json({ signedIn: false, to: loginPath("/profile") });
}

export const meta: MetaFunction = (args) => titled(m.profile_dashboard_title())(args);

export default function MovedDashboard() {
  const { signedIn, to } = useLoaderData<typeof loader>();
  return signedIn ? (
    <DelayedRedirect to={to} delayMs={MOVED_DELAY_MS} tone="info" {...MOVED()} />
  ) : (
    <DelayedRedirect to={to} delayMs={SETTINGS_LOGIN_DELAY_MS} {...LOGGED_OUT()} />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
