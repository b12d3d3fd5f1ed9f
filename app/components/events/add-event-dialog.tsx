import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { AdminDialogLink } from "../admin/admin-dialog";
import { EventForm } from "./event-form";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** What /admin/events/new answers a fetcher's post with JSON (a saved event redirects with a toast). */
type NewEventReply = { result: SubmissionResult<string[]> | null; event: { id: number; title: string } | null };

/**
 * "Add New Event": a link to /admin/events/new that works without JavaScript; with JavaScript it
 * opens the same form in a dialog and posts it with a fetcher, staying on the page.
 */
export function AddEventButton() {
  const fetcher = useFetcher<NewEventReply>({ key: "add-event" });
  const created = fetcher.state === "idle" ? fetcher.data?.event : null;
  return (
    <AdminDialogLink to="/admin/events/new" label={m.events_admin_new()} description={m.events_admin_new_description()} closeWhen={created}>
      <EventForm
        id="dialog-new-event"
        action="/admin/events/new"
        as={fetcher.Form}
        lastResult={fetcher.data?.result}
        submitLabel={m.events_admin_create()}
        pending={fetcher.state !== "idle"}
      />
    </AdminDialogLink>
  );
}
