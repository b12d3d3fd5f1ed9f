import { json, type ActionFunctionArgs } from "@remix-run/node";
import { CancelCutoffError, cancelSignup } from "~/models/volunteer.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { jsonError, requireApiUser } from "~/utils/auth.server";
import { parseId } from "~/utils/validation";

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
  try {
    const cancelled = id === null ? null : await cancelSignup(user.id, id);
    if (!cancelled) return jsonError("Volunteer signup not found", 404);
    return json({ message: "Volunteer signup cancelled successfully." });
  } catch (error) {
    if (error instanceof CancelCutoffError) return jsonError(error.message, 409);
    throw error;
  }
});

export const loader = apiRoute(() => methodNotAllowed());
