import type { LoaderFunctionArgs } from "@remix-run/node";
import { cardAnswer } from "~/utils/og-image.server";
import { shopCard } from "~/routes/_shop+/__share-card.server";

/** The shop's share card (also a product's when it has no image), in the language its URL names (cardAnswer). */
export function loader({ request }: LoaderFunctionArgs) {
  return cardAnswer(request, shopCard);
}
