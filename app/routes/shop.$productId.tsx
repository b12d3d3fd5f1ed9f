import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { getActiveProduct } from "~/models/products.server";
import { formatPrice } from "~/utils/format";
import { titleFor } from "~/utils/meta";
import { parseId } from "~/utils/validation.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.productId);
  const product = id === null ? null : await getActiveProduct(id);
  if (!product) throw new Response("Product not found.", { status: 404 });
  return json({ product });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [titleFor(matches, data?.product.name ?? "Product not found")];

export default function ProductPage() {
  const { product } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {product.imageUrl ? (
        <img src={product.imageUrl} alt={product.name} className="w-full rounded-lg object-cover" />
      ) : (
        <div aria-hidden="true" className="flex aspect-square items-center justify-center rounded-lg bg-gradient-to-br from-brand-100 to-brand-500 text-7xl text-white">
          ★
        </div>
      )}
      <div className="space-y-4">
        <Badge tone={product.fulfillmentType === "print-on-demand" ? "purple" : "green"}>
          {product.fulfillmentType === "print-on-demand" ? "Print-on-Demand" : "Event Pickup"}
        </Badge>
        <h1 className="text-3xl font-bold">{product.name}</h1>
        <p className="text-2xl font-semibold">{formatPrice(product.price)}</p>
        {product.description ? <p className="text-gray-700 dark:text-gray-300">{product.description}</p> : null}
        <Link to="/shop" className="inline-block text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
          ← Back to the shop
        </Link>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="py-12 text-center">
      <h1 className="text-2xl font-bold">Product not found.</h1>
      <Link to="/shop" className="mt-4 inline-block font-semibold text-brand-600 hover:underline dark:text-brand-100">
        ← Back to the shop
      </Link>
    </div>
  );
}
