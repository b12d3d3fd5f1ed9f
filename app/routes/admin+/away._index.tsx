import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable, BackLink, adminLinkClass } from "~/components/admin/admin-page";
import { BallotPhaseBadge } from "~/components/away/phase-badge";
import { ButtonLink } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { ballotPhase } from "~/models/away";
import { listAllocations } from "~/models/away.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate, formatDateTime } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { titled } from "~/utils/meta";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.away_admin_list_title())(args);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = new Date();
  const ballots = await listAllocations({ limit: 100 });
  // The phase is judged here, by the server's clock, so the page and its hydration agree.
  return json({ ballots: ballots.map((ballot) => ({ ...ballot, phase: ballotPhase(ballot, now) })) });
}

/** Every away-day ballot, the latest window first: its match, tickets, window, counts and phase. */
export default function AwayBallotsPage() {
  const { ballots } = useLoaderData<typeof loader>();
  const { timeZone, currency } = useBranding();
  return (
    <div className="space-y-8">
      <BackLink to="/admin" label={m.away_admin_dashboard()} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{m.away_admin_list_title()}</h1>
        <ButtonLink to="/admin/away/new">{m.away_admin_new_ballot()}</ButtonLink>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">{m.away_admin_list_intro()}</p>
      <ScrollRegion label={m.away_admin_ballots()}>
        <AdminTable
          caption={m.away_admin_ballots()}
          columns={[
            m.away_admin_field_match(),
            m.away_admin_field_tickets(),
            m.away_admin_col_price(),
            m.away_admin_field_opens(),
            m.away_admin_field_closes(),
            m.away_admin_col_applied(),
            m.away_admin_col_phase(),
          ]}
        >
          {ballots.length === 0 ? (
            <tr>
              <td colSpan={8} className="py-3 text-gray-600 dark:text-gray-300">
                {m.away_admin_no_ballots()}
              </td>
            </tr>
          ) : null}
          {ballots.map((ballot) => (
            <tr key={ballot.id} className="border-b border-gray-100 dark:border-gray-800" data-testid="away-ballot-row">
              <td className="py-2 pr-3">
                <span className="block font-medium">{ballot.eventTitle}</span>
                <span className="text-xs text-gray-600 dark:text-gray-300">{formatDate(ballot.eventDate, timeZone)}</span>
              </td>
              <td className="py-2 pr-3">{ballot.tickets}</td>
              <td className="py-2 pr-3">{formatPrice(ballot.price, currency)}</td>
              <td className="py-2 pr-3">{formatDateTime(ballot.opensAt, timeZone)}</td>
              <td className="py-2 pr-3">{formatDateTime(ballot.closesAt, timeZone)}</td>
              <td className="py-2 pr-3">
                {m.away_facts_applications_count({ applications: ballot.applications })} ·{" "}
                {m.away_facts_applicants_count({ applicants: ballot.applicants })}
              </td>
              <td className="py-2 pr-3">
                <BallotPhaseBadge phase={ballot.phase} />
              </td>
              <td className="py-2 text-right">
                <Link
                  to={`/admin/away/${ballot.id}`}
                  className={adminLinkClass}
                  aria-label={m.away_admin_open_ballot({ title: ballot.eventTitle })}
                >
                  {m.away_admin_open()}
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      </ScrollRegion>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
