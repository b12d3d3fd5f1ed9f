import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { ProductForm } from "~/components/shop/product-form";
import { getAdminProduct, listChoosablePickupEvents, listProductPickupEventIds } from "~/models/products.server";
import { saveProductFromForm } from "~/routes/admin+/__product-form.server";
import { requireAdmin } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { parseId } from "~/utils/validation.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta = titled(m.shop_admin_product_edit_title);

async function ownProduct(param: string | undefined) {
  const id = parseId(param);
  const product = id === null ? null : await getAdminProduct(id);
  if (!product) throw json({ message: m.shop_admin_product_not_found() }, { status: 404 });
  // A synced product is the provider's: the next sync would overwrite an edit made here.
  if (product.provider) throw json({ message: m.shop_admin_product_synced_conflict() }, { status: 409 });
  return product;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const product = await ownProduct(params.productId);
  const [pickupEventIds, pickupEvents] = await Promise.all([listProductPickupEventIds(product.id), listChoosablePickupEvents()]);
  return json({ product, pickupEventIds, pickupEvents });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const product = await ownProduct(params.productId);
  return saveProductFromForm(request, product.id);
}

export default function EditProductPage() {
  const { product, pickupEventIds, pickupEvents } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage
      back={{ to: "/admin/products", label: m.shop_admin_products_title() }}
      title={m.shop_admin_product_edit_heading({ name: product.name })}
    >
      <ProductForm
        id="edit-product"
        action={`/admin/products/${product.id}/edit`}
        defaultValue={{
          name: product.name,
          price: product.price,
          category: product.category,
          fulfillmentType: product.fulfillmentType,
          imageUrl: product.imageUrl ?? "",
          description: product.description ?? "",
          pickupAt: product.pickupAt,
          pickupEventIds: pickupEventIds.map(String),
        }}
        lastResult={actionData?.result}
        submitLabel={m.shop_admin_product_save()}
        pickupEvents={pickupEvents}
        pending={navigation.state === "submitting"}
      />
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
