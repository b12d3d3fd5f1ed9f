import * as z from "zod";
import { MEMBER_CARD_TOKEN_MAX_LENGTH } from "~/models/member-card-token.server";

/**
 * POST /api/events/{id}/check-ins: a scanned card's token, or the user id a search found (exactly
 * one of them). A scan queued on a phone without signal may say when it was made (`scannedAt`, an
 * ISO time): believed only inside the event's check-in window (models/check-in.ts, checkInTime).
 */
const scannedAt = z.iso.datetime({ offset: true }).optional();
export const CheckInBody = z.union([
  z.strictObject({ token: z.string().min(1).max(MEMBER_CARD_TOKEN_MAX_LENGTH), scannedAt }),
  // A member found by a search on a phone without signal is queued too, with the time it was made.
  z.strictObject({ userId: z.string().min(1).max(64), scannedAt }),
]);
