import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { RECEIPT_PATTERN, type VoteChoice } from "~/models/meetings";
import { publishedResults } from "~/models/meetings.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { formatNumber } from "~/utils/format";
import { titled } from "~/utils/meta";
import { parseId } from "~/utils/validation.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  titled(() => m.meetings_results_title({ title: args.data?.results.meeting.title ?? "" }))(args);

/** "abcd efgh…" as typed, read as a receipt: upper case, spaces and dashes put back in groups of four. */
function normaliseReceipt(value: string | null) {
  const plain = (value ?? "")
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  return plain.length === 16 ? plain.match(/.{4}/g)!.join("-") : null;
}

/**
 * /meetings/{id}/results: once voting has closed (the first read publishes), per item the counts,
 * turnout, quorum and outcome, and every receipt with the choice it carries, sorted by receipt. A
 * member types their receipt (?receipt=) to find what it carries. Public, like the JSON API.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.meetingId);
  const results = id === null ? null : await publishedResults(id);
  if (!results) throw new Response(m.meetings_api_no_results(), { status: 404 });
  const typed = new URL(request.url).searchParams.get("receipt");
  const receipt = typed ? normaliseReceipt(typed) : null;
  const found = receipt ? results.votes.filter((vote) => vote.receipt === receipt) : [];
  return json({
    results,
    search: typed ? { typed: typed.slice(0, 40), valid: receipt !== null && RECEIPT_PATTERN.test(receipt), found } : null,
  });
}

export default function ResultsPage() {
  const { results, search } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const titleOf = new Map(results.items.map((item) => [item.id, item.title]));
  const candidateNames = new Map(
    results.items.flatMap((item) => (item.kind === "election" ? item.candidates.map((c) => [c.id, c.name] as const) : [])),
  );
  const describe = (choice: VoteChoice) =>
    Array.isArray(choice)
      ? choice.length === 0
        ? m.meetings_choice_abstain()
        : choice.map((id) => candidateNames.get(id) ?? String(id)).join(", ")
      : choice === "for"
        ? m.meetings_choice_for()
        : choice === "against"
          ? m.meetings_choice_against()
          : m.meetings_choice_abstain();
  const quorum =
    results.quorum.kind === "votes"
      ? m.meetings_quorum_votes({ count: results.quorum.value })
      : m.meetings_quorum_share({ percent: results.quorum.value });

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-2">
        <p>
          <Link to={`/meetings/${results.meeting.id}`} className="text-sm text-brand-700 underline dark:text-brand-100">
            {m.meetings_back_to_meeting()}
          </Link>
        </p>
        <h1 className="text-3xl font-bold">{m.meetings_results_title({ title: results.meeting.title })}</h1>
        <p>
          {m.meetings_results_published({ when: formatDateTime(results.publishedAt, timeZone) })}{" "}
          {m.meetings_results_electorate({ count: formatNumber(results.electorate) })} {quorum}
        </p>
      </header>

      <section aria-labelledby="find-receipt" className="space-y-3 rounded-xl border border-brand-200 p-4 dark:border-brand-800">
        <h2 id="find-receipt" className="text-xl font-semibold">
          {m.meetings_find_receipt()}
        </h2>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div className="grow space-y-1">
            <label htmlFor="receipt" className="block text-sm font-medium">
              {m.meetings_receipt_label()}
            </label>
            <input
              id="receipt"
              name="receipt"
              className={`${inputClass} font-mono`}
              defaultValue={search?.typed ?? ""}
              autoComplete="off"
            />
          </div>
          <Button type="submit">{m.meetings_find()}</Button>
        </Form>
        {search ? (
          <div role="status" data-testid="receipt-answer">
            {!search.valid ? (
              <p>{m.meetings_receipt_malformed()}</p>
            ) : search.found.length === 0 ? (
              <p className="font-medium text-red-700 dark:text-red-400">{m.meetings_receipt_not_found()}</p>
            ) : (
              <ul>
                {search.found.map((vote) => (
                  <li key={`${vote.itemId}-${vote.receipt}`}>
                    {m.meetings_receipt_found({ item: titleOf.get(vote.itemId) ?? "", choice: describe(vote.choice) })}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        <div className="space-y-2 text-sm">
          <p>{m.meetings_receipt_proves()}</p>
          <p>{m.meetings_receipt_not_proves()}</p>
          <p>{m.meetings_receipt_coercion()}</p>
          <p>
            {m.meetings_recount({ command: `npm run vote:verify -- ${results.meeting.id}` })}{" "}
            <a href={`/api/meetings/${results.meeting.id}/results`} className="text-brand-700 underline dark:text-brand-100">
              {m.meetings_results_json()}
            </a>
          </p>
        </div>
      </section>

      {results.items.map((item, index) => {
        const tally = results.tallies[index];
        const votes = results.votes.filter((vote) => vote.itemId === item.id);
        return (
          <section key={item.id} aria-labelledby={`result-${item.id}`} className="space-y-3">
            <h2 id={`result-${item.id}`} className="text-2xl font-semibold">
              {item.title}
            </h2>
            <p data-testid={`outcome-${item.id}`} className="font-medium">
              {tally.kind === "motion"
                ? !tally.quorumMet
                  ? m.meetings_outcome_no_quorum()
                  : tally.carried
                    ? m.meetings_outcome_carried()
                    : m.meetings_outcome_lost()
                : !tally.quorumMet
                  ? m.meetings_outcome_no_quorum()
                  : tally.tie
                    ? m.meetings_outcome_tie({
                        names: tally.tie.candidates.map((id) => candidateNames.get(id) ?? "").join(", "),
                        seats: tally.tie.seats,
                      })
                    : m.meetings_outcome_elected({ names: tally.elected.map((id) => candidateNames.get(id) ?? "").join(", ") || "—" })}
            </p>
            <p className="text-sm">
              {m.meetings_turnout({ count: formatNumber(tally.turnout), electorate: formatNumber(results.electorate) })}{" "}
              {tally.quorumMet ? m.meetings_quorum_met() : m.meetings_quorum_not_met()}
            </p>
            <table className="w-full text-left">
              <thead>
                <tr>
                  <th scope="col">{tally.kind === "motion" ? m.meetings_col_choice() : m.meetings_col_candidate()}</th>
                  <th scope="col" className="text-right">
                    {m.meetings_col_votes()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tally.kind === "motion" ? (
                  <>
                    <tr>
                      <td>{m.meetings_choice_for()}</td>
                      <td className="text-right">{formatNumber(tally.for)}</td>
                    </tr>
                    <tr>
                      <td>{m.meetings_choice_against()}</td>
                      <td className="text-right">{formatNumber(tally.against)}</td>
                    </tr>
                    <tr>
                      <td>{m.meetings_choice_abstain()}</td>
                      <td className="text-right">{formatNumber(tally.abstain)}</td>
                    </tr>
                  </>
                ) : (
                  <>
                    {tally.candidates.map((candidate) => (
                      <tr key={candidate.id}>
                        <td>{candidate.name}</td>
                        <td className="text-right">{formatNumber(candidate.votes)}</td>
                      </tr>
                    ))}
                    <tr>
                      <td>{m.meetings_choice_abstain()}</td>
                      <td className="text-right">{formatNumber(tally.abstentions)}</td>
                    </tr>
                  </>
                )}
              </tbody>
            </table>
            <details>
              <summary className="cursor-pointer text-brand-700 underline dark:text-brand-100">
                {m.meetings_all_receipts({ count: formatNumber(votes.length) })}
              </summary>
              <div
                className="max-h-96 overflow-y-auto"
                tabIndex={0}
                role="region"
                aria-label={m.meetings_all_receipts({ count: formatNumber(votes.length) })}
              >
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr>
                      <th scope="col">{m.meetings_col_receipt()}</th>
                      <th scope="col">{m.meetings_col_choice()}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {votes.map((vote) => (
                      <tr key={vote.receipt}>
                        <td className="font-mono">{vote.receipt}</td>
                        <td>{describe(vote.choice)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </section>
        );
      })}
    </div>
  );
}
