import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { MetaFunction } from "@remix-run/node";
import { ballotPhase, ballotPhaseLabel } from "~/models/away";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { listAllocations } from "~/models/away.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";

export const meta: MetaFunction = (args) => titled(m.away_list_title(), m.away_list_description())(args);

/** Ballots listed: more than a season of away matches. */
const LISTED = 30;

export async function loader() {
  const now = new Date();
  const ballots = (await listAllocations({ limit: LISTED })).map(({ seedCommitment: _commitment, ...ballot }) => ({
    ...ballot,
    phase: ballotPhase(ballot, now),
  }));
  return json({ ballots });
}

/** Every away ballot, the latest window first. */
export default function AwayDays() {
  const { ballots } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">{m.away_list_title()}</h1>
      <p className="text-sm text-gray-700 dark:text-gray-300">{m.away_list_intro()} </p>
      {ballots.length === 0 ? (
        <p>{m.away_list_empty()}</p>
      ) : (
        <ul className="space-y-3">
          {ballots.map((ballot) => (
            <li key={ballot.id} className="rounded-lg border border-gray-200 p-4 dark:border-gray-700">
              <Link to={`/away/${ballot.id}`} className="text-lg font-semibold text-brand-600 hover:underline dark:text-brand-100">
                {ballot.eventTitle}
              </Link>
              <p className="text-sm">
                {formatDateTime(ballot.eventDate, timeZone)} ·{" "}
                {m.away_list_tickets({ tickets: ballot.tickets, applications: ballot.applications })}
              </p>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {ballotPhaseLabel(ballot.phase)}
                {ballot.phase === "upcoming" ? m.away_list_opens({ date: formatDateTime(ballot.opensAt, timeZone) }) : null}
                {ballot.phase === "open" ? m.away_list_closes({ date: formatDateTime(ballot.closesAt, timeZone) }) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
