import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CartLine, type CartLineError } from "~/components/shop/cart-line";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { listCartItems, removeCartLine, setCartLineQuantity, sumMoney } from "~/models/cart.server";
import { getOptionalUser } from "~/utils/auth.server";
import { getCartId } from "~/models/cart-cookie.server";
import { formatPrice } from "~/utils/format";
import { membershipLineName } from "~/models/membership-plans";
import { titled } from "~/utils/meta";
import { cartLineNotFound, readCartLineForm } from "~/models/orders.schema.server";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { productPath } from "~/models/products";
import { respondWithToast } from "~/utils/toast.server";
import { useBranding } from "~/utils/branding";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.shop_cart_title())(args);

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const cartId = await getCartId(request, user?.id ?? null);
  // No cart cookie and no member: nothing was ever put in the cart, so there is nothing to read.
  const rows = cartId ? await listCartItems(cartId) : [];
  const items = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    name: row.name ?? (row.membershipType ? membershipLineName(row.membershipType) : m.shop_cart_item_fallback()),
    path: row.productId ? productPath({ id: row.productId, providerProductId: row.providerProductId }) : null,
    size: row.size,
    imageUrl: row.imageUrl,
    category: row.category,
    fulfillmentType: row.fulfillmentType,
    quantity: row.quantity,
    price: row.price,
    lineTotal: row.lineTotal,
    // A membership line has no product; a product line is available while the product is active.
    isActive: row.available,
    membership: row.productId === null,
  }));
  return json({ items, total: sumMoney(items.map((item) => item.lineTotal)) }, { headers: PRIVATE });
}

function refuse(error: CartLineError, status: 400 | 404) {
  return json(error, { status, headers: PRIVATE });
}

/**
 * intent=update (lineId, quantity 1–20) or intent=remove (lineId). The line must be in the
 * requester's own cart: the model puts the cart id in the WHERE clause, so another cart's line
 * answers 404 and nothing changes. Bad input is a 400 with the message next to the line.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await getOptionalUser(request);
  const cartId = await getCartId(request, user?.id ?? null);
  const read = readCartLineForm(Object.fromEntries(await readFormData(request)));
  if (!read.ok) return refuse({ lineId: read.lineId, quantity: read.quantity, message: read.message }, read.status);
  const { data } = read;
  switch (data.intent) {
    case "update":
      return updateLine(request, cartId, data.lineId, data.quantity);
    case "remove":
      return removeLine(request, cartId, data.lineId);
  }
}

async function updateLine(request: Request, cartId: string | null, lineId: number, quantity: number) {
  if (cartId === null || !(await setCartLineQuantity(cartId, lineId, quantity)))
    return refuse(cartLineNotFound(lineId, String(quantity)), 404);
  return respondWithToast(
    request,
    "/shop/cart",
    { type: "success", title: m.shop_cart_updated(), description: m.shop_cart_quantity_updated({ quantity }) },
    null,
  );
}

async function removeLine(request: Request, cartId: string | null, lineId: number) {
  if (cartId === null || !(await removeCartLine(cartId, lineId))) return refuse(cartLineNotFound(lineId, null), 404);
  return respondWithToast(
    request,
    "/shop/cart",
    { type: "success", title: m.shop_cart_updated(), description: m.shop_cart_item_removed() },
    null,
  );
}

export default function CartPage() {
  const { currency } = useBranding();
  const { items, total } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const serverError = actionData && "message" in actionData ? actionData : null;
  const unavailable = items.filter((item) => !item.isActive).length;
  const hasMembership = items.some((item) => item.membership);
  const hasProducts = items.some((item) => !item.membership);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">{m.shop_cart_title()}</h1>
      {serverError && !items.some((item) => item.id === serverError.lineId) ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {serverError.message}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-10 text-center dark:border-gray-600">
          <p className="font-semibold">{m.shop_cart_empty()}</p>
          <ButtonLink to="/shop" className="mt-4">
            {m.shop_cart_browse()}
          </ButtonLink>
        </div>
      ) : (
        <section
          aria-labelledby="cart-lines"
          className="rounded-xl border border-gray-200 bg-white px-4 dark:border-gray-700 dark:bg-gray-800"
        >
          <h2 id="cart-lines" className="sr-only">
            {m.shop_cart_items_heading()}
          </h2>
          <ul className="divide-y divide-gray-200 dark:divide-gray-700">
            {items.map((item) => (
              <CartLine key={item.id} item={item} serverError={serverError} />
            ))}
          </ul>
          <div className="flex items-center justify-between border-t-2 border-gray-200 py-4 dark:border-gray-700">
            <span className="font-semibold">{m.shop_cart_total()}</span>
            <span className="text-lg font-bold tabular-nums" data-testid="cart-total">
              {formatPrice(total, currency)}
            </span>
          </div>
        </section>
      )}
      {items.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link to="/shop" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
            ← {m.shop_cart_continue()}
          </Link>
          {hasMembership ? (
            <div className="space-y-2 text-right">
              <p className="text-sm text-gray-600 dark:text-gray-300">{m.shop_cart_membership_note()}</p>
              <ButtonLink to="/join/checkout" variant={hasProducts ? "secondary" : "primary"}>
                {m.shop_cart_membership_checkout()}
              </ButtonLink>
            </div>
          ) : null}
          {!hasProducts ? null : unavailable > 0 ? (
            <div className="space-y-2 text-right">
              <p className="text-sm text-red-700 dark:text-red-300">{m.shop_cart_remove_unavailable({ count: unavailable })}</p>
              <span aria-disabled="true" className={buttonClass("primary", "cursor-not-allowed opacity-60")}>
                {m.shop_checkout_button()}
              </span>
            </div>
          ) : (
            <ButtonLink to="/shop/checkout">{m.shop_checkout_button()}</ButtonLink>
          )}
        </div>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
