import { eq } from "drizzle-orm";
import { DEFAULT_EMAIL_PREFERENCES, users } from "../../../db/schema";
import { syncMember, unsubscribeByHash, type MemberSync } from "~/integrations/mailchimp.server";
import { withIntegrationHealth } from "~/models/integration-status.server";
import { isMember } from "~/models/membership";
import { mailchimpConfig } from "~/utils/env.server";
import type { KindDefinition } from "../kind.server";

/**
 * Mailchimp audience syncs, queued by queueMailchimpSync and friends (app/models/integrations.server.ts):
 * instead of a mail, the call to make, read at send time so the newest state is sent. Each call's
 * outcome is recorded for the Integration Status card.
 */
export const mailchimpNotificationKinds: Record<"mailchimp-sync", KindDefinition> = {
  "mailchimp-sync": {
    async render(row, db) {
      const config = mailchimpConfig;
      if (!config) return { skip: "Mailchimp is not configured" };
      const hash = row.payload.unsubscribeHash;
      if (typeof hash === "string" && /^[0-9a-f]{32}$/.test(hash)) {
        return { call: () => withIntegrationHealth("mailchimp", () => unsubscribeByHash(config, hash)) };
      }
      if (!row.userId) return { skip: "no member" };
      const [member] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          emailPreferences: users.emailPreferences,
          membershipStatus: users.membershipStatus,
        })
        .from(users)
        .where(eq(users.id, row.userId));
      if (!member) return { skip: "the member no longer exists" };
      if (!member.email) return { skip: "no email address" };
      const sync: MemberSync = {
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
        subscribed: member.emailPreferences?.newsletterUpdates ?? DEFAULT_EMAIL_PREFERENCES.newsletterUpdates,
        isMember: isMember(member.membershipStatus),
      };
      return { call: () => withIntegrationHealth("mailchimp", () => syncMember(config, sync)) };
    },
  },
};
