import { branding } from "~/utils/branding.server";
import { cardImage, type Card, type ShareImage } from "~/utils/og-image.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** The home page's card: the group's name and colours, and whose supporters they are. */
export function homeCard(): Card {
  return {
    title: m.site_share_card_title({ clubName: branding.clubName }),
    subtitle: m.site_share_card_subtitle(),
    branding,
  };
}

export function homeShareImage(): ShareImage {
  return cardImage("/og.png", homeCard(), m.site_share_card_alt({ groupName: branding.groupName, clubName: branding.clubName }));
}
