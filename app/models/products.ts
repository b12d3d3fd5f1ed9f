/** Shop helpers shared by the server and the browser. */
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * A print-on-demand product's page is /shop/printify-{provider id} (the provider's id, as the earlier
 * site's links have it; the prefix is stripped before the lookup). Our own products use their numeric id.
 */
export const PROVIDER_PREFIX = "printify-";

/**
 * The app's own placeholder pictures (public/images/), for a product without an image or with a
 * broken one: one per category, so a scarf does not show as a T-shirt, and a neutral price tag for
 * a category without its own (a synced product's category is its first tag, so anything can come).
 */
const CATEGORY_PLACEHOLDERS: ReadonlyMap<string, string> = new Map([
  ["apparel", "/images/product-placeholder.svg"],
  ["accessories", "/images/product-placeholder-accessories.svg"],
  ["stickers", "/images/product-placeholder-stickers.svg"],
]);
const NEUTRAL_PLACEHOLDER = "/images/product-placeholder-neutral.svg";

export function productPlaceholder(category: string | null | undefined): string {
  return CATEGORY_PLACEHOLDERS.get((category ?? "").trim().toLowerCase()) ?? NEUTRAL_PLACEHOLDER;
}

export function productPath(product: { id: number; providerProductId?: string | null }): string {
  return product.providerProductId ? `/shop/${PROVIDER_PREFIX}${product.providerProductId}` : `/shop/${product.id}`;
}

/** What /shop/{productId} names: a provider's product id (prefix stripped) or our own numeric id. */
export type ProductRef = { providerProductId: string } | { id: number };

// Printify ids are 24 hex characters; anything reasonable is looked up, nothing odd reaches SQL.
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parseProductRef(param: string | undefined): ProductRef | null {
  if (!param) return null;
  if (param.startsWith(PROVIDER_PREFIX)) {
    const providerProductId = param.slice(PROVIDER_PREFIX.length);
    return PROVIDER_ID.test(providerProductId) ? { providerProductId } : null;
  }
  if (!/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? { id } : null;
}

/**
 * /shop/{provider id} without the prefix (a link copied from the provider's side): a candidate
 * provider id, tried only when it names none of our own products.
 */
export function parseBareProviderId(param: string | undefined): string | null {
  return param && !param.startsWith(PROVIDER_PREFIX) && PROVIDER_ID.test(param) ? param : null;
}

export const fulfillmentLabel = (fulfillmentType: string) =>
  fulfillmentType === "print-on-demand" ? m.shop_fulfillment_pod() : m.shop_fulfillment_pickup();

const CATEGORY_LABEL: Record<string, () => string> = {
  apparel: m.shop_product_category_apparel,
  accessories: m.shop_product_category_accessories,
  stickers: m.shop_product_category_stickers,
};

/** A product category in words (an unknown one as it is stored, capitalised). */
export const categoryLabel = (category: string) =>
  Object.hasOwn(CATEGORY_LABEL, category) ? CATEGORY_LABEL[category]() : category.charAt(0).toUpperCase() + category.slice(1);

/** The most of one product and size a cart line holds (a supporters' shop, not a wholesaler). */
export const MAX_CART_LINE_QUANTITY = 20;
