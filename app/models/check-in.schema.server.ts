import * as z from "zod";
import { MEMBER_CARD_TOKEN_MAX_LENGTH } from "~/models/member-card-token.server";

/** POST /api/events/{id}/check-ins: a scanned card's token, or the user id a search found (exactly one of them). */
export const CheckInBody = z.union([
  z.strictObject({ token: z.string().min(1).max(MEMBER_CARD_TOKEN_MAX_LENGTH) }),
  z.strictObject({ userId: z.string().min(1).max(64) }),
]);
