import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./client";

/**
 * Rows out of one database and into another of either kind (PGlite or PostgreSQL), as SQL that
 * either runs: the portable backup (scripts/backup.ts without pg_dump) and `npm run db:move`.
 *
 * Each batch of rows travels as one JSON document that PostgreSQL itself writes (`to_jsonb`) and
 * reads back (`jsonb_populate_recordset`), so every type (timestamps, numerics, jsonb, enums, arrays,
 * bytea) goes through its own text form and comes back equal; no value passes through JavaScript's
 * numbers. The schema is not copied: the target is migrated to the same version first.
 */

/** A table of the public schema as the transfer needs it. */
export interface TableInfo {
  name: string;
  /** The primary key's columns, in key order: rows go out in this order. */
  key: string[];
  /** Columns that point at the same table (events' series parent): set after all its rows are in. */
  selfReferences: string[];
}

/** Rows per statement: a batch is one JSON document of a few megabytes at most. */
const BATCH = 2_000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The public schema's tables, each after the tables its foreign keys point to, so rows can be
 * inserted in this order with every constraint on. A cycle between tables is refused by name.
 */
export async function tablesInOrder(db: Database): Promise<TableInfo[]> {
  const tables = await queryRows<{ name: string; key: string[] | null }>(
    db,
    sql`select c.relname as name,
          (select array_agg(a.attname::text order by k.ord)
             from pg_index i
             cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
            where i.indrelid = c.oid and i.indisprimary) as key
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
       order by c.relname`,
  );
  const references = await queryRows<{ source: string; target: string; columns: string[] }>(
    db,
    sql`select s.relname as source, t.relname as target,
          (select array_agg(a.attname::text) from pg_attribute a where a.attrelid = f.conrelid and a.attnum = any(f.conkey)) as columns
        from pg_constraint f
        join pg_class s on s.oid = f.conrelid
        join pg_class t on t.oid = f.confrelid
        join pg_namespace n on n.oid = s.relnamespace
       where f.contype = 'f' and n.nspname = 'public'`,
  );
  const after = new Map(tables.map((table) => [table.name, new Set<string>()]));
  const selfReferences = new Map<string, string[]>();
  for (const { source, target, columns } of references) {
    if (source === target) selfReferences.set(source, [...(selfReferences.get(source) ?? []), ...columns]);
    else after.get(source)?.add(target);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (placed.size < tables.length) {
    const ready = tables.filter((table) => !placed.has(table.name) && [...after.get(table.name)!].every((name) => placed.has(name)));
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table.name)).map((table) => table.name);
      throw new Error(`These tables' foreign keys form a cycle, so no insert order exists: ${left.join(", ")}`);
    }
    for (const table of ready) {
      placed.add(table.name);
      // A table without a primary key goes out in the order of all its columns (ctid is not stable).
      ordered.push({ name: table.name, key: table.key ?? [], selfReferences: selfReferences.get(table.name) ?? [] });
    }
  }
  return ordered;
}

function orderBy(table: TableInfo): string {
  return table.key.length > 0 ? table.key.map(quote).join(", ") : "t";
}

