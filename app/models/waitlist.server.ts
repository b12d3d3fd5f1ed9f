import { getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { queryRows } from "../../db/client";
import { enqueueNotification, type NotificationKind } from "~/notifications/outbox.server";
import type { db } from "~/utils/db.server";

/**
 * The waitlist both volunteer shifts and events use: a parent row (an opportunity, an event) with
 * a counter of places taken and an optional limit, and one row per member that either holds a
 * place or waits in line. The line is served in (created_at, id) order, which the rows' (parent,
 * status, created_at, id) index walks. Every function here runs inside a transaction that holds
 * the parent's row lock (SELECT ... FOR UPDATE), so the counter and the rows move together and a
 * member's place in line is the order in which joins got that lock.
 */

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

export type WaitingLine = {
  /** The members' rows: volunteer_signups, event_attendees. */
  rows: {
    table: PgTable;
    id: PgColumn;
    parentId: PgColumn;
    userId: PgColumn;
    status: PgColumn;
    createdAt: PgColumn;
    /** Stamped with the time of a move, when the table keeps one. */
    updatedAt?: PgColumn;
  };
  /** The row the line is for: its counter of places taken and its limit (null = no limit). */
  parent: { table: PgTable; id: PgColumn; taken: PgColumn; limit: PgColumn; updatedAt?: PgColumn };
  /** A row's status while it waits, and once it holds a place. */
  waiting: string;
  placed: string;
  /** The mail that tells a member they moved up: its kind and what its renderer reads. */
  promotedMail: { kind: NotificationKind; payload: (rowId: number, parentId: number) => Record<string, unknown> };
};

// Identifiers written out by hand: drizzle renders bare column names inside a select's sql, and a
// bare "id" in a subquery would bind to the wrong table.
const table = (t: PgTable) => sql.identifier(getTableName(t));
const column = (c: PgColumn) => sql.identifier(c.name);
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The time a member joins at: now, but never before the last join on this parent (one microsecond
 * after it). On PostgreSQL a request that started earlier can reach the lock later, and the line
 * must follow the order in which joins got the lock, so this is computed in the database under it.
 */
export function joinTime(line: WaitingLine, parentId: number, now: Date): SQL {
  const { rows } = line;
  return sql`greatest(${at(now)}, (
    select max(${column(rows.createdAt)}) + interval '1 microsecond' from ${table(rows.table)} where ${column(rows.parentId)} = ${parentId}
  ))`;
}

/**
 * 1-based place in line of the row `ref` (the table's name or an alias of it in the query), null
 * when that row is not waiting.
 */
export function positionInLine(line: WaitingLine, ref: string): SQL<number | null> {
  const { rows } = line;
  const t = sql.identifier(ref);
  const [status, parentId, createdAt, id] = [column(rows.status), column(rows.parentId), column(rows.createdAt), column(rows.id)];
  return sql<number | null>`case when ${t}.${status} = ${line.waiting} then (
    select count(*)::int from ${table(rows.table)} "ahead"
    where "ahead".${parentId} = ${t}.${parentId} and "ahead".${status} = ${line.waiting}
      and ("ahead".${createdAt}, "ahead".${id}) <= (${t}.${createdAt}, ${t}.${id})
  ) end`;
}

/** The place in line of one row, read inside the transaction; null when it is not waiting. */
export async function positionOf(tx: Transaction, line: WaitingLine, rowId: number): Promise<number | null> {
  const { rows } = line;
  const [row] = await queryRows<{ position: number | null }>(
    tx,
    sql`select ${positionInLine(line, getTableName(rows.table))} as "position" from ${table(rows.table)} where ${column(rows.id)} = ${rowId}`,
  );
  return row?.position ?? null;
}

/**
 * Takes one place if one is free: a conditional increment (`taken < limit`, or no limit), so the
 * parent is never overbooked whatever else is true. `conditions` add the parent's own rules (still
 * active, not started). Answers the new count, or null when no place was free.
 */
export async function claimPlace(
  tx: Transaction,
  line: WaitingLine,
  parentId: number,
  now: Date,
  conditions: SQL[] = [],
): Promise<number | null> {
  const { parent } = line;
  const [taken, limit] = [column(parent.taken), column(parent.limit)];
  const [row] = await queryRows<{ taken: number }>(
    tx,
    sql`update ${table(parent.table)} set ${taken} = ${taken} + 1${parent.updatedAt ? sql`, ${column(parent.updatedAt)} = ${at(now)}` : sql``}
        where ${column(parent.id)} = ${parentId} and (${limit} is null or ${taken} < ${limit})
        ${sql.join(
          conditions.map((condition) => sql` and ${condition}`),
          sql``,
        )}
        returning ${taken} as "taken"`,
  );
  return row ? Number(row.taken) : null;
}

/**
 * Gives up to `places` places to the earliest waiting members (in the order they joined), counts
 * them in the parent's counter and queues each one's promotion mail, all in the caller's
 * transaction. SKIP LOCKED leaves a row another transaction is changing (its member leaving) to the
 * next promotion rather than waiting on it. Answers the promoted rows in line order.
 */
export async function promoteEarliest(
  tx: Transaction,
  line: WaitingLine,
  parentId: number,
  places: number,
  now: Date,
): Promise<{ id: number; userId: string }[]> {
  if (places <= 0) return [];
  const { rows, parent } = line;
  const [id, parentColumn, status, createdAt] = [column(rows.id), column(rows.parentId), column(rows.status), column(rows.createdAt)];
  const promoted = await queryRows<{ id: number; userId: string }>(
    tx,
    sql`with moved as (
          update ${table(rows.table)} set ${status} = ${line.placed}${rows.updatedAt ? sql`, ${column(rows.updatedAt)} = ${at(now)}` : sql``}
          where ${id} in (
            select ${id} from ${table(rows.table)} where ${parentColumn} = ${parentId} and ${status} = ${line.waiting}
            order by ${createdAt}, ${id} limit ${places} for update skip locked
          )
          returning ${id} as "id", ${column(rows.userId)} as "userId", ${createdAt} as "joinedAt"
        )
        select "id", "userId" from moved order by "joinedAt", "id"`,
  );
  if (promoted.length === 0) return [];
  const taken = column(parent.taken);
  await tx.execute(
    sql`update ${table(parent.table)} set ${taken} = ${taken} + ${promoted.length}${
      parent.updatedAt ? sql`, ${column(parent.updatedAt)} = ${at(now)}` : sql``
    } where ${column(parent.id)} = ${parentId}`,
  );
  for (const { id: rowId, userId } of promoted) {
    await enqueueNotification(
      {
        kind: line.promotedMail.kind,
        subjectKey: `${rowId}:${now.getTime()}`,
        userId,
        payload: line.promotedMail.payload(Number(rowId), parentId),
      },
      tx,
    );
  }
  return promoted.map((row) => ({ id: Number(row.id), userId: row.userId }));
}
