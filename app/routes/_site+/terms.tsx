import { TermsOfUse } from "~/components/site/terms-of-use";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { titled } from "~/utils/meta";

export const meta = titled(m.site_terms_title);

export default function TermsRoute() {
  return <TermsOfUse />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
