import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { listMeetings } from "~/models/meeting-agenda.server";
import { meetingPhase } from "~/models/meetings";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";

export const meta: MetaFunction = (args) => titled(m.meetings_title())(args);

/** /meetings: the group's general meetings whose notice has gone out, the latest first; open to all, like their agendas and results. */
export async function loader() {
  const rows = await listMeetings({ openedOnly: true });
  return json({
    meetings: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      location: row.location,
      phase: meetingPhase(row),
    })),
  });
}

const PHASES = {
  before: () => m.meetings_phase_before(),
  voting: () => m.meetings_phase_voting(),
  closed: () => m.meetings_phase_closed(),
};

export default function MeetingsPage() {
  const { meetings } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">{m.meetings_title()}</h1>
      <p>{m.meetings_intro()}</p>
      {meetings.length === 0 ? <p>{m.meetings_none()}</p> : null}
      <ul className="space-y-3">
        {meetings.map((meeting) => (
          <li key={meeting.id} className="rounded-xl border border-gray-200 p-4 dark:border-gray-700">
            <h2 className="text-xl font-semibold">
              <Link to={`/meetings/${meeting.id}`} className="hover:underline">
                {meeting.title}
              </Link>
            </h2>
            <p className="text-sm text-gray-600 dark:text-gray-300">
              <time dateTime={meeting.startsAt}>{formatDateTime(meeting.startsAt, timeZone)}</time> · {meeting.location} ·{" "}
              {PHASES[meeting.phase]()}
            </p>
            {meeting.phase === "closed" ? (
              <Link to={`/meetings/${meeting.id}/results`} className="text-sm text-brand-700 underline dark:text-brand-100">
                {m.meetings_results_link()}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
