import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { ProductForm } from "~/components/shop/product-form";
import { saveProductFromForm } from "~/routes/admin+/__product-form.server";
import { requireAdmin } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { listChoosablePickupEvents } from "~/models/products.server";
import { oncePerKey } from "~/models/request-keys.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta = titled(m.shop_admin_product_add);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ pickupEvents: await listChoosablePickupEvents() });
}

/** One product per press, however often the post arrives. */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

function act({ request }: ActionFunctionArgs) {
  return saveProductFromForm(request, null);
}

/** "Add New Product": the dashboard's Quick Action leads here. */
export default function NewProductPage() {
  const { pickupEvents } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage back={{ to: "/admin/products", label: m.shop_admin_products_title() }} title={m.shop_admin_product_add()}>
      <p className="text-gray-600 dark:text-gray-300">{m.shop_admin_product_required_note()}</p>
      <ProductForm
        id="new-product"
        action="/admin/products/new"
        lastResult={actionData?.result}
        submitLabel={m.shop_admin_product_create()}
        pickupEvents={pickupEvents}
        pending={navigation.state === "submitting"}
      />
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
