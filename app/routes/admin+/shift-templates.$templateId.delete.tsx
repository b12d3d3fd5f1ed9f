import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, buttonClass } from "~/components/ui/button";
import { deleteShiftTemplate, getShiftTemplate } from "~/models/shift-templates.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta = titled("Delete shift template");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const template = await getShiftTemplate(idParam(params.templateId));
  if (!template) throw new Response("Shift template not found", { status: 404 });
  return json({ template: { id: template.id, name: template.name, shiftCount: template.shifts.length } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  if (!(await deleteShiftTemplate(idParam(params.templateId)))) throw new Response("Shift template not found", { status: 404 });
  return redirectWithToast("/admin/shift-templates", {
    type: "success",
    title: "Template deleted",
    description: "The shift template was removed. Events already given its shifts keep them.",
  });
}

/** The confirmation step: the template goes, the shifts it already gave events stay. */
export default function DeleteShiftTemplatePage() {
  const { template } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl border border-red-200 p-6 dark:border-red-900">
      <h1 className="text-2xl font-bold">Delete “{template.name}”?</h1>
      <p className="text-gray-700 dark:text-gray-300">
        This removes the template and its {template.shiftCount} {template.shiftCount === 1 ? "shift" : "shifts"}. Events already given these
        shifts keep them. It cannot be undone.
      </p>
      <Form method="post" className="flex gap-3">
        <Button type="submit" variant="danger" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Deleting..." : "Yes, delete template"}
        </Button>
        <Link to="/admin/shift-templates" className={buttonClass("secondary")}>
          Cancel
        </Link>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
