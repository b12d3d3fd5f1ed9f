import { sql } from "drizzle-orm";
import { integrationStatus, type INTEGRATION_NAMES } from "../../db/schema";
import { db } from "~/utils/db.server";

export type IntegrationName = (typeof INTEGRATION_NAMES)[number];

/** How one call to an outside service went, as the integration modules report it. */
type CallOutcome = { ok: true } | { ok: false; error: string };

/**
 * Remembers how the last call to an outside service went, for the admin's Integration Status card.
 * Never throws: a failure to record must not fail the call it describes (it is logged instead).
 */
export async function recordIntegrationCall(name: IntegrationName, outcome: CallOutcome, at = new Date()) {
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

/**
 * What an integration calls after each request it makes (its `onOutcome` option): the integration
 * decides what counts as a failed call, the caller records it.
 */
export function integrationHealthReporter(name: IntegrationName): (outcome: CallOutcome) => Promise<void> {
  return (outcome) => recordIntegrationCall(name, outcome);
}

/**
 * Runs one call to an outside service and records how it went: a success, or the thrown error's
 * message. The call's result or error passes through unchanged.
 */
export async function withIntegrationHealth<T>(name: IntegrationName, call: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await call();
  } catch (error) {
    await recordIntegrationCall(name, { ok: false, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  await recordIntegrationCall(name, { ok: true });
  return result;
}

/** Every service's last call, by name. */
export async function listIntegrationStatus() {
  const rows = await db.select().from(integrationStatus);
  return new Map(rows.map((row) => [row.name as IntegrationName, row]));
}
