import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BALLOT_PHASE_LABELS, ballotPhase } from "~/models/away";
import { listAllocations } from "~/models/away.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";

export const meta = titled("Away days", "Ticket ballots for away matches, drawn by a published rule that rewards loyalty.");

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
      <h1 className="text-3xl font-bold">Away days</h1>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        The club gives us fewer away tickets than members who want them. Apply while a ballot is open; the draw weighs loyalty points, and
        anyone can check it afterwards.
      </p>
      {ballots.length === 0 ? (
        <p>No away ballots yet.</p>
      ) : (
        <ul className="space-y-3">
          {ballots.map((ballot) => (
            <li key={ballot.id} className="rounded-lg border border-gray-200 p-4 dark:border-gray-700">
              <Link to={`/away/${ballot.id}`} className="text-lg font-semibold text-brand-600 hover:underline dark:text-brand-100">
                {ballot.eventTitle}
              </Link>
              <p className="text-sm">
                {formatDateTime(ballot.eventDate, timeZone)} · {ballot.tickets} tickets · {ballot.applications} applied
              </p>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {BALLOT_PHASE_LABELS[ballot.phase]}
                {ballot.phase === "upcoming" ? ` · opens ${formatDateTime(ballot.opensAt, timeZone)}` : null}
                {ballot.phase === "open" ? ` · closes ${formatDateTime(ballot.closesAt, timeZone)}` : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
