import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { ShiftTemplateForm } from "~/components/admin/shift-template-form";
import { ButtonLink } from "~/components/ui/button";
import { getShiftTemplate } from "~/models/shift-templates.server";
import { saveShiftTemplateFromForm, shiftTemplateFormValues } from "~/routes/admin+/__shift-template-form.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { titleFor } from "~/utils/meta";
import * as m from "~/i18n/paraglide/messages/_index.js";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const template = await getShiftTemplate(idParam(params.templateId));
  if (!template) throw new Response(m.volunteer_template_not_found(), { status: 404 });
  return json({ id: template.id, name: template.name, values: shiftTemplateFormValues(template) });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data ? m.volunteer_admin_edit_of({ title: data.name }) : m.volunteer_templates_edit_fallback()),
];

export function action({ request, params }: ActionFunctionArgs) {
  return saveShiftTemplateFromForm(request, idParam(params.templateId));
}

export default function EditShiftTemplatePage() {
  const { id, values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage
      back={{ to: "/admin/shift-templates", label: m.volunteer_admin_templates() }}
      title={m.volunteer_templates_edit_fallback()}
    >
      <p className="text-sm text-gray-700 dark:text-gray-300">{m.volunteer_templates_edit_note()}</p>
      <ShiftTemplateForm
        id={`edit-shift-template-${id}`}
        action={`/admin/shift-templates/${id}/edit`}
        defaultValue={values}
        lastResult={actionData?.result}
        submitLabel={m.volunteer_admin_save()}
        pending={navigation.state === "submitting"}
      />
      <div className="border-t border-gray-200 pt-4 dark:border-gray-700">
        <ButtonLink to={`/admin/shift-templates/${id}/delete`} variant="danger">
          {m.volunteer_templates_delete_button()}
        </ButtonLink>
      </div>
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
