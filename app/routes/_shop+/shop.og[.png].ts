import type { LoaderFunctionArgs } from "@remix-run/node";
import { cardResponse } from "~/utils/og-image.server";
import { shopCard } from "~/routes/_shop+/__share-card.server";

/** The shop's share card (also a product's when it has no image). */
export function loader({ request }: LoaderFunctionArgs) {
  return cardResponse(request, shopCard());
}
