import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { ShiftTemplateForm } from "~/components/admin/shift-template-form";
import { newShiftTemplateValues, saveShiftTemplateFromForm } from "~/routes/admin+/__shift-template-form.server";
import { requireAdmin } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { oncePerKey } from "~/models/request-keys.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta = titled(m.volunteer_templates_new_title);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ values: newShiftTemplateValues() });
}

/** One template per press, however often the post arrives. */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

function act({ request }: ActionFunctionArgs) {
  return saveShiftTemplateFromForm(request, null);
}

export default function NewShiftTemplatePage() {
  const { values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage back={{ to: "/admin/shift-templates", label: m.volunteer_admin_templates() }} title={m.volunteer_templates_new_title()}>
      <ShiftTemplateForm
        id="new-shift-template"
        action="/admin/shift-templates/new"
        defaultValue={values}
        lastResult={actionData?.result}
        submitLabel={m.volunteer_templates_create()}
        pending={navigation.state === "submitting"}
      />
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
