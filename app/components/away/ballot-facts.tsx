import { ballotPhaseLabel, type BallotPhase } from "~/models/away";
import { ballotFormulaText, loyaltyRuleText, type LoyaltyRule } from "~/models/loyalty-rules";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import * as m from "~/i18n/paraglide/messages/_index.js";

type Facts = {
  eventTitle: string;
  eventDate: string;
  tickets: number;
  price: string;
  opensAt: string;
  closesAt: string;
  payHours: number;
  maxPerApplication: number;
  membersOnly: boolean;
  seedCommitment: string;
  applications: number;
  applicants: number;
  /** The rule a drawn ballot was weighed with; null before the draw (the rule in the settings applies). */
  ruleAtDraw: LoyaltyRule | null;
};

/**
 * A ballot's published facts: the match, tickets, price, window, how long a winner has to pay, how
 * many have applied, the seed's commitment, and (folded) the points rule and the draw's formula.
 */
export function BallotFacts({ allocation, phase }: { allocation: Facts; phase: BallotPhase }) {
  const { timeZone, currency } = useBranding();
  const rows: [string, string][] = [
    [m.away_facts_match(), formatDateTime(allocation.eventDate, timeZone)],
    [m.away_facts_status(), ballotPhaseLabel(phase)],
    [m.away_facts_tickets(), m.away_facts_tickets_value({ tickets: allocation.tickets, price: formatPrice(allocation.price, currency) })],
    [
      m.away_facts_applications(),
      m.away_facts_window({ opens: formatDateTime(allocation.opensAt, timeZone), closes: formatDateTime(allocation.closesAt, timeZone) }),
    ],
    [m.away_facts_per_application(), allocation.maxPerApplication > 1 ? m.away_facts_two_tickets() : m.away_facts_one_ticket()],
    [m.away_facts_who(), allocation.membersOnly ? m.away_facts_members() : m.away_facts_anyone()],
    [m.away_facts_paying(), m.away_facts_paying_value({ hours: allocation.payHours })],
    [
      m.away_facts_applied_so_far(),
      m.away_facts_applied_value({
        applications: m.away_facts_applications_count({ applications: allocation.applications }),
        applicants: m.away_facts_applicants_count({ applicants: allocation.applicants }),
      }),
    ],
  ];
  return (
    <section aria-label={m.away_facts_label()} className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-gray-600 dark:text-gray-300">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-medium text-gray-600 dark:text-gray-300">{m.away_facts_seed_commitment()}</dt>
          <dd className="break-all font-mono text-xs" data-testid="seed-commitment">
            {allocation.seedCommitment}
          </dd>
        </div>
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{m.away_facts_how()}</summary>
        <div className="mt-2 space-y-2 text-gray-700 dark:text-gray-300">
          <p>{m.away_facts_points()}</p>
          <ul className="list-disc space-y-1 pl-5">
            {loyaltyRuleText(allocation.ruleAtDraw ?? undefined).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{m.away_facts_the_draw()}</p>
          <ul className="list-disc space-y-1 pl-5">
            {ballotFormulaText(allocation.ruleAtDraw ?? undefined).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{m.away_facts_seed_text()}</p>
        </div>
      </details>
    </section>
  );
}
