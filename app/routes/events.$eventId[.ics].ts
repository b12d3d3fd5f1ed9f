import type { LoaderFunctionArgs } from "@remix-run/node";
import { getEvent } from "~/models/events.server";
import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import { buildCalendar, slugify } from "~/utils/ical";
import { applySecurityHeaders } from "~/utils/security.server";
import { parseId } from "~/utils/validation";

function notFound() {
  const headers = applySecurityHeaders(new Headers());
  headers.set("Content-Type", "text/plain; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response("Not Found", { status: 404, headers });
}

/** GET /events/<id>.ics: one event as a download, for "add to calendar". */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.eventId);
  const event = id === null ? null : await getEvent(id);
  if (!event) return notFound();

  const body = buildCalendar({
    name: branding.groupName,
    timeZone: branding.timeZone,
    events: [event],
    origin: appOrigin,
  });
  const headers = applySecurityHeaders(new Headers());
  headers.set("Content-Type", "text/calendar; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${slugify(event.title)}.ics"`);
  headers.set("Cache-Control", "public, max-age=300");
  return new Response(body, { headers });
}
