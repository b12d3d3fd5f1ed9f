import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { publishedResults } from "~/models/meetings.server";
import { parseId } from "~/utils/validation.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * GET /api/meetings/{id}/results: a general meeting's results once voting has closed (the first
 * read after the close publishes them), public like the results page: per item the counts,
 * turnout and quorum, and every vote's receipt with its choice, sorted by receipt. Nothing in it
 * names a voter. 404 before the close. What `npm run vote:verify -- <id>` recounts.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.meetingId);
  const results = id === null ? null : await publishedResults(id);
  if (!results) return json({ error: m.meetings_api_no_results() }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return json(results, { headers: { "Cache-Control": "public, max-age=60" } });
}
