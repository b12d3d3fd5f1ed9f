import * as z from "zod";
import { idSchema } from "../utils/validation";

/**
 * The RSVP form of /events (RSVP or cancel one event). Only the action reads it, so it lives in a
 * .server module: the page's browser bundle then holds no zod (issue 8, speed budget).
 */
export const RsvpForm = z.object({
  intent: z.enum(["rsvp", "cancel-rsvp"]),
  eventId: idSchema,
});
