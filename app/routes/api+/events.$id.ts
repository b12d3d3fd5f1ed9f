import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { deleteEvent, getEvent, updateEvent } from "~/models/events.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { idParam, parseJsonBody } from "~/utils/api-validation.server";
import { requireApiAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { eventSchema } from "~/models/events.schema";

const notFound = () => json({ message: "Event not found" }, { status: 404 });

export const loader = apiRoute(async ({ params }: LoaderFunctionArgs) => {
  const event = await getEvent(idParam(params.id));
  return event ? json(event) : notFound();
});

/** PUT/PATCH replaces the event's fields, DELETE removes it and its RSVPs (admins only). */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  const id = idParam(params.id);
  if (request.method === "DELETE") {
    await requireApiAdmin(request);
    return (await deleteEvent(id)) ? new Response(null, { status: 204 }) : notFound();
  }
  if (request.method !== "PUT" && request.method !== "PATCH") return methodNotAllowed();
  await requireApiAdmin(request);
  const event = await updateEvent(id, await parseJsonBody(request, eventSchema(branding.timeZone)));
  return event ? json(event) : notFound();
});
