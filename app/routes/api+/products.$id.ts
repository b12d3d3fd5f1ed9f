import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { getAdminProduct, getOwnActiveProduct, setProductActive, updateOwnProduct } from "~/models/products.server";
import { idParam } from "~/utils/api-validation.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/auth.server";
import { productSchema } from "~/models/products.schema.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** GET /api/products/:id: public; one of our own active products, else 404. */
export const loader = apiRoute(async ({ params }: LoaderFunctionArgs) => {
  const product = await getOwnActiveProduct(idParam(params.id));
  if (!product) throw json({ message: m.shop_product_not_found() }, { status: 404 });
  return json(product);
});

const patchFields = z.object({ isActive: z.boolean({ error: () => m.shop_api_is_active_invalid() }).optional() });

/**
 * PATCH /api/products/:id (admins): any of POST's fields (the rest stay as they are) and/or
 * isActive. A synced product is the provider's: only isActive may change (409 otherwise).
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "PATCH") return methodNotAllowed();
  await requireApiAdmin(request);
  const id = idParam(params.id);
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) throw json({ message: m.auth_api_body_not_json() }, { status: 400 });
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw json({ message: m.shop_api_body_object() }, { status: 400 });
  }
  const current = await getAdminProduct(id);
  if (!current) throw json({ message: m.shop_product_not_found() }, { status: 404 });
  const flags = patchFields.safeParse(body);
  if (!flags.success)
    throw json({ message: m.auth_api_validation_error(), errors: z.flattenError(flags.error).fieldErrors }, { status: 400 });
  const { isActive, ...changes } = body as Record<string, unknown>;
  const editsFields = Object.keys(changes).length > 0;
  if (editsFields && current.provider !== null) {
    throw json({ message: m.shop_api_product_synced() }, { status: 409 });
  }
  if (editsFields) {
    const merged = {
      name: current.name,
      description: current.description,
      price: current.price,
      category: current.category,
      fulfillmentType: current.fulfillmentType,
      imageUrl: current.imageUrl,
      ...changes,
    };
    // A PATCH that does not name pickupAt leaves where the product is collected (and its chosen events) alone.
    const keepsPickup = !("pickupAt" in changes);
    const parsed = productSchema.safeParse(keepsPickup ? { ...merged, pickupAt: undefined, pickupEventIds: undefined } : merged);
    if (!parsed.success)
      throw json({ message: m.auth_api_validation_error(), errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
    if (!(await updateOwnProduct(id, keepsPickup ? { ...parsed.data, pickupAt: undefined } : parsed.data)))
      throw json({ message: m.shop_product_not_found() }, { status: 404 });
  }
  if (isActive !== undefined) await setProductActive(id, isActive as boolean);
  return json(await getAdminProduct(id));
});
