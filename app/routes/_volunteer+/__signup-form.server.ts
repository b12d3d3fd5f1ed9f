import * as z from "zod";
import { idSchema } from "../../utils/validation";

/** The /volunteer card forms: sign up (or join the waitlist) for an opportunity, or cancel one's signup. */
export const VolunteerCardForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("signup"), opportunityId: idSchema }),
  z.object({ intent: z.literal("cancel"), opportunityId: idSchema, signupId: idSchema }),
]);
