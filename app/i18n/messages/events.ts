import type { CancelEventFailure, EventUpdateFailure, RsvpFailure } from "~/models/events.server";
import type { MatchLinkFailure, ShiftTemplateFailure } from "~/models/event-page.server";
import type { MessageMap } from "~/i18n/message-map";

/** The user's words for a refused RSVP (the page and the API answer the same text). */
export const rsvpMessages: MessageMap<RsvpFailure> = {
  "event-not-found": "This event does not exist.",
  "event-is-past": "This event has already taken place, so RSVPs are closed.",
  "event-cancelled": "This event has been cancelled, so RSVPs are closed.",
  "members-only": "This event is for members only: RSVPs are open to active and lifetime members.",
};

/** A refused change to an event (the admin form, next to the field, and the API). */
export const eventUpdateMessages: MessageMap<EventUpdateFailure> = {
  "event-not-found": "Event not found",
  "capacity-below-going": ({ going }) =>
    `Capacity can't be lower than the ${going} ${going === 1 ? "member" : "members"} already going. ` +
    `Enter ${going} or more, or leave it empty for unlimited.`,
};

/** A shift template that cannot be applied (the admin form, next to the field, and the API). */
export const shiftTemplateMessages: MessageMap<ShiftTemplateFailure> = {
  "shift-template-not-found": "That template does not exist: choose one from the list.",
};

/** A refused cancellation (the admin's confirm page and the API). */
export const cancelEventMessages: MessageMap<CancelEventFailure> = {
  "event-not-found": "Event not found",
  "already-cancelled": "This event is already cancelled.",
};

/** A watch party's match that cannot be linked (the admin form, next to the field, and the API). */
export const matchLinkMessages: MessageMap<MatchLinkFailure> = {
  "match-not-found": "That match does not exist: choose one from the list.",
};

/** The RSVP form's words for an event's places and the member's own place in line (cards and the event page). */
export const rsvpTexts = {
  placesLeft: (places: number) => `${places} ${places === 1 ? "place" : "places"} left`,
  full: "Full — join the waitlist",
  onWaitlist: (position: number | null) => (position ? `You're on the waitlist (#${position})` : "You're on the waitlist"),
  leave: "Leave waitlist",
  leaving: "Leaving...",
  membersOnly: "Members only: RSVPs are open to active and lifetime members.",
  becomeMember: "Become a member",
  /** The toasts after a change. */
  waitlisted: (position: number | null) =>
    `The event is full, so you're on the waitlist${position ? ` (#${position})` : ""}. We'll email you if a place opens up.`,
  leftWaitlist: "You've left the waitlist.",
  cancelled: "This event has been cancelled.",
};
