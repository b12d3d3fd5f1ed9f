import { json, type ActionFunctionArgs } from "@remix-run/node";
import { cancelRsvp, rsvpToEvent } from "~/models/events.server";
import { messageFor } from "~/i18n/message-map";
import { rsvpMessages } from "~/i18n/messages/events";
import { track } from "~/models/integrations.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { idParam } from "~/utils/api-validation.server";
import { requireApiUser } from "~/utils/auth.server";

/**
 * POST: RSVP (idempotent) → 200 with the attendance (status 'going', or 'waitlisted' with its
 * waitlistPosition when the event is full); DELETE: cancel, or leave the waitlist. 401 anonymous,
 * 404 unknown event, 400 past event, 409 a cancelled event, 403 a members-only event for someone who is not a member.
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed();
  const user = await requireApiUser(request);
  const eventId = idParam(params.id);
  const result = request.method === "POST" ? await rsvpToEvent(eventId, user.id) : await cancelRsvp(eventId, user.id);
  if (!result.ok) {
    const status =
      result.reason === "event-not-found" ? 404 : result.reason === "members-only" ? 403 : result.reason === "event-cancelled" ? 409 : 400;
    return json({ message: messageFor(rsvpMessages, result) }, { status });
  }
  if (request.method === "POST") track({ name: "event_rsvp", props: { id: eventId, title: result.attendance.title } });
  return json(result.attendance);
});

export const loader = apiRoute(() => methodNotAllowed());
