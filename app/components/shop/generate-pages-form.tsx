import { useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useBranding } from "~/utils/branding";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** Where the quick action posts: an action-only route that syncs and redirects back to /admin with a toast. */
const GENERATE_PAGES_ACTION = "/admin/products/sync";

/**
 * The dashboard's 'Generate {provider} Product Pages' quick action. Without JavaScript a plain form post
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
        {busy ? m.shop_admin_generating() : m.shop_admin_generate_pages({ provider: podProvider })}
      </Button>
    </fetcher.Form>
  );
}
