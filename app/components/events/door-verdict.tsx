import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";

/** Let through, let through earlier (a repeat), or turned away. */
export type DoorTone = "ok" | "again" | "refused";

const TONES: Record<DoorTone, { box: string; icon: string }> = {
  ok: { box: "bg-green-700 text-white", icon: "M5 13l4 4L19 7" },
  again: { box: "bg-amber-300 text-gray-900", icon: "M12 8v4l3 3M12 3a9 9 0 100 18 9 9 0 000-18z" },
  refused: { box: "bg-red-700 text-white", icon: "M6 6l12 12M18 6L6 18" },
};

/**
 * The answer to the last press at the door or the merch table, filling the width: colour, an icon
 * and the words (never colour alone; `label` names the tone for a screen reader), and who it was
 * about with their initials.
 */
export function DoorVerdict({
  tone,
  label,
  message,
  testId,
  verdict,
  person,
  children,
}: {
  tone: DoorTone;
  label: string;
  message: string;
  testId: string;
  verdict: string;
  person: { initials: string; name: string; memberId: string | null } | null;
  children?: ReactNode;
}) {
  const { box, icon } = TONES[tone];
  return (
    <section role="status" aria-live="polite" data-testid={testId} data-verdict={verdict} className={`rounded-2xl p-6 ${box}`}>
      <div className="flex items-center gap-4">
        <svg viewBox="0 0 24 24" className="h-14 w-14 shrink-0" fill="none" stroke="currentColor" strokeWidth={3} aria-hidden="true">
          <path strokeLinecap="round" strokeLinejoin="round" d={icon} />
        </svg>
        <p className="text-3xl font-black leading-tight sm:text-4xl">
          <span className="sr-only">{label}: </span>
          {message}
        </p>
      </div>
      {person ? (
        <div className="mt-4 flex items-center gap-3">
          <Initials initials={person.initials} className="h-12 w-12 bg-white/90 text-lg font-bold text-gray-900" />
          <p className="text-xl font-semibold">
            <span data-testid="verdict-name">{person.name}</span>{" "}
            {person.memberId ? (
              <span data-testid="verdict-member-id" className="font-mono">
                {person.memberId}
              </span>
            ) : null}
          </p>
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A person's initials in a circle, beside their name (hidden from screen readers, which read the name). */
export function Initials({ initials, className }: { initials: string; className: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 items-center justify-center rounded-full ${className}`}>
      {initials}
    </span>
  );
}

/** The plain GET search of the door and the merch table: it works without JavaScript, and its `q` stays in the address. */
export function DoorSearch({
  action,
  id,
  label,
  formLabel,
  button,
  q,
  maxLength,
  intent,
}: {
  action: string;
  id: string;
  label: string;
  formLabel: string;
  button: string;
  q: string;
  maxLength: number;
  /** Posted with this intent instead of a GET (the merch table: a pasted card's token stays out of the URL). */
  intent?: string;
}) {
  return (
    <Form method={intent ? "post" : "get"} action={action} className="flex flex-wrap items-end gap-3" aria-label={formLabel}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <div className="grow">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <input id={id} type="search" name="q" defaultValue={q} maxLength={maxLength} className={`${inputClass} w-full`} />
      </div>
      <Button type="submit" variant="secondary">
        {button}
      </Button>
    </Form>
  );
}
