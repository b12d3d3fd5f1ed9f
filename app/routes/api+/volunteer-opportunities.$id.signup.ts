import { json, type ActionFunctionArgs } from "@remix-run/node";
import { OpportunityIsPastError, OpportunityNotFoundError, signUpForShift, spotsRemaining } from "~/models/volunteer.server";
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
  try {
    const signup = await signUpForShift(user.id, id);
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
  } catch (error) {
    if (error instanceof OpportunityNotFoundError) return jsonError(error.message, 404);
    if (error instanceof OpportunityIsPastError) return jsonError(error.message, 400);
    throw error;
  }
});

export const loader = apiRoute(() => methodNotAllowed());
