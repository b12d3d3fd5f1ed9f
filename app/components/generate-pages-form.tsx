import { useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useBranding } from "~/utils/branding";

/** Where the quick action posts: an action-only route that syncs and redirects back to /admin with a toast. */
export const GENERATE_PAGES_ACTION = "/admin/products/sync";

/**
 * SPEC §2's 'Generate {provider} Product Pages' quick action. Without JavaScript a plain form post
 * (Post/Redirect/Get, the toast comes back with the dashboard); with it a fetcher keeps the page
 * and says 'Generating...' while Printify is read.
 */
export function GeneratePagesForm() {
  const { podProvider } = useBranding();
  const fetcher = useFetcher({ key: "generate-product-pages" });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={GENERATE_PAGES_ACTION}>
      <Button type="submit" variant="secondary" disabled={busy} aria-live="polite">
        {busy ? "Generating..." : `Generate ${podProvider} Product Pages`}
      </Button>
    </fetcher.Form>
  );
}

export interface PrintifyStatusProps {
  /** From getPrintifyStatus(printifyConfig) in the dashboard's loader. */
  status: { connected: boolean; lastSyncedAt: string | null; activeProducts: number };
}

/**
 * The print-on-demand row of the Integration Status card (an <li> for its list): 'Connected' when
 * PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID are set, otherwise 'Not connected' with how to connect.
 */
export function PrintifyStatus({ status }: PrintifyStatusProps) {
  const { podProvider, timeZone } = useBranding();
  const lastSync = status.lastSyncedAt
    ? new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(status.lastSyncedAt))
    : null;
  return (
    <li className="space-y-1" data-testid="printify-status">
      <div className="flex justify-between gap-4">
        <span>{podProvider} print-on-demand API</span>
        {status.connected ? (
          <span className="font-semibold text-green-700 dark:text-green-300">Connected</span>
        ) : (
          <span className="font-semibold text-amber-700 dark:text-amber-300">Not connected</span>
        )}
      </div>
      {status.connected ? null : (
        <p className="text-xs text-gray-600 dark:text-gray-300">
          To connect, set <code>PRINTIFY_API_TOKEN</code> (a personal access token from Printify&apos;s Connections page) and{" "}
          <code>PRINTIFY_SHOP_ID</code> in the server&apos;s environment, then restart.
        </p>
      )}
      <p className="text-xs text-gray-600 dark:text-gray-300">
        {lastSync
          ? `Last synced ${lastSync}; ${status.activeProducts} ${status.activeProducts === 1 ? "product" : "products"} in the shop.`
          : "Not synced yet."}
      </p>
    </li>
  );
}
