import { sql } from "drizzle-orm";
import { integrationStatus, type INTEGRATION_NAMES } from "../../db/schema";
import { db } from "~/utils/db.server";

export type IntegrationName = (typeof INTEGRATION_NAMES)[number];

/**
 * Remembers how the last call to an outside service went, for the admin's Integration Status card.
 * Never throws: a failure to record must not fail the call it describes (it is logged instead).
 */
export async function recordIntegrationCall(name: IntegrationName, outcome: { ok: true } | { ok: false; error: string }, at = new Date()) {
  const error = outcome.ok ? null : outcome.error.slice(0, 500);
  try {
    await db
      .insert(integrationStatus)
      .values({ name, lastAttemptAt: at, lastSuccessAt: outcome.ok ? at : null, lastError: error })
      .onConflictDoUpdate({
        target: integrationStatus.name,
        set: {
          lastAttemptAt: at,
          lastSuccessAt: outcome.ok ? at : sql`${integrationStatus.lastSuccessAt}`,
          lastError: error,
        },
      });
  } catch (failure) {
    console.error(`[integrations] could not record the ${name} call:`, failure);
  }
}

/** Every service's last call, by name. */
export async function listIntegrationStatus() {
  const rows = await db.select().from(integrationStatus);
  return new Map(rows.map((row) => [row.name as IntegrationName, row]));
}