/** Each sequence of the public schema (the ids' and the calendar's): its last value and whether it was used. */
async function sequenceStates(db: Database): Promise<{ name: string; last: string; called: boolean }[]> {
  const sequences = await queryRows<{ name: string }>(
    db,
    sql`select sequencename::text as name from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  const states = [];
  for (const { name } of sequences) {
    const [state] = await queryRows<{ last: string; called: boolean }>(
      db,
      sql.raw(`select last_value::text as last, is_called as called from ${quote(name)}`),
    );
    states.push({ name, ...state });
  }
  return states;
}

/**
 * Every row of the public schema as SQL statements, one per line: first emptying those tables
 * and turning their own triggers off, then their rows in an order that restores with every constraint on, then each sequence's state (the ids' and the calendar's). Read inside one
 * repeatable-read transaction: a consistent picture while the app goes on writing.
 */
export async function exportStatements(db: Database, write: (statement: string) => Promise<void> | void): Promise<{ rows: number }> {
  let rows = 0;
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone to 'UTC'`);
      const database = tx as unknown as Database;
      const tables = await tablesInOrder(database);
      // The target is freshly migrated, and migrations seed a few rows (a shift template, settings):
      // the copy's rows replace them.
      await write(`truncate table ${tables.map((table) => quote(table.name)).join(", ")};`);
      // The app's own triggers (the calendar's SEQUENCE on update) stay off while rows come in, so
      // each row arrives as it was; foreign keys are not user triggers and stay on.
      for (const table of tables) await write(`alter table ${quote(table.name)} disable trigger user;`);
      for (const table of tables) {
        const strip = table.selfReferences.map((column) => ` - ${literal(column)}`).join("");
        for (let offset = 0; ; offset += BATCH) {
          const [batch] = await queryRows<{ count: number; json: string }>(
            database,
            sql.raw(
              `select count(*)::int as count, coalesce(jsonb_agg(to_jsonb(t)${strip} order by ${orderBy(table)}), '[]')::text as json
                 from (select * from ${quote(table.name)} t order by ${orderBy(table)} limit ${BATCH} offset ${offset}) t`,
            ),
          );
          if (batch.count === 0) break;
          rows += batch.count;
          await write(
            `insert into ${quote(table.name)} select * from jsonb_populate_recordset(null::${quote(table.name)}, ${literal(batch.json)});`,
          );
          if (batch.count < BATCH) break;
        }
        if (table.selfReferences.length > 0) {
          // The links within the table, now that every row they point at is there.
          const columns = [...table.key, ...table.selfReferences];
          const [links] = await queryRows<{ json: string }>(
            database,
            sql.raw(
              `select coalesce(jsonb_agg(jsonb_build_object(${columns.map((column) => `${literal(column)}, ${quote(column)}`).join(", ")})), '[]')::text as json
                 from ${quote(table.name)} where ${table.selfReferences.map((column) => `${quote(column)} is not null`).join(" or ")}`,
            ),
          );
          if (links.json !== "[]") {
            const set = table.selfReferences.map((column) => `${quote(column)} = s.${quote(column)}`).join(", ");
            const match = table.key.map((column) => `t.${quote(column)} = s.${quote(column)}`).join(" and ");
            await write(
              `update ${quote(table.name)} t set ${set} from jsonb_populate_recordset(null::${quote(table.name)}, ${literal(links.json)}) s where ${match};`,
            );
          }
        }
      }
      for (const table of tables) await write(`alter table ${quote(table.name)} enable trigger user;`);
      for (const state of await sequenceStates(database)) {
        await write(`select setval(${literal(quote(state.name))}, ${state.last}, ${state.called});`);
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { rows };
}

/**
 * Runs statements written by exportStatements in one transaction on `db`: all of them or none.
 * `produce` hands them over one at a time (read from a file, or straight from another database).
 */
export async function importStatements(
  db: Database,
  produce: AsyncIterable<string> | Iterable<string> | ((run: (statement: string) => Promise<void>) => Promise<unknown>),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const run = async (statement: string) => {
      if (statement.trim() === "" || statement.startsWith("--")) return;
      await tx.execute(sql.raw(statement));
    };
    if (typeof produce === "function") await produce(run);
    else for await (const statement of produce) await run(statement);
  });
}

/** Every row and sequence of `source` into `target` (freshly migrated to the same version), streamed. */
export async function copyRows(source: Database, target: Database): Promise<{ rows: number }> {
  let rows = 0;
  await importStatements(target, async (run) => {
    rows = (await exportStatements(source, run)).rows;
  });
  return { rows };
}

/** Each table's row count and a digest of all its rows' text, in key order: equal means equal rows. */
export async function tableChecksums(db: Database): Promise<Map<string, { rows: number; md5: string }>> {
  const sums = new Map<string, { rows: number; md5: string }>();
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone to 'UTC'`);
      const database = tx as unknown as Database;
      for (const table of await tablesInOrder(database)) {
        const [sum] = await queryRows<{ rows: number; md5: string }>(
          database,
          sql.raw(
            `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by ${orderBy(table)}), '')) as md5 from ${quote(table.name)} t`,
          ),
        );
        sums.set(table.name, sum);
      }
      for (const state of await sequenceStates(database)) {
        sums.set(`sequence ${state.name}`, { rows: Number(state.last), md5: String(state.called) });
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return sums;
}
