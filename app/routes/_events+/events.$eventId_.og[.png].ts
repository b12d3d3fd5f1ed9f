import type { LoaderFunctionArgs } from "@remix-run/node";
import { getEvent } from "~/models/events.server";
import { cardResponse } from "~/utils/og-image.server";
import { parseId } from "~/utils/validation.server";
import { eventCard } from "~/routes/_events+/__share-card.server";

/** The event's share card (the og:image of its page when it has no image of its own). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.eventId);
  const event = id === null ? null : await getEvent(id);
  if (!event) throw new Response("Not found", { status: 404 });
  return cardResponse(request, eventCard(event));
}
