import { json, type ActionFunctionArgs } from "@remix-run/node";
import { cancelSignup } from "~/models/volunteer.server";
import { messageFor } from "~/i18n/message-map";
import { cancelMessages } from "~/i18n/messages/volunteer";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { jsonError, requireApiUser } from "~/utils/auth.server";
import { parseId } from "~/utils/validation";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * DELETE /api/volunteer-signups/{id}: cancels the member's own confirmed or waitlisted signup for
 * a shift still ahead; a freed spot goes to the first member on the waitlist. Anything else (no
 * such signup, someone else's, already cancelled, already past) is a 404, so the answer does not
 * tell whether another member's signup exists. Inside the cutoff: 409 naming the coordinator.
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") return methodNotAllowed();
  const user = await requireApiUser(request);
  const id = parseId(params.id);
  const cancelled = id === null ? ({ ok: false, reason: "signup-not-found" } as const) : await cancelSignup(user.id, id);
  if (!cancelled.ok) return jsonError(messageFor(cancelMessages, cancelled), cancelled.reason === "cancel-cutoff" ? 409 : 404);
  return json({ message: m.volunteer_api_signup_cancelled() });
});

export const loader = apiRoute(() => methodNotAllowed());
