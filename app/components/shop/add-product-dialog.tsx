import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { AdminDialogLink } from "../admin/admin-dialog";
import { ProductForm } from "./product-form";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** What /admin/products/new answers a fetcher's post with JSON (a saved product redirects with a toast). */
type NewProductReply = { result: SubmissionResult<string[]> };

/**
 * "Add New Product" (a dashboard Quick Action): a link to /admin/products/new that works without
 * JavaScript; with JavaScript it opens the same form in a dialog and posts it with a fetcher
 * (success goes on to the products list with the toast; errors stay in the dialog).
 */
export function AddProductButton() {
  const fetcher = useFetcher<NewProductReply>({ key: "add-product" });
  return (
    <AdminDialogLink to="/admin/products/new" label={m.shop_admin_product_add()} description={m.shop_admin_product_required_note()}>
      <ProductForm
        id="dialog-new-product"
        action="/admin/products/new"
        as={fetcher.Form}
        lastResult={fetcher.data?.result}
        submitLabel={m.shop_admin_product_create()}
        pending={fetcher.state !== "idle"}
      />
    </AdminDialogLink>
  );
}
