import { and, eq, gt, lt } from "drizzle-orm";
import { insightSnapshots } from "../../db/schema";
import type { Database } from "../../db/client";
import { db as appDb } from "~/utils/db.server";

/**
 * The committee's figures as last counted, per period (see insight_snapshots). A snapshot is read
 * only while it is younger than `maxAgeMs`; writing one replaces the period's last and deletes
 * those no one has counted for a day (custom periods pile up otherwise).
 */
export async function readInsightSnapshot(key: string, maxAgeMs: number, now = new Date(), db: Database = appDb) {
  const [row] = await db
    .select({ figures: insightSnapshots.figures, countedAt: insightSnapshots.countedAt })
    .from(insightSnapshots)
    .where(and(eq(insightSnapshots.key, key), gt(insightSnapshots.countedAt, new Date(now.getTime() - maxAgeMs))));
  return row ?? null;
}

const KEPT_FOR_MS = 86_400_000;

export async function writeInsightSnapshot(key: string, figures: Record<string, unknown>, countedAt: Date, db: Database = appDb) {
  await db.transaction(async (tx) => {
    await tx
      .insert(insightSnapshots)
      .values({ key, figures, countedAt })
      .onConflictDoUpdate({ target: insightSnapshots.key, set: { figures, countedAt } });
    await tx.delete(insightSnapshots).where(lt(insightSnapshots.countedAt, new Date(countedAt.getTime() - KEPT_FOR_MS)));
  });
}

/** "Count again": the period's snapshot is dropped, so the next view counts afresh. */
export async function dropInsightSnapshot(key: string, db: Database = appDb) {
  await db.delete(insightSnapshots).where(eq(insightSnapshots.key, key));
}
