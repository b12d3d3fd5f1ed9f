import * as z from "zod";
import { PUSH_TOPICS } from "../../db/enums";
import { hasControlCharacter } from "../utils/validation";
import * as m from "../i18n/paraglide/messages/_index.js";

/**
 * A push service's address as text: at most 2,000 characters and no control characters (a browser
 * never sends one, and PostgreSQL refuses U+0000 in text).
 */
const endpointText = () =>
  z
    .string({ error: () => m.push_endpoint_invalid() })
    .max(2000, { error: () => m.push_endpoint_invalid() })
    .refine((value) => !hasControlCharacter(value), { error: () => m.push_endpoint_invalid() });

/**
 * The body of POST /api/push-subscriptions: the browser's PushSubscription as its toJSON() gives it
 * (endpoint, expirationTime, keys.p256dh, keys.auth), plus the topics chosen for this device.
 * Keys are base64url: p256dh an uncompressed P-256 point (65 bytes, 87 characters), auth 16 bytes.
 */
export const PushSubscriptionSchema = z.object({
  endpoint: endpointText().refine((value) => URL.canParse(value), { error: () => m.push_endpoint_invalid() }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { error: () => m.push_keys_invalid() }),
      auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, { error: () => m.push_keys_invalid() }),
    },
    { error: () => m.push_keys_invalid() },
  ),
  topics: z
    .array(z.enum(PUSH_TOPICS, { error: () => m.push_topic_invalid() }), { error: () => m.push_topic_invalid() })
    .max(PUSH_TOPICS.length * 2),
});

/** The body (or ?endpoint=) of DELETE /api/push-subscriptions. */
export const PushEndpointSchema = z.object({
  endpoint: endpointText().min(1, { error: () => m.push_endpoint_invalid() }),
});
