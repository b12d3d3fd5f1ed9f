import { and, eq, gt, lte } from "drizzle-orm";
import { sessions } from "../../db/schema";
import { db } from "~/utils/db.server";

export async function insertSessionRow(sid: string, data: unknown, expire: Date) {
  await db.insert(sessions).values({ sid, sess: data, expire });
}

export async function readSessionRow(sid: string): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ sess: sessions.sess })
    .from(sessions)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
    .limit(1);
  return (row?.sess as Record<string, unknown> | undefined) ?? null;
}

export async function upsertSessionRow(sid: string, data: unknown, expire: Date) {
  await db
    .insert(sessions)
    .values({ sid, sess: data, expire })
    .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire } });
}

export async function deleteSessionRow(sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Expired rows are never read; this keeps the table from growing without bound. */
export async function purgeExpiredSessions(now = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lte(sessions.expire, now)).returning({ sid: sessions.sid });
  return deleted.length;
}
