import * as z from "zod";
import { MEMBERSHIP_TIER_IDS } from "~/models/membership-plans";

/** The /join form (intent join, a tier id). A .server module, so zod stays out of /join's browser bundle. */
export const JoinForm = z.object({ intent: z.literal("join"), tier: z.enum(MEMBERSHIP_TIER_IDS) });
