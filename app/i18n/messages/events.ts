import type { RsvpFailure } from "~/models/events.server";
import type { MessageMap } from "~/i18n/message-map";

/** The user's words for a refused RSVP (the page and the API answer the same text). */
export const rsvpMessages: MessageMap<RsvpFailure> = {
  "event-not-found": "This event does not exist.",
  "event-is-past": "This event has already taken place, so RSVPs are closed.",
};
