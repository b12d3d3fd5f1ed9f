import * as z from "zod";
import { idSchema } from "../utils/validation";

/**
 * The RSVP form of /events (RSVP or cancel one event). Only the action reads it, so it lives in a
 * .server module: the page's browser bundle then holds no zod (docs/decisions/005-javascript-budget.md).
 */
export const RsvpForm = z.object({
  intent: z.enum(["rsvp", "cancel-rsvp"]),
  eventId: idSchema,
});
