import * as Dialog from "@radix-ui/react-dialog";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { EventForm } from "./event-form";
import { buttonClass } from "./ui/button";
import type { action as newEventAction } from "~/routes/admin.events.new";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * "Add New Event": a link to /admin/events/new that works without JavaScript; with JavaScript it
 * opens the same form in a dialog and posts it with a fetcher, staying on the page.
 */
export function AddEventButton() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<typeof newEventAction>({ key: "add-event" });
  const created = fetcher.state === "idle" ? fetcher.data?.event : null;

  useEffect(() => {
    if (created) setOpen(false);
  }, [created]);

  return (
    <>
      <Link
        to="/admin/events/new"
        className={buttonClass("primary")}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        Add New Event
      </Link>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[95vw] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl dark:bg-gray-900">
            <Dialog.Title className="text-xl font-bold">Add New Event</Dialog.Title>
            <Dialog.Description className="mb-4 text-sm text-gray-600 dark:text-gray-300">
              Title, date, location and type are required. Past dates are allowed, to record history.
            </Dialog.Description>
            <EventForm
              id="dialog-new-event"
              action="/admin/events/new"
              as={fetcher.Form}
              lastResult={fetcher.data?.result}
              submitLabel="Create Event"
              pending={fetcher.state !== "idle"}
            />
            <Dialog.Close className="absolute right-4 top-4 rounded px-2 text-xl leading-none text-gray-600 hover:text-gray-900 dark:text-gray-300" aria-label="Close">
              ×
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
