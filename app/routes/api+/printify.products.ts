import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { hasSyncedCatalog } from "~/models/catalog-sync.server";
import { listSyncedPrintifyProducts } from "~/models/printify-catalog.server";
import { apiRoute } from "~/utils/api.server";
import { PRINTIFY_FETCH_FAILED } from "~/models/catalog-sync";
import { parseListQuery } from "~/utils/list-query.server";
import * as z from "zod";

const QuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * GET /api/{provider}/products: the synced Printify catalogue (products shown in the shop),
 * a page at a time (?page=, ?limit= up to 100, default 50), never a live call to Printify. Before
 * the first sync there is nothing to serve: 503 'Failed to fetch Printify products'.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { page, limit } = parseListQuery(new URL(request.url), QuerySchema);
  if (!(await hasSyncedCatalog())) return json({ message: PRINTIFY_FETCH_FAILED() }, { status: 503 });
  const { data, total } = await listSyncedPrintifyProducts({ page, limit });
  return json({ current_page: page, data, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total });
});
