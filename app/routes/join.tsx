import { MembershipLanding } from "~/components/join/membership-tiers";
import { titled } from "~/utils/meta";

export const meta = titled("Join", "Membership tiers and what members get.");

export default function JoinRoute() {
  return <MembershipLanding />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
