import * as z from "zod";
import { FULFILLMENT_TYPES, PICKUP_AT, PRODUCT_CATEGORIES } from "../../db/enums";
import { sanitizeOptionalProductHtml, MAX_PRODUCT_HTML_LENGTH } from "../utils/sanitize.server";
import { httpUrl, moneyAmount, text } from "../utils/validation";
import * as m from "../i18n/paraglide/messages/_index.js";

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
    name: text(m.shop_admin_product_name, 200).min(1, { error: () => m.shop_admin_product_name_required() }),
    price: moneyAmount(m.shop_admin_product_price_noun)
      .pipe(z.number({ error: () => m.shop_admin_product_price_required() }))
      .transform((value) => value.toFixed(2)),
    category: z.preprocess(
      blankToUndefined,
      z.enum(PRODUCT_CATEGORIES, { error: () => m.shop_admin_product_category_invalid() }).default("apparel"),
    ),
    fulfillmentType: z.preprocess(
      blankToUndefined,
      z.enum(FULFILLMENT_TYPES, { error: () => m.shop_admin_product_fulfillment_invalid() }).default("print-on-demand"),
    ),
    imageUrl: z.preprocess(blankToUndefined, httpUrl(m.shop_admin_product_image_url).optional()).transform((value) => value ?? null),
    description: z
      .preprocess(blankToUndefined, text(m.shop_admin_product_description, MAX_PRODUCT_HTML_LENGTH).optional())
      .transform((value) => sanitizeOptionalProductHtml(value)),
    // An event-pickup product's table: every home match (the default), or the upcoming events ticked.
    pickupAt: z.preprocess(
      blankToUndefined,
      z.enum(PICKUP_AT, { error: () => m.shop_admin_product_pickup_at_invalid() }).default("home-matches"),
    ),
    pickupEventIds: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(
          z.coerce
            .number({ error: () => m.shop_admin_product_events_invalid() })
            .int()
            .positive({ error: () => m.shop_admin_product_events_invalid() }),
        )
        .max(50),
    ),
  })
  .refine(
    (product) => product.fulfillmentType !== "event-pickup" || product.pickupAt !== "chosen-events" || product.pickupEventIds.length > 0,
    {
      error: () => m.shop_admin_product_events_required(),
      path: ["pickupEventIds"],
    },
  );
