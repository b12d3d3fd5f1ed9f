import { PrivacyPolicy } from "~/components/site/privacy-policy";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { titled } from "~/utils/meta";

export const meta = titled(m.site_privacy_title);

export default function PrivacyRoute() {
  return <PrivacyPolicy />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
