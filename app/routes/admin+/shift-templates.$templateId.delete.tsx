import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, buttonClass } from "~/components/ui/button";
import { deleteShiftTemplate, getShiftTemplate } from "~/models/shift-templates.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta = titled(m.volunteer_templates_delete_title);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const template = await getShiftTemplate(idParam(params.templateId));
  if (!template) throw new Response(m.volunteer_template_not_found(), { status: 404 });
  return json({ template: { id: template.id, name: template.name, shiftCount: template.shifts.length } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  if (!(await deleteShiftTemplate(idParam(params.templateId)))) throw new Response(m.volunteer_template_not_found(), { status: 404 });
  return redirectWithToast("/admin/shift-templates", {
    type: "success",
    title: m.volunteer_templates_deleted_title(),
    description: m.volunteer_templates_deleted(),
  });
}

/** The confirmation step: the template goes, the shifts it already gave events stay. */
export default function DeleteShiftTemplatePage() {
  const { template } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl border border-red-200 p-6 dark:border-red-900">
      <h1 className="text-2xl font-bold">{m.volunteer_templates_delete_heading({ name: template.name })}</h1>
      <p className="text-gray-700 dark:text-gray-300">{m.volunteer_templates_delete_explain({ count: template.shiftCount })}</p>
      <Form method="post" className="flex gap-3">
        <Button type="submit" variant="danger" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? m.volunteer_admin_deleting() : m.volunteer_templates_delete_confirm()}
        </Button>
        <Link to="/admin/shift-templates" className={buttonClass("secondary")}>
          {m.volunteer_templates_keep()}
        </Link>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
