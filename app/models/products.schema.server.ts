import * as z from "zod";
import { FULFILLMENT_TYPES, PICKUP_AT, PRODUCT_CATEGORIES } from "../../db/enums";
import { sanitizeOptionalProductHtml, MAX_PRODUCT_HTML_LENGTH } from "../utils/sanitize.server";
import { httpUrl, moneyAmount, text } from "../utils/validation";

/**
 * The admin product form and POST /api/products: name and price required (the form
 * types the price as text, the API sends a number; both become a numeric(10,2) string), category
 * apparel | accessories | stickers (default apparel), fulfilment print-on-demand | event-pickup
 * (default print-on-demand), an optional http(s) image URL, and an optional HTML description that
 * is sanitised here, on write.
 */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);

export const productSchema = z
  .object({
    name: text("Name", 200).min(1, { error: "Name is required" }),
    price: moneyAmount("price")
      .pipe(z.number({ error: "Price is required" }))
      .transform((value) => value.toFixed(2)),
    category: z.preprocess(
      blankToUndefined,
      z.enum(PRODUCT_CATEGORIES, { error: "Choose apparel, accessories or stickers" }).default("apparel"),
    ),
    fulfillmentType: z.preprocess(
      blankToUndefined,
      z.enum(FULFILLMENT_TYPES, { error: "Choose print-on-demand or event-pickup" }).default("print-on-demand"),
    ),
    imageUrl: z.preprocess(blankToUndefined, httpUrl("Image URL").optional()).transform((value) => value ?? null),
    description: z
      .preprocess(blankToUndefined, text("Description", MAX_PRODUCT_HTML_LENGTH).optional())
      .transform((value) => sanitizeOptionalProductHtml(value)),
    // An event-pickup product's table: every home match (the default), or the upcoming events ticked.
    pickupAt: z.preprocess(
      blankToUndefined,
      z.enum(PICKUP_AT, { error: "Choose every home match or chosen events" }).default("home-matches"),
    ),
    pickupEventIds: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.coerce.number({ error: "Choose events from the list" }).int().positive({ error: "Choose events from the list" })).max(50),
    ),
  })
  .refine(
    (product) => product.fulfillmentType !== "event-pickup" || product.pickupAt !== "chosen-events" || product.pickupEventIds.length > 0,
    {
      error: "Tick at least one event, or choose every home match",
      path: ["pickupEventIds"],
    },
  );
