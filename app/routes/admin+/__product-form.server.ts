import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { createProduct, updateOwnProduct } from "~/models/products.server";
import { requireAdmin } from "../../utils/auth.server";
import { productSchema } from "../../models/products.schema.server";
import { readFormData } from "../../utils/request-body.server";
import { requireSameOrigin } from "../../utils/security.server";
import { redirectWithToast } from "../../utils/toast.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * The admin product form's action, for "new" and "edit": same-origin and admin checks, the API's
 * schema, field errors with a 400 keeping what was typed, the product form's fixed success and failure toasts.
 */
export async function saveProductFromForm(request: Request, productId: number | null) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: productSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const failed = productId === null ? m.shop_admin_product_create_failed() : m.shop_admin_product_update_failed();
  try {
    const product = productId === null ? await createProduct(submission.value) : await updateOwnProduct(productId, submission.value);
    if (!product) throw json({ message: m.shop_admin_product_not_editable() }, { status: 404 });
    return redirectWithToast("/admin/products", {
      type: "success",
      title: m.shop_toast_success(),
      description: productId === null ? m.shop_admin_product_created() : m.shop_admin_product_updated(),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Saving a product failed:", error);
    return json({ result: submission.reply({ formErrors: [failed] }) }, { status: 500 });
  }
}
