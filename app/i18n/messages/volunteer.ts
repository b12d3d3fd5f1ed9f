import type { CancelFailure, SignupFailure } from "~/models/volunteer.server";
import type { OpportunityUpdateFailure } from "~/models/volunteer-admin.server";
import type { ShiftTemplateUpdateFailure } from "~/models/shift-templates.server";
import type { MessageMap } from "~/i18n/message-map";

/** A refused sign-up, as the API words it (the /volunteer page answers its generic failure toast). */
export const signupMessages: MessageMap<SignupFailure> = {
  "opportunity-not-found": "This volunteer opportunity does not exist.",
  "opportunity-is-past": "This volunteer shift has already started, so sign-ups are closed.",
};

/** A refused cancel: inside the cutoff the member is sent to the coordinator, named when known. */
export const cancelMessages: MessageMap<CancelFailure> = {
  "signup-not-found": "Volunteer signup not found",
  "cancel-cutoff": ({ cutoffHours, contactInfo }) =>
    `Cancelling online closes ${cutoffHours} ${cutoffHours === 1 ? "hour" : "hours"} before the shift starts. ` +
    `Please contact the coordinator${contactInfo ? ` (${contactInfo})` : ""} to cancel.`,
};

/** A refused change to an opportunity (the admin form and the API). */
export const opportunityMessages: MessageMap<OpportunityUpdateFailure> = {
  "opportunity-not-found": "Volunteer opportunity not found",
  "spots-below-confirmed": ({ confirmed }) =>
    `Spots needed can't be lower than the ${confirmed} ${confirmed === 1 ? "volunteer" : "volunteers"} already confirmed.`,
  "start-in-past": "The shift must start in the future: choose a later date or start time.",
  "opportunity-cancelled": "This opportunity was cancelled and its volunteers were told; create a new opportunity instead of reopening it.",
  "event-not-found": "That event does not exist: choose one from the list.",
};

/** A refused save of a shift template (the admin's template form). */
export const shiftTemplateMessages: MessageMap<ShiftTemplateUpdateFailure> = {
  "name-taken": "A template with this name already exists",
  "template-not-found": "Shift template not found",
};
