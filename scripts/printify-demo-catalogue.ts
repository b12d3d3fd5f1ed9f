/**
 * A small Printify catalogue in Printify's own JSON shape (GET /v1/shops/{shop_id}/products.json's
 * `data[]`), shared by the demo seed (mapped the same way a real sync maps it), the msw handlers of
 * the tests and the loopback fake Printify of the e2e run. Images are the app's own SVGs under
 * /images/shop, addressed from `imageBase` (Printify serves absolute https URLs; the seed stores
 * plain paths so a fresh install shows its photos offline).
 */
import type { PrintifyProduct, PrintifyVariant } from "../app/integrations/printify.server";

export const DEMO_IMAGE_PATH = "/images/shop";

const SIZES = ["S", "M", "L", "XL", "XXL"] as const;

/** Printify's option value ids for the apparel sizes (the same ids across blueprints, as in Printify). */
const SIZE_IDS: Record<(typeof SIZES)[number], number> = { S: 14, M: 15, L: 16, XL: 17, XXL: 18 };

function apparelVariants(firstId: number, colour: { id: number; title: string }, cents: (size: string) => number): PrintifyVariant[] {
  const variants: PrintifyVariant[] = SIZES.map((size, index) => ({
    id: firstId + index,
    sku: `RDS-${firstId + index}`,
    price: cents(size),
    cost: Math.round(cents(size) * 0.55),
    title: `${colour.title} / ${size}`,
    grams: 180,
    is_enabled: true,
    is_default: index === 1,
    is_available: true,
    options: [colour.id, SIZE_IDS[size]],
  }));
  // Printify lists every size the blueprint offers; the ones the shop switched off stay disabled.
  variants.push({
    id: firstId + SIZES.length,
    sku: `RDS-${firstId + SIZES.length}`,
    price: cents("XXL") + 200,
    cost: 1900,
    title: `${colour.title} / 3XL`,
    grams: 200,
    is_enabled: false,
    is_default: false,
    is_available: true,
    options: [colour.id, 19],
  });
  return variants;
}

const sizeOption = () => ({
  name: "Sizes",
  type: "size",
  values: [...SIZES.map((size) => ({ id: SIZE_IDS[size], title: size })), { id: 19, title: "3XL" }],
});

