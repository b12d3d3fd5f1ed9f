import type { CancelFailure, SignupFailure } from "~/models/volunteer.server";
import type { OpportunityUpdateFailure } from "~/models/volunteer-admin.server";
import type { ShiftTemplateUpdateFailure } from "~/models/shift-templates.server";
import type { MessageMap } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** A refused sign-up, as the API words it (the /volunteer page answers its generic failure toast). */
export const signupMessages: MessageMap<SignupFailure> = {
  "opportunity-not-found": () => m.volunteer_signup_not_found(),
  "opportunity-is-past": () => m.volunteer_signup_past(),
};

/** A refused cancel: inside the cutoff the member is sent to the coordinator, named when known. */
export const cancelMessages: MessageMap<CancelFailure> = {
  "signup-not-found": () => m.volunteer_cancel_signup_not_found(),
  "cancel-cutoff": ({ cutoffHours, contactInfo }) =>
    `${m.volunteer_cancel_cutoff({ cutoffHours })} ${contactInfo ? m.volunteer_cancel_contact({ contactInfo }) : m.volunteer_cancel_contact_unnamed()}`,
};

/** A refused change to an opportunity (the admin form and the API). */
export const opportunityMessages: MessageMap<OpportunityUpdateFailure> = {
  "opportunity-not-found": () => m.volunteer_opportunity_not_found(),
  "spots-below-confirmed": ({ confirmed }) => m.volunteer_spots_below_confirmed({ confirmed }),
  "start-in-past": () => m.volunteer_start_in_past(),
  "opportunity-cancelled": () => m.volunteer_opportunity_cancelled(),
  "event-not-found": () => m.volunteer_event_not_found(),
};

/** A refused save of a shift template (the admin's template form). */
export const shiftTemplateMessages: MessageMap<ShiftTemplateUpdateFailure> = {
  "name-taken": () => m.volunteer_template_name_taken(),
  "template-not-found": () => m.volunteer_template_not_found(),
};
