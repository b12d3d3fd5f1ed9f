import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProductCard } from "~/components/product-card";
import { listActiveCategories, listActiveProducts } from "~/models/products.server";
import { capitalize } from "~/utils/format";
import { titled } from "~/utils/meta";
import { text } from "~/utils/validation.server";

export const meta = titled("Shop", "Official merchandise of the supporters group.");

export async function loader({ request }: LoaderFunctionArgs) {
  // Categories are varchar(50). Built here, not at the top of the module: `text` comes from a
  // .server module, which the browser bundle leaves empty.
  const parsed = text("Category", 50).safeParse(new URL(request.url).searchParams.get("category") ?? "");
  if (!parsed.success) throw json({ message: parsed.error.issues[0].message }, { status: 400 });
  const category = parsed.data || undefined;
  const [products, categories] = await Promise.all([listActiveProducts({ category }), listActiveCategories()]);
  return json({ products, categories, category: category ?? "all" });
}

export default function ShopPage() {
  const { products, categories, category } = useLoaderData<typeof loader>();
  const filters = ["all", ...categories];
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">Shop</h1>
        <p className="mt-2 text-gray-600 dark:text-gray-300">Wear the colours. Every purchase funds the group.</p>
      </header>
      <nav aria-label="Categories" className="flex flex-wrap gap-2">
        {filters.map((name) => (
          <Link
            key={name}
            to={name === "all" ? "/shop" : `/shop?category=${encodeURIComponent(name)}`}
            aria-current={category === name ? "page" : undefined}
            className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-medium hover:bg-gray-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-gray-600 dark:hover:bg-gray-800"
          >
            {capitalize(name)}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="products-heading">
        {/* The cards' titles are h3: this level keeps the heading order h1 → h2 → h3. */}
        <h2 id="products-heading" className="sr-only">
          Products
        </h2>
        {products.length ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        ) : (
          <p className="text-gray-600 dark:text-gray-300">No products found in this category</p>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
