import { json, type ActionFunctionArgs } from "@remix-run/node";
import { signUpForShift, spotsRemaining } from "~/models/volunteer.server";
import { messageFor } from "~/i18n/message-map";
import { signupMessages } from "~/i18n/messages/volunteer";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { idParam } from "~/utils/api-validation.server";
import { jsonError, requireApiUser } from "~/utils/auth.server";

/**
 * POST /api/volunteer-opportunities/{id}/signup: a spot (confirmed) or a place on the waitlist.
 * Idempotent: a repeat answers 200 with the signup the member already has. 401 anonymous, 404
 * unknown or inactive, 400 once the shift has started.
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const user = await requireApiUser(request);
  const id = idParam(params.id);
  const signup = await signUpForShift(user.id, id);
  if (!signup.ok) return jsonError(messageFor(signupMessages, signup), signup.reason === "opportunity-not-found" ? 404 : 400);
  return json({
    id: signup.id,
    opportunityId: signup.opportunityId,
    userId: signup.userId,
    status: signup.status,
    createdAt: signup.createdAt,
    position: signup.position,
    spotsNeeded: signup.spotsNeeded,
    spotsAssigned: signup.spotsAssigned,
    spotsRemaining: spotsRemaining(signup),
  });
});

export const loader = apiRoute(() => methodNotAllowed());
