import { Form } from "@remix-run/react";
import { Button } from "../ui/button";
import { inputClass } from "../ui/field";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * An admin's 'Remove listing': a reason (mailed to the poster) and the button, posted to
 * /admin/tickets. Inside a details element, so the list stays compact and it works without
 * JavaScript; an error keeps it open with what was typed.
 */
export function RemoveListingForm({
  listing,
  returnTo,
  error = null,
  reason = "",
  pending = false,
}: {
  listing: { id: number; matchTitle: string };
  returnTo: string;
  error?: string | null;
  reason?: string;
  pending?: boolean;
}) {
  const reasonId = `remove-${listing.id}-reason`;
  return (
    <details open={Boolean(error)} className="text-sm">
      <summary className="cursor-pointer font-semibold text-red-700 hover:underline dark:text-red-400">
        {m.tickets_remove_listing()}
        <span className="sr-only"> {m.tickets_for_match({ title: listing.matchTitle })}</span>
      </summary>
      <Form method="post" action="/admin/tickets" className="mt-2 space-y-2">
        <input type="hidden" name="listingId" value={listing.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <label htmlFor={reasonId} className="block font-medium">
          {m.tickets_remove_reason()}
        </label>
        <textarea
          id={reasonId}
          name="reason"
          rows={2}
          maxLength={500}
          defaultValue={reason}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${reasonId}-error`}
        />
        <p id={`${reasonId}-error`} className="min-h-[1rem] text-red-600 dark:text-red-400" role={error ? "alert" : undefined}>
          {error}
        </p>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? m.tickets_removing() : m.tickets_remove()}
        </Button>
      </Form>
    </details>
  );
}
