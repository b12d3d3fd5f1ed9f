import { PrivacyPolicy } from "~/components/site/privacy-policy";
import { titled } from "~/utils/meta";

export const meta = titled("Privacy Policy");

export default function PrivacyRoute() {
  return <PrivacyPolicy />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
