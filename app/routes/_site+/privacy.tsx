import { PrivacyPolicy } from "~/components/legal/privacy-policy";
import { titled } from "~/utils/meta";

export const meta = titled("Privacy Policy");

export default function PrivacyRoute() {
  return <PrivacyPolicy />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
