import { json, type ActionFunctionArgs } from "@remix-run/node";
import { createEvent, listAllEvents } from "~/models/events.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { parseJsonBody } from "~/utils/api-validation.server";
import { requireApiAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { eventSchema } from "~/utils/event-schema";

/** GET /api/events: public; every event with the fields of SPEC §3 (dates in ISO 8601). */
export const loader = apiRoute(async () => {
  return json(await listAllEvents(), { headers: { "Cache-Control": "public, max-age=30" } });
});

/** POST /api/events (admin): 201 with the created event; 400 with field errors; 401 / 403. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiAdmin(request);
  const input = await parseJsonBody(request, eventSchema(branding.timeZone));
  return json(await createEvent(input), { status: 201 });
});
