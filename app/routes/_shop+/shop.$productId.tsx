import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { AddToCartForm } from "~/components/shop/product-add-to-cart";
import { ProductGallery } from "~/components/shop/product-gallery";
import { ProductBadge } from "~/components/shop/product-card";
import { RouteErrorBoundary } from "~/components/site/route-error-boundary";
import { addToCart } from "~/models/cart.server";
import { findActiveProviderProductPath, getShopProduct } from "~/models/products.server";
import { getOptionalUser } from "~/utils/auth.server";
import { ensureCartId } from "~/models/cart-cookie.server";
import { formatPrice } from "~/utils/format";
import { titleFor } from "~/utils/meta";
import { shareImageTags } from "~/utils/og-image.server";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { parseBareProviderId, parseProductRef, productPath } from "~/models/products";
import { redirectWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";
import { useBranding } from "~/utils/branding";
import { oncePerKey } from "~/models/request-keys.server";
import { productShareImage } from "~/routes/_shop+/__share-card.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

async function findProduct(param: string | undefined) {
  const ref = parseProductRef(param);
  const product = ref ? await getShopProduct(ref) : null;
  if (!product) throw json({ message: m.shop_product_not_found() }, { status: 404 });
  return product;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const ref = parseProductRef(params.productId);
  const product = ref ? await getShopProduct(ref) : null;
  if (!product) {
    // The provider's bare id names the same synced product as /shop/printify-{id}: send the visitor
    // to that one canonical page (only when none of our own products has that id and it is active).
    const bare = parseBareProviderId(params.productId);
    const canonical = bare ? await findActiveProviderProductPath(bare) : null;
    if (canonical) throw redirect(canonical, 301);
    throw json({ message: m.shop_product_not_found() }, { status: 404 });
  }
  // The description was sanitised when it was written (admin form, API, provider sync); only
  // that stored, clean HTML is rendered.
  return json({
    product,
    shareTags: [{ property: "og:title", content: product.name }, ...shareImageTags(productShareImage(product))],
  });
}

/** Add to Cart adds once per press: a repeated post would double the quantity. */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

/** Add to Cart: the price comes from the database (cart model); the form names only the size. */
async function act({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const product = await findProduct(params.productId);
  const form = await readFormData(request);
  const rawVariant = form.get("variantId");
  const typed = typeof rawVariant === "string" ? rawVariant.trim() : "";
  const variantId = typed === "" ? null : parseId(typed);
  if (typed !== "" && variantId === null) {
    return json({ sizeError: m.shop_size_invalid(), variantId: null }, { status: 400 });
  }
  const user = await getOptionalUser(request);
  const { cartId, setCookie } = await ensureCartId(request, user?.id ?? null);
  const result = await addToCart(cartId, { productId: product.id, variantId });
  if (!result.ok) {
    if (result.reason === "not-found") throw json({ message: m.shop_product_not_found() }, { status: 404 });
    const sizeError = result.reason === "size-required" ? m.shop_size_required() : m.shop_size_invalid();
    return json({ sizeError, variantId: typed || null }, { status: 400 });
  }
  return redirectWithToast(
    productPath(product),
    { type: "success", title: m.shop_toast_success(), description: m.shop_added_to_cart() },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data?.product.name ?? m.shop_product_not_found()),
  ...(data?.shareTags ?? []),
];

export default function ProductPage() {
  const { currency } = useBranding();
  const { product } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-10">
      <p>
        <Link to="/shop" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
          ← {m.shop_back_to_shop()}
        </Link>
      </p>
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery name={product.name} category={product.category} images={product.images} />
        <div className="space-y-4">
          <ProductBadge fulfillmentType={product.fulfillmentType} />
          <h1 className="text-3xl font-bold">{product.name}</h1>
          <p className="text-2xl font-semibold">{formatPrice(product.price, currency)}</p>
          <AddToCartForm
            action={productPath(product)}
            variants={product.variants}
            sizeError={actionData?.sizeError ?? null}
            chosenVariantId={actionData?.variantId ?? null}
          />
        </div>
      </div>
      {product.description ? (
        <section aria-labelledby="details-heading" className="max-w-3xl">
          <h2 id="details-heading" className="text-xl font-semibold">
            {m.shop_product_details()}
          </h2>
          {/* Sanitised on write (app/utils/sanitize.server.ts); nothing else is rendered as HTML. */}
          <div
            className="product-details mt-3 space-y-3 text-gray-700 dark:text-gray-300"
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteErrorBoundary />;
  return (
    <div role="alert" className="py-12 text-center">
      <h1 className="text-2xl font-bold">{m.shop_product_not_found()}</h1>
      <Link to="/shop" className="mt-4 inline-block font-semibold text-brand-600 hover:underline dark:text-brand-100">
        ← {m.shop_back_to_shop()}
      </Link>
    </div>
  );
}
