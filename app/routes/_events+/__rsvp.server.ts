import { json } from "@remix-run/node";
import { cancelRsvp, rsvpToEvent, type RsvpFailure } from "~/models/events.server";
import { messageFor } from "~/i18n/message-map";
import { rsvpMessages, rsvpTexts } from "~/i18n/messages/events";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { track } from "~/models/integrations.server";
import { currentPath, requireUser } from "~/utils/auth.server";
import { requireSameOrigin } from "~/utils/security.server";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast, respondWithToast } from "~/utils/toast.server";
import { RsvpForm } from "~/models/events.schema.server";

/**
 * The RSVP form's post (RSVP or cancel), for /events and for an event's own page alike, so both
 * answer with the same rules and words. `returnTo` is where a signed-out visitor comes back after
 * sign-in and where a confirmed change lands.
 */
export async function rsvpAction(request: Request, { returnTo }: { returnTo: string }) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo });
  const parsed = RsvpForm.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ eventId: null, error: m.events_rsvp_failed() }, { status: 400 });
  const { intent, eventId } = parsed.data;
  try {
    switch (intent) {
      case "rsvp":
        return await rsvp(request, eventId, user.id, returnTo);
      case "cancel-rsvp":
        return await cancel(request, eventId, user.id, returnTo);
    }
  } catch (error) {
    console.error("RSVP failed:", error);
    return json({ eventId, error: m.events_rsvp_failed() }, { status: 500 });
  }
}

/**
 * A refused RSVP (the event deleted, or taken place meanwhile) has no card left in the upcoming
 * list to show its message on, so it travels as an error toast across the redirect back to the
 * list: the member reads it with or without JavaScript. A members-only refusal keeps its card: the
 * page is answered again (403) with the reason, and the card shows why and where to join.
 */
function refused(request: Request, eventId: number, failure: RsvpFailure) {
  const description = messageFor(rsvpMessages, failure);
  if (failure.reason === "members-only") return json({ eventId, error: description, reason: failure.reason }, { status: 403 });
  return redirectWithToast(currentPath(request), { type: "error", title: m.common_error(), description });
}

async function rsvp(request: Request, eventId: number, userId: string, returnTo: string) {
  const result = await rsvpToEvent(eventId, userId);
  if (!result.ok) return refused(request, eventId, result);
  const { attendance } = result;
  track({ name: "event_rsvp", props: { id: eventId, title: attendance.title } });
  const toast =
    attendance.status === "waitlisted"
      ? {
          type: "info" as const,
          title: m.events_rsvp_toast_waitlist_title(),
          description: rsvpTexts.waitlisted(attendance.waitlistPosition),
        }
      : { type: "success" as const, title: m.events_rsvp_toast_success(), description: m.events_rsvp_confirmed() };
  return respondWithToast(request, returnTo, toast, { eventId, error: null, attendance });
}

async function cancel(request: Request, eventId: number, userId: string, returnTo: string) {
  const result = await cancelRsvp(eventId, userId);
  if (!result.ok) return refused(request, eventId, result);
  const { attendance } = result;
  const toast =
    result.previousStatus === "waitlisted"
      ? { type: "info" as const, title: m.events_rsvp_toast_left_waitlist_title(), description: rsvpTexts.leftWaitlist() }
      : { type: "info" as const, title: m.events_rsvp_toast_cancelled_title(), description: m.events_rsvp_no_longer_going() };
  return respondWithToast(request, returnTo, toast, { eventId, error: null, attendance });
}
