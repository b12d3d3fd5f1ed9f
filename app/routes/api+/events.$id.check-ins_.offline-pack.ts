import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { checkInTexts } from "~/i18n/messages/check-in";
import { canWorkTheDoor, eventCheckInWindow, getDoorEvent, offlinePack } from "~/models/check-in.server";
import type { DoorPack } from "~/models/check-in-offline";
import { apiRoute } from "~/utils/api.server";
import { idParam } from "~/utils/api-validation.server";
import { jsonError, requireApiUser } from "~/utils/auth.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * GET /api/events/{id}/check-ins/offline-pack: what a door phone keeps to judge scans with no
 * signal (the shape is `OfflinePack` in models/check-in.ts) and `closesAt`, when the door closes
 * (ISO 8601: the end of the event's day in the group's time zone, as the check-in window's close), after which the phone deletes
 * it (models/check-in-offline.ts). The same door as the check-in API: admins and this event's
 * confirmed volunteers (401 anonymous, 403 anyone else, 404 unknown).
 */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  const eventId = idParam(params.id);
  const event = await getDoorEvent(eventId);
  const pack = event ? await offlinePack(eventId) : null;
  if (!event || !pack) throw jsonError(m.events_not_found(), 404);
  if (!(await canWorkTheDoor(user, eventId))) throw jsonError(checkInTexts.forbidden(), 403);
  const window = eventCheckInWindow(event.date);
  const body: DoorPack = {
    ...pack,
    opensAt: window.opensAt.toISOString(),
    opensHours: window.opensHours,
    closesAt: window.closesAt.toISOString(),
  };
  // Names and card hashes: kept by the page itself, never by a shared cache.
  return json(body, { headers: { "Cache-Control": "private, no-store" } });
});
