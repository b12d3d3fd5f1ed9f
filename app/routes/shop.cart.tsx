import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { listCartItems, sumMoney } from "~/models/cart.server";
import { getCartId } from "~/utils/cart.server";
import { capitalize, formatPrice } from "~/utils/format";
import { titled } from "~/utils/meta";

export const meta = titled("Cart");

export async function loader({ request }: LoaderFunctionArgs) {
  const cartId = await getCartId(request);
  // No cart cookie: nothing was ever put in the cart, so there is nothing to read.
  const rows = cartId ? await listCartItems(cartId) : [];
  const items = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    name: row.name ?? (row.membershipType ? `${capitalize(row.membershipType)} membership` : "Item"),
    fulfillmentType: row.fulfillmentType,
    quantity: row.quantity,
    price: row.price,
    lineTotal: row.lineTotal,
  }));
  return json(
    { items, total: sumMoney(items.map((item) => item.lineTotal)) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function CartPage() {
  const { items, total } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">Cart</h1>
      {items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-10 text-center dark:border-gray-600">
          <p className="font-semibold">Your cart is empty</p>
          <ButtonLink to="/shop" className="mt-4">
            Browse the shop
          </ButtonLink>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-800">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Items in your cart</caption>
            <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Item
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Quantity
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Price
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 dark:divide-gray-700">
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className="px-4 py-3 font-semibold">
                    {item.productId ? (
                      <Link to={`/shop/${item.productId}`} className="hover:underline">
                        {item.name}
                      </Link>
                    ) : (
                      item.name
                    )}
                    {item.fulfillmentType ? (
                      <span className="ml-2 align-middle">
                        <Badge tone={item.fulfillmentType === "print-on-demand" ? "purple" : "green"}>
                          {item.fulfillmentType === "print-on-demand" ? "Print-on-Demand" : "Event Pickup"}
                        </Badge>
                      </span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums">{item.quantity}</td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    <span className="sr-only">{item.quantity} × </span>
                    {formatPrice(item.price)}
                  </td>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">{formatPrice(item.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-gray-200 dark:border-gray-700">
              <tr>
                <th scope="row" colSpan={3} className="px-4 py-3 text-right font-semibold">
                  Total
                </th>
                <td className="px-4 py-3 text-right text-lg font-bold tabular-nums" data-testid="cart-total">
                  {formatPrice(total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {items.length > 0 ? (
        <Link to="/shop" className="inline-block text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
          ← Continue shopping
        </Link>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
