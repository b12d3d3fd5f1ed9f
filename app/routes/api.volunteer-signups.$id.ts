import { json, type ActionFunctionArgs } from "@remix-run/node";
import { cancelVolunteerSignup } from "~/models/volunteer.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { jsonError, requireApiUser } from "~/utils/auth.server";
import { parseId } from "~/utils/validation";

/**
 * DELETE /api/volunteer-signups/{id}: cancels the member's own confirmed, still-upcoming signup.
 * Anything else (no such signup, someone else's, already cancelled, already past) is a 404, so
 * the answer does not tell whether another member's signup exists.
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") return methodNotAllowed();
  const user = await requireApiUser(request);
  const id = parseId(params.id);
  if (id === null || !(await cancelVolunteerSignup(user.id, id))) {
    return jsonError("Volunteer signup not found", 404);
  }
  return json({ message: "Volunteer signup cancelled successfully." });
});

export const loader = apiRoute(() => methodNotAllowed());
