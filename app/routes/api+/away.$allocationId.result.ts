import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getPublishedResult } from "~/models/away.server";
import { parseId } from "~/utils/validation.server";

/**
 * GET /api/away/{id}/result: a drawn ballot's published result, public like its page (Member IDs
 * and points; names only where the member's profile is visible). 404 before the draw. What
 * `npm run ballot:verify -- <id>` reads.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.allocationId);
  const result = id === null ? null : await getPublishedResult(id);
  if (!result) return json({ error: "No drawn ballot with that id." }, { status: 404 });
  return json(result, { headers: { "Cache-Control": "public, max-age=60" } });
}
