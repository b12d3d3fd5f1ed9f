import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { checkInTexts, verdictStatus, verdictText } from "~/i18n/messages/check-in";
import { canWorkTheDoor, checkIn, checkInCounts } from "~/models/check-in.server";
import { CheckInBody } from "~/models/check-in.schema.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { idParam, parseJsonBody } from "~/utils/api-validation.server";
import { jsonError, requireApiUser } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * The door's JSON, for admins and the volunteers confirmed on a shift of this event (401
 * anonymous, 403 anyone else, 404 an unknown event).
 * GET: the live count `{ checkedIn, going, capacity }`.
 * POST `{ token }` or `{ userId }`: checks the person in, idempotent: 200 with 'checked-in' or
 * 'already-checked-in' (the first time kept); a person the rules turn away is a 409 with the
 * verdict (outside the event's check-in window too: 'check-in-not-open', 'check-in-closed'; a
 * queued scan's `scannedAt` is believed as models/check-in.ts's checkInTime says). Always
 * `{ verdict, message, member, checkedInAt }` (member null when nobody is known).
 */
async function door(request: Request, id: string | undefined) {
  const user = await requireApiUser(request);
  const eventId = idParam(id);
  const counts = await checkInCounts(eventId);
  if (!counts) throw jsonError(m.events_not_found(), 404);
  if (!(await canWorkTheDoor(user, eventId))) throw jsonError(checkInTexts.forbidden(), 403);
  return { user, eventId, counts };
}

export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const { counts } = await door(request, params.id);
  return json(counts);
});

export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const { user, eventId } = await door(request, params.id);
  const body = await parseJsonBody(request, CheckInBody);
  const base = { eventId, by: user.id, method: "api" as const };
  const scannedAt = body.scannedAt ? new Date(body.scannedAt) : null;
  const result =
    "token" in body ? await checkIn({ ...base, token: body.token, scannedAt }) : await checkIn({ ...base, userId: body.userId, scannedAt });
  const verdict = result.ok ? result.verdict : result.reason;
  const member = result.person ? { name: result.person.name, memberId: result.person.memberId, initials: result.person.initials } : null;
  return json(
    { verdict, message: verdictText(result, branding.timeZone), member, checkedInAt: result.ok ? result.checkedInAt.toISOString() : null },
    { status: verdictStatus(verdict) },
  );
});
