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
import { fulfillmentLabel, productPath } from "~/models/products";
import { redirectWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";
import { readIntent } from "~/utils/intent.server";

export const meta = titled("Products");

const PAGE_SIZE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!(page >= 1)) throw json({ message: "Page must be a whole number from 1" }, { status: 400 });
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
  if (intent === null || id === null) throw json({ message: "Choose a product to deactivate or reactivate" }, { status: 400 });
  switch (intent) {
    case "deactivate":
      return setActive(request, id, false);
    case "reactivate":
      return setActive(request, id, true);
  }
}

async function setActive(request: Request, id: number, active: boolean) {
  const product = await setProductActive(id, active);
  if (!product) throw json({ message: "Product not found" }, { status: 404 });
  return redirectWithToast(new URL(request.url).pathname + new URL(request.url).search, {
    type: "success",
    title: "Success",
    description: `${product.name} ${product.isActive ? "is back in the shop" : "is no longer in the shop"}.`,
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
          ← Admin Dashboard
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Products</h1>
        <Link to="/admin/products/new" className={buttonClass("primary")}>
          Add New Product
        </Link>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        Products synced from {podProvider} are changed in {podProvider}: the next sync would overwrite an edit made here. They can be
        deactivated.
      </p>
      <div className="overflow-x-auto">
        <AdminTable caption={`All products, page ${page}`} columns={["Name", "Price", "Category", "Fulfillment", "Status"]}>
          {products.map((product) => (
            <tr key={product.id} className="border-b border-gray-100 dark:border-gray-800">
              <td className="py-2 pr-3">
                <Link to={productPath(product)} className={adminLinkClass}>
                  {product.name}
                </Link>
                {product.provider ? (
                  <span className="ml-2">
                    <Badge tone="purple">Synced from {podProvider}</Badge>
                  </span>
                ) : null}
              </td>
              <td className="py-2 pr-3">{formatPrice(product.price, currency)}</td>
              <td className="py-2 pr-3">{product.category}</td>
              <td className="py-2 pr-3">{fulfillmentLabel(product.fulfillmentType)}</td>
              <td className="py-2 pr-3">{product.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>}</td>
              <td className="flex flex-wrap gap-3 py-2">
                {product.provider ? null : (
                  <Link to={`/admin/products/${product.id}/edit`} className={adminLinkClass} aria-label={`Edit ${product.name}`}>
                    Edit
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
                    aria-label={`${product.isActive ? "Deactivate" : "Reactivate"} ${product.name}`}
                  >
                    {busyId === String(product.id) ? "Saving..." : product.isActive ? "Deactivate" : "Reactivate"}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
      {products.length === 0 ? <p className="text-gray-600 dark:text-gray-300">No products yet.</p> : null}
      <nav aria-label="Pages" className="flex justify-between">
        {page > 1 ? (
          <Link to={`?page=${page - 1}`} className={adminLinkClass}>
            ← Previous page
          </Link>
        ) : (
          <span />
        )}
        {hasNext ? (
          <Link to={`?page=${page + 1}`} className={adminLinkClass}>
            Next page →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
