import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { BackLink } from "~/components/admin/admin-page";
import { awayStatusLabel } from "~/models/away";
import { getPublishedResult } from "~/models/away.server";
import { getOptionalUser } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { titleFor } from "~/utils/meta";
import { parseId } from "~/utils/validation.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const NOT_DRAWN = () => m.away_result_not_drawn();

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data ? m.away_result_title({ match: data.ballot.match }) : m.away_result_title_plain()),
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.allocationId);
  const user = await getOptionalUser(request);
  const result = id === null ? null : await getPublishedResult(id, user?.id ?? null);
  if (!result) throw json({ message: NOT_DRAWN() }, { status: 404 });
  return json(result);
}

/**
 * The public result: the order with Member IDs and points (a name only where its member ticked 'Show
 * my name on published ballot results'; the signed-in member's own row marked 'you'), why a waiting
 * application got no place, the seed, its commitment, the formula.
 */
export default function BallotResult() {
  const { ballot, order } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink to={`/away/${ballot.id}`} label={m.away_result_back()} />
      <h1 className="text-3xl font-bold">{m.away_result_title({ match: ballot.match })}</h1>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {m.away_result_summary({ date: formatDateTime(ballot.drawnAt, timeZone), tickets: ballot.tickets, applications: order.length })}
      </p>
      <section aria-labelledby="seed-heading" className="space-y-2 text-sm">
        <h2 id="seed-heading" className="text-xl font-semibold">
          {m.away_result_seed_heading()}
        </h2>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{m.away_result_seed()}</dt>
          <dd className="break-all font-mono text-xs" data-testid="seed">
            {ballot.seed}
          </dd>
          <dt className="font-medium">{m.away_result_commitment()}</dt>
          <dd className="break-all font-mono text-xs" data-testid="seed-commitment">
            {ballot.seedCommitment}
          </dd>
        </dl>
        <ul className="list-disc space-y-1 pl-5">
          {ballot.formula.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          {m.away_result_check_before()} <code className="font-mono">npm run ballot:verify -- {ballot.id}</code>{" "}
          {m.away_result_check_middle()}{" "}
          <Link to={`/api/away/${ballot.id}/result`} reloadDocument className="font-semibold text-brand-600 underline dark:text-brand-100">
            {m.away_result_published_data()}
          </Link>
          .
        </p>
      </section>
      <section aria-labelledby="order-heading">
        <h2 id="order-heading" className="text-xl font-semibold">
          {m.away_result_order_heading()}
        </h2>
        <ScrollRegion label={m.away_result_order_scroll()} className="mt-2">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-700">
                <th scope="col" className="py-2 pr-4">
                  {m.away_result_col_position()}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {m.away_result_col_member_ids()}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {m.away_result_col_points()}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {m.away_result_col_weight()}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {m.away_result_col_result()}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.map((entry) => (
                <tr key={entry.applicationId} className="border-b border-gray-100 dark:border-gray-800" data-testid="result-row">
                  <td className="py-2 pr-4">{entry.position}</td>
                  <td className="py-2 pr-4">
                    {entry.members.map((member) => (
                      <span key={member.memberId} className="block">
                        <span className="font-mono">{member.memberId}</span>
                        {member.name ? ` ${member.name}` : null}
                      </span>
                    ))}
                    {entry.you ? (
                      <span className="block font-semibold" data-testid="result-you">
                        {m.away_result_you()}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4">{entry.members.map((member) => member.points).join(" + ")}</td>
                  <td className="py-2 pr-4">{entry.weight}</td>
                  <td className="py-2 pr-4">{awayStatusLabel(entry.status, entry.reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
