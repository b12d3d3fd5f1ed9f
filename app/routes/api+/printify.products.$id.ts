import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getSyncedPrintifyProduct } from "~/models/printify-catalog.server";
import { apiRoute } from "~/utils/api.server";
import { parseProductRef, PROVIDER_PREFIX } from "~/models/products";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * GET /api/{provider}/products/{id}: one synced Printify product with its title,
 * description (sanitised at sync), images and variants. The id may carry the 'printify-' prefix.
 */
export const loader = apiRoute(async ({ params }: LoaderFunctionArgs) => {
  const raw = params.id ?? "";
  const ref = parseProductRef(raw.startsWith(PROVIDER_PREFIX) ? raw : `${PROVIDER_PREFIX}${raw}`);
  const product = ref && "providerProductId" in ref ? await getSyncedPrintifyProduct(ref.providerProductId) : null;
  if (!product) return json({ message: m.shop_product_not_found() }, { status: 404 });
  return json(product);
});
