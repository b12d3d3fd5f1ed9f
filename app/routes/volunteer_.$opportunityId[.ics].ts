import type { LoaderFunctionArgs } from "@remix-run/node";
import { getActiveOpportunity } from "~/models/volunteer.server";
import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import { slugify } from "~/utils/ical";
import { applySecurityHeaders } from "~/utils/security.server";
import { parseId } from "~/utils/validation";
import { buildShiftCalendar } from "~/utils/volunteer-ical";

function notFound() {
  const headers = applySecurityHeaders(new Headers());
  headers.set("Content-Type", "text/plain; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response("Not Found", { status: 404, headers });
}

/** GET /volunteer/<id>.ics: one volunteer shift as a download, for "add to calendar". */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.opportunityId);
  const shift = id === null ? null : await getActiveOpportunity(id);
  if (!shift) return notFound();
  const body = buildShiftCalendar({ name: branding.groupName, timeZone: branding.timeZone, shifts: [shift], origin: appOrigin });
  const headers = applySecurityHeaders(new Headers());
  headers.set("Content-Type", "text/calendar; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${slugify(shift.title, "volunteer-shift")}.ics"`);
  headers.set("Cache-Control", "public, max-age=300");
  return new Response(body, { headers });
}
