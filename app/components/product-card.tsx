import { Link } from "@remix-run/react";
import { Badge } from "./ui/badge";
import { formatPrice } from "~/utils/format";

type ProductLike = {
  id: number;
  name: string;
  description: string | null;
  price: string;
  fulfillmentType: string;
  imageUrl: string | null;
};

export function ProductCard({ product }: { product: ProductLike }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-800">
      {product.imageUrl ? (
        <img src={product.imageUrl} alt="" className="h-48 w-full object-cover" loading="lazy" />
      ) : (
        <div aria-hidden="true" className="flex h-48 items-center justify-center bg-gradient-to-br from-brand-100 to-brand-500 text-4xl text-white">
          ★
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Badge tone={product.fulfillmentType === "print-on-demand" ? "purple" : "green"}>
          {product.fulfillmentType === "print-on-demand" ? "Print-on-Demand" : "Event Pickup"}
        </Badge>
        <h3 className="text-lg font-semibold">
          <Link to={`/shop/${product.id}`} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        {product.description ? <p className="line-clamp-2 text-sm text-gray-600 dark:text-gray-300">{product.description}</p> : null}
        <p className="mt-auto text-lg font-bold">{formatPrice(product.price)}</p>
      </div>
    </article>
  );
}
