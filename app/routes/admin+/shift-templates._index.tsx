import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable, BackLink, adminDangerLinkClass, adminLinkClass } from "~/components/admin/admin-page";
import { ButtonLink } from "~/components/ui/button";
import { listShiftTemplates } from "~/models/shift-templates.server";
import { requireAdmin } from "~/utils/auth.server";
import { titled } from "~/utils/meta";

export const meta = titled("Shift templates");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ templates: await listShiftTemplates() });
}

/** The saved crews an event can be given in one step: each with its number of shifts and of volunteers. */
export default function ShiftTemplatesPage() {
  const { templates } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <BackLink to="/admin/volunteer" label="Volunteer opportunities" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Shift templates</h1>
        <ButtonLink to="/admin/shift-templates/new">New template</ButtonLink>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        A template is a crew for a match day, with each shift timed from kickoff. Give an event its shifts from a template when you set it
        up.
      </p>
      <div className="overflow-x-auto">
        <AdminTable caption="Templates" columns={["Name", "Shifts", "Volunteers"]}>
          {templates.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-3 text-gray-600 dark:text-gray-300">
                No shift templates yet. Create one with New template.
              </td>
            </tr>
          ) : null}
          {templates.map((template) => (
            <tr key={template.id} className="border-b border-gray-100 dark:border-gray-800" data-testid="shift-template-row">
              <td className="py-2 font-medium">{template.name}</td>
              <td className="py-2">{template.shiftCount}</td>
              <td className="py-2">{template.volunteers}</td>
              <td className="space-x-3 py-2 text-right">
                <Link to={`/admin/shift-templates/${template.id}/edit`} className={adminLinkClass} aria-label={`Edit ${template.name}`}>
                  Edit
                </Link>
                <Link
                  to={`/admin/shift-templates/${template.id}/delete`}
                  className={adminDangerLinkClass}
                  aria-label={`Delete ${template.name}`}
                >
                  Delete
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
