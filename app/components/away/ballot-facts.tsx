import { BALLOT_PHASE_LABELS, type BallotPhase } from "~/models/away";
import { ballotFormulaText, loyaltyRuleText, type LoyaltyRule } from "~/models/loyalty-rules";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { formatPrice } from "~/utils/format";

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
    ["Match", formatDateTime(allocation.eventDate, timeZone)],
    ["Status", BALLOT_PHASE_LABELS[phase]],
    ["Tickets", `${allocation.tickets} at ${formatPrice(allocation.price, currency)} each`],
    ["Applications", `${formatDateTime(allocation.opensAt, timeZone)} to ${formatDateTime(allocation.closesAt, timeZone)}`],
    ["Per application", allocation.maxPerApplication > 1 ? "1 or 2 tickets (with a partner)" : "1 ticket"],
    ["Who may apply", allocation.membersOnly ? "Active and lifetime members" : "Anyone signed in"],
    ["Paying", `Within ${allocation.payHours} hours of a place being offered; then it passes on`],
    [
      "Applied so far",
      `${allocation.applications} ${allocation.applications === 1 ? "application" : "applications"} (${allocation.applicants} ${allocation.applicants === 1 ? "member" : "members"})`,
    ],
  ];
  return (
    <section aria-label="The ballot" className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-gray-600 dark:text-gray-300">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-medium text-gray-600 dark:text-gray-300">Seed commitment (SHA-256)</dt>
          <dd className="break-all font-mono text-xs" data-testid="seed-commitment">
            {allocation.seedCommitment}
          </dd>
        </div>
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">How the draw works</summary>
        <div className="mt-2 space-y-2 text-gray-700 dark:text-gray-300">
          <p>Points, counted when the draw is made:</p>
          <ul className="list-disc space-y-1 pl-5">
            {loyaltyRuleText(allocation.ruleAtDraw ?? undefined).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>The draw:</p>
          <ul className="list-disc space-y-1 pl-5">
            {ballotFormulaText(allocation.ruleAtDraw ?? undefined).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            The seed is fixed when the ballot is created; only its SHA-256 is shown until the draw, when the seed itself is published, so
            anyone can check it was not chosen afterwards and recompute the order.
          </p>
        </div>
      </details>
    </section>
  );
}
