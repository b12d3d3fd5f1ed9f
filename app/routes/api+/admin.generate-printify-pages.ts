import { json, type ActionFunctionArgs } from "@remix-run/node";
import { runCatalogSync } from "~/models/catalog-sync.server";
import { GENERATE_FAILED, GENERATE_SUCCEEDED } from "~/models/catalog-sync";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/auth.server";
import { printifyConfig } from "~/utils/env.server";

/**
 * POST /api/admin/generate-{provider}-pages: copies the Printify catalogue into the shop.
 * 200 with the counts; 502 when Printify fails (nothing is half-written); 503 when not connected.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiAdmin(request);
  const result = await runCatalogSync(printifyConfig);
  if (!result.ok) return json({ message: GENERATE_FAILED(), detail: result.detail }, { status: result.status });
  return json({ message: GENERATE_SUCCEEDED(), ...result.counts });
});

export const loader = apiRoute(async () => methodNotAllowed());
