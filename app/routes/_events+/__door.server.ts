import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { canWorkTheDoor, getDoorEvent } from "~/models/check-in.server";
import { requireUser } from "~/utils/auth.server";
import { parseId } from "~/utils/validation.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * Who may work an event's door or its merch table, for the page and its post alike: admins and
 * the volunteers confirmed on a shift of this event. Anonymous: sign in and back; an unknown
 * event: 404; anyone else: 403 with the page's own words.
 */
export async function requireDoorWorker(request: Request, params: LoaderFunctionArgs["params"], forbidden: string) {
  const user = await requireUser(request);
  const id = parseId(params.eventId);
  if (id === null) throw json({ message: m.events_rsvp_not_found() }, { status: 404 });
  const event = await getDoorEvent(id);
  if (!event) throw json({ message: m.events_rsvp_not_found() }, { status: 404 });
  if (!(await canWorkTheDoor(user, id))) throw json({ message: forbidden }, { status: 403 });
  return { user, event };
}
