import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { deleteEvent, getEvent, KEPT_WHEN_ABSENT, updateEvent } from "~/models/events.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { idParam, parseJsonBody } from "~/utils/api-validation.server";
import { requireApiAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { eventSchema } from "~/models/events.schema";
import { messageFor } from "~/i18n/message-map";
import { eventUpdateMessages } from "~/i18n/messages/events";
import { getUserId } from "~/utils/session.server";
import { eventCacheHeaders, refuseEventLinks, toApiEvent } from "~/routes/api+/__event-json.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const notFound = () => json({ message: m.events_not_found() }, { status: 404 });

/** GET: the event, its places left and the caller's own RSVP (toApiEvent). */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const userId = await getUserId(request);
  const event = await getEvent(idParam(params.id), { userId });
  return event ? json(toApiEvent(event), { headers: eventCacheHeaders(userId) }) : notFound();
});

/**
 * PUT/PATCH replaces the event's fields (a capacity below the members already going is a 409 with
 * the message on `capacity`), DELETE removes it and its RSVPs (admins only). capacity, membersOnly
 * and matchEventId came after the first API clients: a body without one keeps its stored value
 * (null or "" clears capacity and matchEventId).
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  const id = idParam(params.id);
  if (request.method === "DELETE") {
    await requireApiAdmin(request);
    return (await deleteEvent(id)) ? new Response(null, { status: 204 }) : notFound();
  }
  if (request.method !== "PUT" && request.method !== "PATCH") return methodNotAllowed();
  await requireApiAdmin(request);
  const sent: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const keep = KEPT_WHEN_ABSENT.filter((field) => !(sent !== null && typeof sent === "object" && field in sent));
  const input = await parseJsonBody(request, eventSchema(branding.timeZone));
  const refused = await refuseEventLinks(input, id);
  if (refused) return refused;
  const updated = await updateEvent(id, input, new Date(), { keep });
  if (updated.ok) return json(updated.event);
  if (updated.reason === "event-not-found") return notFound();
  const message = messageFor(eventUpdateMessages, updated);
  return json({ message, errors: { capacity: [message] } }, { status: 409 });
});
