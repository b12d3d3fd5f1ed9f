import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable, BackLink, adminDangerLinkClass, adminLinkClass } from "~/components/admin/admin-page";
import { ButtonLink } from "~/components/ui/button";
import { listShiftTemplates } from "~/models/shift-templates.server";
import { requireAdmin } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta = titled(m.volunteer_admin_templates);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ templates: await listShiftTemplates() });
}

/** The saved crews an event can be given in one step: each with its number of shifts and of volunteers. */
export default function ShiftTemplatesPage() {
  const { templates } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <BackLink to="/admin/volunteer" label={m.volunteer_admin_heading()} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{m.volunteer_admin_templates()}</h1>
        <ButtonLink to="/admin/shift-templates/new">{m.volunteer_templates_new()}</ButtonLink>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">{m.volunteer_templates_intro()}</p>
      <div className="overflow-x-auto">
        <AdminTable
          caption={m.volunteer_templates_caption()}
          columns={[m.volunteer_templates_col_name(), m.volunteer_templates_col_shifts(), m.volunteer_templates_col_volunteers()]}
        >
          {templates.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-3 text-gray-600 dark:text-gray-300">
                {m.volunteer_templates_empty()}
              </td>
            </tr>
          ) : null}
          {templates.map((template) => (
            <tr key={template.id} className="border-b border-gray-100 dark:border-gray-800" data-testid="shift-template-row">
              <td className="py-2 font-medium">{template.name}</td>
              <td className="py-2">{template.shiftCount}</td>
              <td className="py-2">{template.volunteers}</td>
              <td className="space-x-3 py-2 text-right">
                <Link
                  to={`/admin/shift-templates/${template.id}/edit`}
                  className={adminLinkClass}
                  aria-label={m.volunteer_admin_edit_of({ title: template.name })}
                >
                  {m.volunteer_admin_edit()}
                </Link>
                <Link
                  to={`/admin/shift-templates/${template.id}/delete`}
                  className={adminDangerLinkClass}
                  aria-label={m.volunteer_admin_delete_of({ title: template.name })}
                >
                  {m.volunteer_admin_delete()}
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
