import type { LoaderFunctionArgs } from "@remix-run/node";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { getEvent } from "~/models/events.server";
import { cardAnswer } from "~/utils/og-image.server";
import { parseId } from "~/utils/validation.server";
import { eventCard } from "~/routes/_events+/__share-card.server";

/**
 * The event's share card (the og:image of its page when it has no image of its own), in the
 * language its URL names (`?lang=`, as the page's og:image gives it: cardAnswer), like the home card.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.eventId);
  const event = id === null ? null : await getEvent(id);
  if (!event) throw new Response(m.events_not_found(), { status: 404 });
  return cardAnswer(request, () => eventCard(event));
}
