import type { LoaderFunctionArgs } from "@remix-run/node";
import { cardResponse } from "~/utils/og-image.server";
import { homeCard } from "~/routes/_site+/__share-card.server";

/** The home page's share card. */
export function loader({ request }: LoaderFunctionArgs) {
  return cardResponse(request, homeCard());
}
