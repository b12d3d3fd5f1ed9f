import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { adminLinkClass, AdminTable } from "~/components/admin/admin-page";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { listAdminProducts, setProductActive } from "~/models/products.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatPrice } from "~/utils/format";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { categoryLabel, fulfillmentLabel, productPath } from "~/models/products";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { redirectWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";
import { readIntent } from "~/utils/intent.server";

export const meta = titled(m.shop_admin_products_title);

const PAGE_SIZE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!(page >= 1)) throw json({ message: m.shop_admin_products_page_invalid() }, { status: 400 });
  const rows = await listAdminProducts({ limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
  return json({ products: rows.slice(0, PAGE_SIZE), page, hasNext: rows.length > PAGE_SIZE });
}

/** Deactivate or reactivate (never delete: orders and carts refer to products). */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const form = await readFormData(request);
  const intent = readIntent(form, ["deactivate", "reactivate"]);
  const id = parseId(form.get("productId"));
  if (intent === null || id === null) throw json({ message: m.shop_admin_products_choose() }, { status: 400 });
  switch (intent) {
    case "deactivate":
      return setActive(request, id, false);
    case "reactivate":
      return setActive(request, id, true);
  }
}

async function setActive(request: Request, id: number, active: boolean) {
  const product = await setProductActive(id, active);
  if (!product) throw json({ message: m.shop_admin_product_not_found() }, { status: 404 });
  return redirectWithToast(new URL(request.url).pathname + new URL(request.url).search, {
    type: "success",
    title: m.shop_toast_success(),
    description: product.isActive
      ? m.shop_admin_products_reactivated({ name: product.name })
      : m.shop_admin_products_deactivated({ name: product.name }),
  });
}

export default function AdminProductsPage() {
  const { products, page, hasNext } = useLoaderData<typeof loader>();
  const { podProvider, currency } = useBranding();
  const navigation = useNavigation();
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("productId") : null;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/admin" className={`text-sm ${adminLinkClass}`}>
          ← {m.admin_dashboard_title()}
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{m.shop_admin_products_title()}</h1>
        <Link to="/admin/products/new" className={buttonClass("primary")}>
          {m.shop_admin_product_add()}
        </Link>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-300">{m.shop_admin_products_synced_note({ provider: podProvider })}</p>
      <div className="overflow-x-auto">
        <AdminTable
          caption={m.shop_admin_products_caption({ page })}
          columns={[
            m.shop_admin_product_name(),
            m.shop_admin_products_col_price(),
            m.shop_category_label(),
            m.shop_admin_product_fulfillment(),
            m.shop_admin_products_status(),
          ]}
        >
          {products.map((product) => (
            <tr key={product.id} className="border-b border-gray-100 dark:border-gray-800">
              <td className="py-2 pr-3">
                <Link to={productPath(product)} className={adminLinkClass}>
                  {product.name}
                </Link>
                {product.provider ? (
                  <span className="ml-2">
                    <Badge tone="purple">{m.shop_admin_products_synced({ provider: podProvider })}</Badge>
                  </span>
                ) : null}
              </td>
              <td className="py-2 pr-3">{formatPrice(product.price, currency)}</td>
              <td className="py-2 pr-3">{categoryLabel(product.category)}</td>
              <td className="py-2 pr-3">{fulfillmentLabel(product.fulfillmentType)}</td>
              <td className="py-2 pr-3">
                {product.isActive ? (
                  <Badge tone="green">{m.shop_admin_products_active()}</Badge>
                ) : (
                  <Badge tone="gray">{m.shop_admin_products_inactive()}</Badge>
                )}
              </td>
              <td className="flex flex-wrap gap-3 py-2">
                {product.provider ? null : (
                  <Link
                    to={`/admin/products/${product.id}/edit`}
                    className={adminLinkClass}
                    aria-label={m.shop_admin_product_edit_heading({ name: product.name })}
                  >
                    {m.shop_admin_products_edit()}
                  </Link>
                )}
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="productId" value={product.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={product.isActive ? "deactivate" : "reactivate"}
                    disabled={busyId === String(product.id)}
                    className={product.isActive ? "font-semibold text-red-600 hover:underline dark:text-red-400" : adminLinkClass}
                    aria-label={
                      product.isActive
                        ? m.shop_admin_products_deactivate_label({ name: product.name })
                        : m.shop_admin_products_reactivate_label({ name: product.name })
                    }
                  >
                    {busyId === String(product.id)
                      ? m.shop_saving()
                      : product.isActive
                        ? m.shop_admin_products_deactivate()
                        : m.shop_admin_products_reactivate()}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
      {products.length === 0 ? <p className="text-gray-600 dark:text-gray-300">{m.shop_admin_products_empty()}</p> : null}
      <nav aria-label={m.shop_pages_label()} className="flex justify-between">
        {page > 1 ? (
          <Link to={`?page=${page - 1}`} className={adminLinkClass}>
            ← {m.shop_page_previous()}
          </Link>
        ) : (
          <span />
        )}
        {hasNext ? (
          <Link to={`?page=${page + 1}`} className={adminLinkClass}>
            {m.shop_page_next()} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
