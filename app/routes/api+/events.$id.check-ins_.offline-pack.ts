import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { checkInTexts } from "~/i18n/messages/check-in";
import { canWorkTheDoor, offlinePack } from "~/models/check-in.server";
import { apiRoute } from "~/utils/api.server";
import { idParam } from "~/utils/api-validation.server";
import { jsonError, requireApiUser } from "~/utils/auth.server";

/**
 * GET /api/events/{id}/check-ins/offline-pack: what a door phone keeps to judge scans with no
 * signal (the shape is `OfflinePack` in models/check-in.ts). The same door as the check-in API:
 * admins and this event's confirmed volunteers (401 anonymous, 403 anyone else, 404 unknown).
 */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  const eventId = idParam(params.id);
  const pack = await offlinePack(eventId);
  if (!pack) throw jsonError("Event not found", 404);
  if (!(await canWorkTheDoor(user, eventId))) throw jsonError(checkInTexts.forbidden, 403);
  // Names and card hashes: kept by the page itself, never by a shared cache.
  return json(pack, { headers: { "Cache-Control": "private, no-store" } });
});
