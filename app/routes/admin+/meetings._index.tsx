import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable, BackLink, adminLinkClass } from "~/components/admin/admin-page";
import { ButtonLink } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { listMeetings } from "~/models/meeting-agenda.server";
import { meetingPhase } from "~/models/meetings";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";

export const meta: MetaFunction = (args) => titled(m.meetings_admin_list_title())(args);

/** /admin/meetings: every general meeting, the latest first, with where it stands. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await listMeetings({ openedOnly: false });
  return json({
    meetings: rows.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      startsAt: row.startsAt.toISOString(),
      state: row.openedAt ? meetingPhase(row) : ("draft" as const),
    })),
  });
}

const STATES = {
  draft: () => m.meetings_admin_state_draft(),
  before: () => m.meetings_admin_state_noticed(),
  voting: () => m.meetings_phase_voting(),
  closed: () => m.meetings_phase_closed(),
};

export default function AdminMeetingsPage() {
  const { meetings } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  return (
    <div className="space-y-6">
      <BackLink to="/admin" label={m.admin_dashboard_title()} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{m.meetings_admin_list_title()}</h1>
        <ButtonLink to="/admin/meetings/new">{m.meetings_admin_new_title()}</ButtonLink>
      </div>
      {meetings.length === 0 ? (
        <p>{m.meetings_admin_none()}</p>
      ) : (
        <ScrollRegion label={m.meetings_admin_list_title()}>
          <AdminTable
            caption={m.meetings_admin_list_title()}
            columns={[m.meetings_admin_col_meeting(), m.meetings_admin_col_when(), m.meetings_admin_col_state()]}
          >
            {meetings.map((meeting) => (
              <tr key={meeting.id} className="border-b border-gray-100 dark:border-gray-800">
                <td className="py-2">{meeting.title}</td>
                <td className="py-2">{formatDateTime(meeting.startsAt, timeZone)}</td>
                <td className="py-2">{STATES[meeting.state]()}</td>
                <td className="py-2">
                  <Link to={`/admin/meetings/${meeting.id}`} className={adminLinkClass}>
                    {m.meetings_admin_manage()}
                  </Link>
                </td>
              </tr>
            ))}
          </AdminTable>
        </ScrollRegion>
      )}
    </div>
  );
}
