import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type BallotItemView =
  | { id: number; kind: "motion"; title: string; special: boolean }
  | { id: number; kind: "election"; title: string; seats: number; candidates: { id: number; name: string }[] };

const MOTION_ANSWERS = [
  { value: "for", label: () => m.meetings_choice_for() },
  { value: "against", label: () => m.meetings_choice_against() },
  { value: "abstain", label: () => m.meetings_choice_abstain() },
] as const;

/**
 * One voter's ballot: every item they have not voted on yet, a plain form that works without
 * JavaScript. `voterId` is the member the votes are for (the signed-in member, or one whose proxy
 * they are); `posted` puts back what was chosen when the form is answered with an error.
 */
export function Ballot({
  heading,
  voterId,
  items,
  errors,
  posted,
  pending,
}: {
  heading: string;
  voterId: string;
  items: BallotItemView[];
  errors: Record<string, string>;
  posted: Record<string, string[]>;
  pending: boolean;
}) {
  const chosen = (itemId: number, value: string) => (posted[`item-${itemId}`] ?? []).includes(value);
  const formId = `ballot-${voterId}`;
  return (
    <Form
      method="post"
      className="space-y-4 rounded-xl border border-brand-200 p-4 dark:border-brand-800"
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`} className="text-lg font-semibold">
        {heading}
      </h3>
      <input type="hidden" name="intent" value="vote" />
      <input type="hidden" name="voterId" value={voterId} />
      {items.map((item) => {
        const field = `item-${item.id}`;
        const errorId = `${formId}-${field}-error`;
        const error = errors[field];
        return (
          <fieldset
            key={item.id}
            className="space-y-2"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="font-medium">
              {item.title}
              {item.kind === "motion" && item.special ? (
                <span className="ml-2 text-sm font-normal">({m.meetings_special_short()})</span>
              ) : null}
            </legend>
            {item.kind === "motion" ? (
              <div className="flex flex-wrap gap-4">
                {MOTION_ANSWERS.map((answer) => (
                  <label key={answer.value} className="flex items-center gap-2">
                    <input type="radio" name={field} value={answer.value} defaultChecked={chosen(item.id, answer.value)} />
                    {answer.label()}
                  </label>
                ))}
              </div>
            ) : (
              <div className="space-y-1">
                <p className="text-sm text-gray-600 dark:text-gray-300">{m.meetings_ballot_pick({ seats: item.seats })}</p>
                {item.candidates.map((candidate) => (
                  <label key={candidate.id} className="flex items-center gap-2">
                    <input type="checkbox" name={field} value={candidate.id} defaultChecked={chosen(item.id, String(candidate.id))} />
                    {candidate.name}
                  </label>
                ))}
                <label className="flex items-center gap-2">
                  <input type="checkbox" name={field} value="abstain" defaultChecked={chosen(item.id, "abstain")} />
                  {m.meetings_choice_abstain()}
                </label>
              </div>
            )}
            <p id={errorId} className="min-h-[1rem] text-sm text-red-600 dark:text-red-400" role={error ? "alert" : undefined}>
              {error}
            </p>
          </fieldset>
        );
      })}
      <p className="text-sm text-gray-600 dark:text-gray-300">{m.meetings_ballot_once()}</p>
      <Button type="submit" disabled={pending}>
        {m.meetings_ballot_submit()}
      </Button>
    </Form>
  );
}
