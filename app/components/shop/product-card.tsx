import { Link } from "@remix-run/react";
import { ProductImage } from "./product-image";
import { Badge } from "../ui/badge";
import { formatPrice } from "~/utils/format";
import { fulfillmentLabel, productPath } from "~/models/products";
import { useBranding } from "~/utils/branding";

type ProductLike = {
  id: number;
  name: string;
  price: string;
  category: string;
  fulfillmentType: string;
  imageUrl: string | null;
  providerProductId?: string | null;
};

export function ProductBadge({ fulfillmentType }: { fulfillmentType: string }) {
  return <Badge tone={fulfillmentType === "print-on-demand" ? "purple" : "green"}>{fulfillmentLabel(fulfillmentType)}</Badge>;
}

/** A shop card: photo (lazy, sized so the grid does not jump), badge, name linking to the product page, price. */
export function ProductCard({ product }: { product: ProductLike }) {
  const { currency } = useBranding();
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-800">
      <ProductImage
        src={product.imageUrl}
        alt=""
        name={product.name}
        category={product.category}
        width={600}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-square h-auto w-full bg-gray-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ProductBadge fulfillmentType={product.fulfillmentType} />
        <h3 className="text-lg font-semibold">
          <Link to={productPath(product)} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto text-lg font-bold">{formatPrice(product.price, currency)}</p>
      </div>
    </article>
  );
}
