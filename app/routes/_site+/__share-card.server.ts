import { branding } from "~/utils/branding.server";
import { cardImage, type Card, type ShareImage } from "~/utils/og-image.server";

/** The home page's card: the group's name and colours, and whose supporters they are. */
export function homeCard(): Card {
  return {
    title: `Independent supporters group of ${branding.clubName}`,
    subtitle: "Matches, watch parties, away days and merch",
    branding,
  };
}

export function homeShareImage(): ShareImage {
  return cardImage("/og.png", homeCard(), `${branding.groupName}, the independent supporters group of ${branding.clubName}`);
}
