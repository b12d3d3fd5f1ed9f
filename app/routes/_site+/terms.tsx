import { TermsOfUse } from "~/components/legal/terms-of-use";
import { titled } from "~/utils/meta";

export const meta = titled("Terms of Use");

export default function TermsRoute() {
  return <TermsOfUse />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
