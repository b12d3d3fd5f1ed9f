import { loyaltyLineText, loyaltyRuleText, type LoyaltyLine } from "~/models/loyalty-rules";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * Loyalty points (models/loyalty-rules.ts): the total, the breakdown line by line ('6 matches
 * attended · 6 points') and, folded, the rule itself, so a member can check their own sum. The
 * profile shows the member's own; the admin's member page shows that member's. `points` is null
 * for anyone who is not an active or lifetime member.
 */
export function LoyaltyCard({ points, whose }: { points: { total: number; lines: LoyaltyLine[] } | null; whose?: string }) {
  return (
    <section aria-labelledby="loyalty-heading" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="loyalty-heading" className="text-xl font-semibold">
          {m.profile_loyalty_heading()}
        </h2>
        {points ? (
          <p className="text-2xl font-bold" data-testid="loyalty-total">
            {m.profile_loyalty_total({ count: points.total })}
          </p>
        ) : null}
      </div>
      {points ? (
        <ul className="mt-3 space-y-1 text-sm" aria-label={whose ? m.profile_loyalty_lines_of({ whose }) : m.profile_loyalty_lines_own()}>
          {points.lines.map((line) => (
            <li key={line.key}>{loyaltyLineText(line)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-300">{m.profile_loyalty_members_only()}</p>
      )}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium">{m.profile_loyalty_rules()}</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700 dark:text-gray-300">
          {loyaltyRuleText().map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
