import type { LoaderFunctionArgs } from "@remix-run/node";
import { cardAnswer } from "~/utils/og-image.server";
import { homeCard } from "~/routes/_site+/__share-card.server";

/** The home page's share card, in the language its URL names (cardAnswer). */
export function loader({ request }: LoaderFunctionArgs) {
  return cardAnswer(request, homeCard);
}
