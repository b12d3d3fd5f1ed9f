/**
 * A Printify product mapped to our shop's rows (product, its enabled variants with their
 * size, its gallery). Pure: no database, no network; the sync, the demo seed and the tests use it.
 * Imports are relative so the seed (run by tsx outside the Remix build) can load it.
 */
import type { PrintifyProduct } from "../integrations/printify.server";
import { sanitizeOptionalProductHtml } from "../utils/sanitize.server";
import { centsToDecimal } from "../utils/format";

const MAX_IMAGES = 10;
const DEFAULT_CATEGORY = "apparel";

/** Printify's cents (an integer, or a numeric string, which our own API gives) or null when it is not a whole, sane amount. */
export function parseCents(price: unknown): number | null {
  const cents = typeof price === "number" ? price : typeof price === "string" && /^\s*\d+\s*$/.test(price) ? Number(price) : NaN;
  return Number.isInteger(cents) && cents >= 0 && cents <= 99_999_999 ? cents : null;
}

/** 2500 → "25.00" (kept under this name for the catalogue's callers). */
export const centsToMoney = centsToDecimal;

/** The category is the first tag (lower-cased), or apparel when there is none, so a product always sits under a filter. */
export function categoryFromTags(tags: readonly string[] | undefined): string {
  const first = tags?.find((tag) => typeof tag === "string" && tag.trim());
  return first ? first.trim().toLowerCase().slice(0, 50) : DEFAULT_CATEGORY;
}

interface MappedVariant {
  providerVariantId: string;
  title: string;
  size: string | null;
  price: string;
  isEnabled: boolean;
  position: number;
}
export interface MappedProduct {
  product: {
    name: string;
    description: string | null;
    price: string;
    category: string;
    fulfillmentType: "print-on-demand";
    imageUrl: string | null;
    isActive: boolean;
    provider: "printify";
    providerProductId: string;
  };
  variants: MappedVariant[];
  images: { src: string; position: number }[];
}

export function mapPrintifyProduct(source: PrintifyProduct): MappedProduct {
  // Which option holds the size: Printify's type 'size', else a name such as "Sizes".
  const sizeOption = source.options?.find((o) => o.type === "size") ?? source.options?.find((o) => /size/i.test(o.name));
  const sizeById = new Map((sizeOption?.values ?? []).map((v) => [v.id, v.title]));

  // Only the variants the shop sells (enabled in Printify); one out of stock stays listed, switched off.
  const variants: MappedVariant[] = [];
  for (const variant of source.variants ?? []) {
    if (!variant.is_enabled) continue;
    const cents = parseCents(variant.price);
    if (cents === null) continue;
    const size = variant.options?.map((id) => sizeById.get(id)).find((title) => title !== undefined) ?? null;
    variants.push({
      providerVariantId: String(variant.id),
      title: (variant.title || size || "Default").slice(0, 200),
      size: size ? size.slice(0, 50) : null,
      price: centsToMoney(cents),
      isEnabled: variant.is_available !== false,
      position: variants.length,
    });
  }

  // The gallery: the default image first, then Printify's order, each picture once.
  const ordered = [...(source.images ?? [])].sort((a, b) => Number(b.is_default) - Number(a.is_default));
  const seen = new Set<string>();
  const images: { src: string; position: number }[] = [];
  for (const image of ordered) {
    if (!image.src || seen.has(image.src) || images.length >= MAX_IMAGES) continue;
    seen.add(image.src);
    images.push({ src: image.src, position: images.length });
  }

  // The price shown is the first (enabled) variant's, as the shop grid and the API show it.
  const firstPrice = variants[0]?.price;
  return {
    product: {
      name: (source.title || "Untitled product").trim().slice(0, 200),
      description: sanitizeOptionalProductHtml(source.description),
      price: firstPrice ?? "0.00",
      category: categoryFromTags(source.tags),
      fulfillmentType: "print-on-demand",
      imageUrl: images[0]?.src ?? null,
      // Hidden in Printify, or nothing left to sell: not in our shop either.
      isActive: source.visible === true && variants.length > 0,
      provider: "printify",
      providerProductId: source.id,
    },
    variants,
    images,
  };
}
