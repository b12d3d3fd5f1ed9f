import { json, type ActionFunctionArgs } from "@remix-run/node";
import { cancelRsvp, EventIsPastError, EventNotFoundError, rsvpToEvent } from "~/models/events.server";
import { track } from "~/integrations/analytics.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { idParam } from "~/utils/api-validation.server";
import { requireApiUser } from "~/utils/auth.server";

/**
 * POST: RSVP (idempotent) → 200 with the attendance; DELETE: cancel. 401 anonymous, 404 unknown
 * event, 400 past event.
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed();
  const user = await requireApiUser(request);
  const eventId = idParam(params.id);
  try {
    if (request.method === "POST") {
      const attendance = await rsvpToEvent(eventId, user.id);
      track({ name: "event_rsvp", props: { id: eventId, title: attendance.title } });
      return json(attendance);
    }
    return json(await cancelRsvp(eventId, user.id));
  } catch (error) {
    if (error instanceof EventNotFoundError) return json({ message: error.message }, { status: 404 });
    if (error instanceof EventIsPastError) return json({ message: error.message }, { status: 400 });
    throw error;
  }
});

export const loader = apiRoute(() => methodNotAllowed());
