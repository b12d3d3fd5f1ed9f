import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { TicketListingForm, type HomeMatchOption, type TicketFormReply } from "./ticket-listing-form";
import { showToast } from "../site/toaster";
import { buttonClass } from "../ui/button";
import { useHydrated } from "~/utils/use-hydrated";
import * as m from "~/i18n/paraglide/messages/_index.js";

type CreateResult = { reply: TicketFormReply | null; listing: { id: number } | null };

/**
 * 'List Tickets': a link to /tickets/new, which works without JavaScript (and, for an anonymous
 * visitor, shows 'Login Required' and goes on to sign-in). With JavaScript a signed-in member gets
 * the same form in a native modal dialog, posted with a fetcher; on success the dialog closes, the
 * list reloads and the toast says so.
 */
export function ListTicketsButton({ signedIn, homeMatches }: { signedIn: boolean; homeMatches: HomeMatchOption[] }) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<CreateResult>({ key: "list-tickets" });
  // A new form (empty fields) each time the dialog opens after a listing was created.
  const [formKey, setFormKey] = useState(0);
  // The answer the form shows: none while posting, and none once a saved listing closed the dialog.
  const [consumed, setConsumed] = useState<CreateResult | undefined>(undefined);
  const answer = fetcher.state === "idle" && fetcher.data !== consumed ? fetcher.data : undefined;
  const failedMessage = answer?.reply?.formError ?? null;

  // A post that brought back no fresh reply saved the listing. The action answers a fetcher with
  // JSON (the listing); were it ever a redirect (a server without the front door's data-request
  // mark, e.g. `remix dev`), the fetcher would keep the data of the post before (an earlier 400).
  // So the dialog closes at the end of any submission without fresh field errors or a form error,
  // and that old answer is no longer shown.
  const before = useRef<{ data: CreateResult | undefined } | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      before.current ??= { data: fetcher.data };
      return;
    }
    if (!before.current) return;
    const fresh = fetcher.data !== before.current.data;
    before.current = null;
    if (fresh && fetcher.data?.reply) return;
    setConsumed(fetcher.data);
    dialog.current?.close();
    setFormKey((key) => key + 1);
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (failedMessage) showToast({ type: "error", title: m.tickets_error(), description: failedMessage });
  }, [failedMessage]);

  return (
    <>
      <Link
        to="/tickets/new"
        className={buttonClass("primary")}
        onClick={(event) => {
          if (!hydrated || !signedIn || !dialog.current) return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {m.tickets_list_button()}
      </Link>
      {signedIn ? (
        <dialog
          ref={dialog}
          aria-labelledby="list-tickets-title"
          className="w-[95vw] max-w-2xl rounded-xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100"
        >
          <div className="relative max-h-[90vh] overflow-y-auto p-6">
            <h2 id="list-tickets-title" className="text-xl font-bold">
              {m.tickets_list_button()}
            </h2>
            <p className="mb-4 text-sm text-gray-600 dark:text-gray-300">{m.tickets_list_intro()}</p>
            <TicketListingForm
              key={formKey}
              id="dialog-ticket-listing"
              action="/tickets/new"
              as={fetcher.Form}
              homeMatches={homeMatches}
              reply={answer?.listing ? null : answer?.reply}
              submitLabel={m.tickets_list_button()}
              pendingLabel={m.tickets_listing_pending()}
              pending={fetcher.state !== "idle"}
              onceKey
            />
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="absolute right-4 top-4 rounded px-2 text-xl leading-none text-gray-600 hover:text-gray-900 dark:text-gray-300"
              aria-label={m.tickets_close()}
            >
              ×
            </button>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
