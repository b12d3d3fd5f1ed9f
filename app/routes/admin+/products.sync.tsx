import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { describeSyncCounts, runCatalogSync } from "~/models/catalog-sync.server";
import { GENERATE_FAILED, GENERATE_SUCCEEDED } from "~/models/catalog-sync";
import { requireAdmin } from "~/utils/auth.server";
import { printifyConfig } from "~/utils/env.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The dashboard's 'Generate {provider} Product Pages' quick action posts here (a plain form post
 * without JavaScript, a fetcher with it): sync, then back to /admin with the outcome as a toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const result = await runCatalogSync(printifyConfig);
  if (!result.ok) return redirectWithToast("/admin", { type: "error", title: GENERATE_FAILED(), description: result.detail });
  return redirectWithToast("/admin", { type: "success", title: GENERATE_SUCCEEDED(), description: describeSyncCounts(result.counts) });
}

/** Nothing to show here: the button lives on the dashboard. */
export function loader() {
  return redirect("/admin");
}
