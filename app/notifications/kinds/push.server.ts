import { eq } from "drizzle-orm";
import { notifications } from "../../../db/schema";
import type { Database } from "../../../db/client";
import { deliverPushAlert, pushSubscriptionExists } from "~/models/push.server";
import type { KindDefinition, OutboxRow } from "../kind.server";

function payloadId(row: OutboxRow, key: string): number | null {
  const value = Number(row.payload[key]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * The 'push-alert' kind: one alert to one device about another outbox row, its source (queued beside
 * it by outbox.server.ts queuePushAlerts). At send time, in the member's language like the mail,
 * the source's kind writes the alert (`alert()`), from the state of things now: a superseded change
 * or a withdrawn announcement writes none and the alert is skipped; so is one for a device removed
 * since. The push service's 404 or 410 deletes the device and skips the alert; any other failure is
 * retried with the mail's backoff.
 *
 * `kindOf` is the registry's lookup, handed in by registry.server.ts (this module cannot import
 * the registry that imports it).
 */
export function pushAlertKind(kindOf: (kind: string) => KindDefinition | undefined): KindDefinition {
  return {
    async render(row, db: Database) {
      const subscriptionId = payloadId(row, "subscriptionId");
      const sourceId = payloadId(row, "sourceId");
      if (!subscriptionId || !sourceId || !(await pushSubscriptionExists(subscriptionId, db)))
        return { skip: "The device no longer takes alerts" };
      const [source] = await db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          subjectKey: notifications.subjectKey,
          userId: notifications.userId,
          toEmail: notifications.toEmail,
          payload: notifications.payload,
        })
        .from(notifications)
        .where(eq(notifications.id, sourceId));
      const alert = source ? await kindOf(source.kind)?.alert?.(source, db) : null;
      if (!alert) return { skip: "Nothing to alert about any more" };
      return {
        call: async () => {
          const delivery = await deliverPushAlert(subscriptionId, alert, db);
          return delivery === "gone" ? { skip: "The push service no longer knows the device (404 or 410); it was removed" } : undefined;
        },
      };
    },
  };
}
