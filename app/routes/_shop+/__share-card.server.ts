import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import { cardImage, type Card, type ShareImage } from "~/utils/og-image.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** The shop's card: the group's name and colours and what the shop sells. */
export function shopCard(): Card {
  return { title: m.shop_title(), subtitle: m.shop_share_subtitle(), branding };
}

export function shopShareImage(): ShareImage {
  return cardImage("/shop/og.png", shopCard(), m.shop_share_alt({ groupName: branding.groupName }));
}

/** A product's first image (absolute), else the shop's card. */
export function productShareImage(product: { name: string; images: string[] }): ShareImage {
  const first = product.images[0];
  if (!first) return shopShareImage();
  try {
    return { url: new URL(first, appOrigin).toString(), alt: product.name };
  } catch {
    return shopShareImage();
  }
}
