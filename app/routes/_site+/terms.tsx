import { TermsOfUse } from "~/components/site/terms-of-use";
import { titled } from "~/utils/meta";

export const meta = titled("Terms of Use");

export default function TermsRoute() {
  return <TermsOfUse />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
