import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ProductCard } from "~/components/shop/product-card";
import { listActiveCategories, listActiveProducts } from "~/models/products.server";
import { track } from "~/models/integrations.server";
import { capitalize } from "~/utils/format";
import { categoryLabel } from "~/models/products";
import { titled } from "~/utils/meta";
import { shareImageTags } from "~/utils/og-image.server";
import { text } from "~/utils/validation.server";
import { shopShareImage } from "~/routes/_shop+/__share-card.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction<typeof loader> = (args) => [
  ...titled(m.shop_title(), m.shop_description())(args),
  ...(args.data?.shareTags ?? []),
];

const PAGE_SIZE = 24;
/** 100,000 products are about 4,200 pages; a page number beyond this is a typo, not a page. */
const MAX_PAGE = 100_000;

function shopHref(category: string, page = 1) {
  const params = new URLSearchParams();
  if (category !== "all") params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/shop?${query}` : "/shop";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  // Categories are varchar(50). Built here, not at the top of the module: `text` comes from a
  // .server module, which the browser bundle leaves empty.
  const parsed = text(m.shop_category_label, 50).safeParse(search.get("category") ?? "");
  if (!parsed.success) throw json({ message: parsed.error.issues[0].message }, { status: 400 });
  const rawPage = search.get("page") ?? "1";
  const page = /^\d{1,6}$/.test(rawPage.trim()) ? Number(rawPage.trim()) : NaN;
  if (!(page >= 1 && page <= MAX_PAGE)) {
    throw json({ message: m.shop_page_invalid({ max: MAX_PAGE }) }, { status: 400 });
  }
  const category = parsed.data && parsed.data !== "all" ? parsed.data : undefined;
  // One row more than a page tells whether a next page exists, without counting every product.
  const [rows, categories] = await Promise.all([
    listActiveProducts({ category, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }),
    listActiveCategories(),
  ]);
  // The analytics event shop_category_filter with the category label, once per choice of a filter (its
  // first page), whether the visitor clicked with JavaScript or without.
  if (category && page === 1 && !search.has("page")) track({ name: "shop_category_filter", props: { category: capitalize(category) } });
  return json({
    products: rows.slice(0, PAGE_SIZE),
    hasNext: rows.length > PAGE_SIZE,
    page,
    categories,
    category: category ?? "all",
    shareTags: shareImageTags(shopShareImage()),
  });
}

export default function ShopPage() {
  const { products, categories, category, page, hasNext } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // Only while the client really fetches another category or page of this grid.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/shop";
  const filters = ["all", ...categories];
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">{m.shop_title()}</h1>
        <p className="mt-2 text-gray-600 dark:text-gray-300">{m.shop_tagline()}</p>
      </header>
      <nav aria-label={m.shop_categories_label()} className="flex flex-wrap gap-2">
        {filters.map((name) => (
          <Link
            key={name}
            to={shopHref(name)}
            aria-current={category === name ? "page" : undefined}
            className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-medium hover:bg-gray-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-gray-600 dark:hover:bg-gray-800"
          >
            {name === "all" ? m.shop_category_all() : categoryLabel(name)}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="products-heading" aria-busy={loading}>
        {/* The cards' titles are h3: this level keeps the heading order h1 → h2 → h3. */}
        <h2 id="products-heading" className="sr-only">
          {m.shop_products_heading()}
        </h2>
        <p role="status" className={loading ? "mb-4 text-gray-600 dark:text-gray-300" : "sr-only"}>
          {loading ? m.shop_products_loading() : ""}
        </p>
        {products.length ? (
          <div className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        ) : (
          <p className="text-gray-600 dark:text-gray-300">{m.shop_products_empty()}</p>
        )}
      </section>
      {page > 1 || hasNext ? (
        <nav aria-label={m.shop_pages_label()} className="flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={shopHref(category, page - 1)} rel="prev" className="font-semibold text-brand-600 hover:underline dark:text-brand-100">
              ← {m.shop_page_previous()}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-gray-600 dark:text-gray-300">{m.shop_page_current({ page })}</span>
          {hasNext ? (
            <Link to={shopHref(category, page + 1)} rel="next" className="font-semibold text-brand-600 hover:underline dark:text-brand-100">
              {m.shop_page_next()} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
