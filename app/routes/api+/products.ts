import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { createProduct, listOwnActiveProducts } from "~/models/products.server";
import { parseJsonBody } from "~/utils/api-validation.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/auth.server";
import { parseListQuery, setNextPageLink } from "~/utils/list-query.server";
import { productSchema } from "~/models/products.schema.server";
import { MAX_INT4 } from "~/utils/validation";
import { oncePerKey } from "~/models/request-keys.server";

const Query = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
});

/**
 * GET /api/products: public; our own active products (the API's product fields, price a string with 2
 * decimals), newest first, 50 a page by default (`limit` ≤ 100, `offset`; a `Link: rel="next"`
 * header when a page came back full). Synced print-on-demand products are /api/printify/products.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const { limit, offset } = parseListQuery(url, Query);
  const rows = await listOwnActiveProducts({ limit, offset });
  const headers = new Headers();
  setNextPageLink(headers, url, { limit, offset, returned: rows.length });
  return json(rows, { headers });
});

/**
 * POST /api/products (admins): JSON (name, description, price as a number, category,
 * fulfillmentType, imageUrl). 201 with the product; 400 `{ message, errors }`; 401 / 403.
 * An `Idempotency-Key` header (255 characters at most) makes a repeat get the first answer without
 * creating again (models/request-keys.server.ts).
 */
export const action = apiRoute(
  oncePerKey(async ({ request }: ActionFunctionArgs) => {
    if (request.method !== "POST") return methodNotAllowed();
    await requireApiAdmin(request);
    const input = await parseJsonBody(request, productSchema);
    return json(await createProduct(input), { status: 201 });
  }),
);
