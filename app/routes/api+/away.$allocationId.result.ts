import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getPublishedResult } from "~/models/away.server";
import { getOptionalUser } from "~/utils/auth.server";
import { parseId } from "~/utils/validation.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * GET /api/away/{id}/result: a drawn ballot's published result, public like its page (Member IDs
 * and points; a name only where its member ticked 'Show my name on published ballot results'). A
 * signed-in member's own row is marked `you`, so their answer is private. 404 before the draw. What
 * `npm run ballot:verify -- <id>` and `docs/ballot-recompute.mjs` read.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.allocationId);
  const user = await getOptionalUser(request);
  const result = id === null ? null : await getPublishedResult(id, user?.id ?? null);
  if (!result) return json({ error: m.away_api_no_drawn_ballot() }, { status: 404 });
  return json(result, { headers: { "Cache-Control": user ? "private, no-store" : "public, max-age=60" } });
}
