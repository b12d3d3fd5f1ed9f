import type { CancelEventFailure, EventUpdateFailure, RsvpFailure } from "~/models/events.server";
import type { MatchLinkFailure, ShiftTemplateFailure } from "~/models/event-page.server";
import type { MessageMap } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** The user's words for a refused RSVP (the page and the API answer the same text). */
export const rsvpMessages: MessageMap<RsvpFailure> = {
  "event-not-found": () => m.events_rsvp_not_found(),
  "event-is-past": () => m.events_rsvp_past(),
  "event-cancelled": () => m.events_rsvp_cancelled(),
  "members-only": () => m.events_rsvp_members_only_refused(),
};

/** A refused change to an event (the admin form, next to the field, and the API). */
export const eventUpdateMessages: MessageMap<EventUpdateFailure> = {
  "event-not-found": () => m.events_not_found(),
  "capacity-below-going": ({ going }) => m.events_capacity_below_going({ going }),
};

/** A shift template that cannot be applied (the admin form, next to the field, and the API). */
export const shiftTemplateMessages: MessageMap<ShiftTemplateFailure> = {
  "shift-template-not-found": () => m.events_shift_template_not_found(),
};

/** A refused cancellation (the admin's confirm page and the API). */
export const cancelEventMessages: MessageMap<CancelEventFailure> = {
  "event-not-found": () => m.events_not_found(),
  "already-cancelled": () => m.events_already_cancelled(),
};

/** A watch party's match that cannot be linked (the admin form, next to the field, and the API). */
export const matchLinkMessages: MessageMap<MatchLinkFailure> = {
  "match-not-found": () => m.events_match_not_found(),
};

/** The RSVP form's words for an event's places and the member's own place in line (cards and the event page). */
export const rsvpTexts = {
  placesLeft: (places: number) => m.events_rsvp_places_left({ count: places }),
  full: () => m.events_rsvp_full(),
  onWaitlist: (position: number | null) => (position ? m.events_rsvp_on_waitlist_at({ position }) : m.events_rsvp_on_waitlist()),
  leave: () => m.events_rsvp_leave_waitlist(),
  leaving: () => m.events_rsvp_leaving(),
  membersOnly: () => m.events_rsvp_members_only(),
  becomeMember: () => m.events_rsvp_become_member(),
  /** The toasts after a change. */
  waitlisted: (position: number | null) => (position ? m.events_rsvp_waitlisted_toast_at({ position }) : m.events_rsvp_waitlisted_toast()),
  leftWaitlist: () => m.events_rsvp_left_waitlist(),
  cancelled: () => m.events_rsvp_event_cancelled(),
};