/** The demo shop's Printify products, newest first as Printify lists them. */
export function demoPrintifyProducts(imageBase = DEMO_IMAGE_PATH): PrintifyProduct[] {
  const img = (file: string) => `${imageBase.replace(/\/$/, "")}/${file}`;
  const black = { id: 521, title: "Black" };
  const navy = { id: 418, title: "Navy" };
  return [
    {
      id: "65a1f0c2e4b7d93a1c2e4f60",
      title: "Roadies Crest Tee",
      description:
        "<p>The crest on the chest, the chant on the back. A soft, mid-weight cotton tee printed to order.</p><ul><li>100% combed ring-spun cotton</li><li>Crest printed front, <strong>We Travel Together</strong> on the back</li></ul>",
      tags: ["Apparel", "T-shirts", "Men's Clothing"],
      options: [{ name: "Colors", type: "color", values: [black] }, sizeOption()],
      variants: apparelVariants(12100, black, (size) => (size === "XXL" ? 2700 : 2500)),
      images: [
        { src: img("crest-tee-front.svg"), variant_ids: [12100, 12101, 12102, 12103, 12104], position: "front", is_default: true },
        { src: img("crest-tee-back.svg"), variant_ids: [12100, 12101, 12102, 12103, 12104], position: "back", is_default: false },
        { src: img("crest-tee-detail.svg"), variant_ids: [12100, 12101, 12102, 12103, 12104], position: "other", is_default: false },
      ],
      created_at: "2026-08-02 10:14:05+00:00",
      updated_at: "2026-09-11 08:40:12+00:00",
      visible: true,
      is_locked: false,
      blueprint_id: 6,
      user_id: 1337,
      shop_id: 123456,
      print_provider_id: 99,
    },
    {
      id: "65a1f0c2e4b7d93a1c2e4f61",
      title: "Away Days Hoodie",
      description:
        "<p>For the long coach rides and the cold terraces. Heavy blend hoodie with the away-days map printed on the back.</p><ul><li>50% cotton, 50% polyester</li><li>Double-lined hood, front pouch pocket</li></ul>",
      tags: ["Apparel", "Hoodies"],
      options: [{ name: "Colors", type: "color", values: [navy] }, sizeOption()],
      variants: apparelVariants(22400, navy, (size) => (size === "XXL" ? 4700 : 4500)),
      images: [
        { src: img("hoodie-front.svg"), variant_ids: [22400, 22401, 22402, 22403, 22404], position: "front", is_default: true },
        { src: img("hoodie-back.svg"), variant_ids: [22400, 22401, 22402, 22403, 22404], position: "back", is_default: false },
      ],
      created_at: "2026-08-02 10:20:41+00:00",
      updated_at: "2026-09-11 08:41:03+00:00",
      visible: true,
      is_locked: false,
      blueprint_id: 77,
      user_id: 1337,
      shop_id: 123456,
      print_provider_id: 99,
    },
    {
      id: "65a1f0c2e4b7d93a1c2e4f62",
      title: "Crest Beanie",
      description:
        "<p>A cuffed knit beanie with the crest embroidered on the front. One size fits every terrace.</p><p><em>Embroidered to order: allow two weeks.</em></p>",
      tags: ["Accessories", "Hats"],
      options: [{ name: "Colors", type: "color", values: [navy] }],
      variants: [
        {
          id: 33010,
          sku: "RDS-33010",
          price: 2200,
          cost: 1200,
          title: "Navy",
          grams: 150,
          is_enabled: true,
          is_default: true,
          is_available: true,
          options: [navy.id],
        },
      ],
      images: [
        { src: img("beanie.svg"), variant_ids: [33010], position: "front", is_default: true },
        { src: img("beanie-detail.svg"), variant_ids: [33010], position: "other", is_default: false },
      ],
      created_at: "2026-08-05 17:02:10+00:00",
      updated_at: "2026-09-11 08:42:55+00:00",
      visible: true,
      is_locked: false,
      blueprint_id: 1130,
      user_id: 1337,
      shop_id: 123456,
      print_provider_id: 27,
    },
    {
      id: "65a1f0c2e4b7d93a1c2e4f63",
      title: "Terrace Sticker Pack",
      description: "<p>Kiss-cut vinyl stickers: the crest, the scarf and <strong>We Travel Together</strong>. Weatherproof.</p>",
      tags: ["Stickers", "Paper products"],
      options: [
        {
          name: "Size",
          type: "size",
          values: [
            { id: 2017, title: '3" × 3"' },
            { id: 2018, title: '4" × 4"' },
          ],
        },
      ],
      variants: [
        {
          id: 45740,
          sku: "RDS-45740",
          price: 400,
          cost: 180,
          title: '3" × 3"',
          grams: 10,
          is_enabled: true,
          is_default: true,
          is_available: true,
          options: [2017],
        },
        {
          id: 45741,
          sku: "RDS-45741",
          price: 500,
          cost: 220,
          title: '4" × 4"',
          grams: 12,
          is_enabled: true,
          is_default: false,
          is_available: true,
          options: [2018],
        },
      ],
      images: [
        { src: img("stickers.svg"), variant_ids: [45740, 45741], position: "front", is_default: true },
        { src: img("stickers-sheet.svg"), variant_ids: [45740, 45741], position: "other", is_default: false },
      ],
      created_at: "2026-08-09 12:30:00+00:00",
      updated_at: "2026-09-11 08:43:30+00:00",
      visible: true,
      is_locked: false,
      blueprint_id: 400,
      user_id: 1337,
      shop_id: 123456,
      print_provider_id: 28,
    },
  ];
}
