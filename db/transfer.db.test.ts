import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { seedDemoContent } from "../scripts/demo-seed";
import { useTestDatabase } from "../test/db";
import { migrateDatabase, openDatabase, queryRows, type DbHandle } from "./client";
import { events, products, users } from "./schema";
import { exportStatements, importStatements, tableChecksums, tablesInOrder } from "./transfer";

const test = useTestDatabase();
const base = process.env.TEST_DATABASE_URL;

/** A fresh, migrated database of the given kind; dropped (PostgreSQL) when `done` runs. */
async function freshDatabase(kind: "memory" | "postgres"): Promise<{ handle: DbHandle; done: () => Promise<void> }> {
  if (kind === "memory") {
    // The pglite project's migrated dump when there is one (0.6 s against 2 s to migrate).
    const from = process.env.MEMORY_DB_FROM;
    const handle = await openDatabase(from ? { kind: "memory", from } : { kind: "memory" });
    await migrateDatabase(handle);
    return { handle, done: () => handle.close() };
  }
  const admin = postgres(base!, { max: 1, onnotice: () => {} });
  const name = `roadies_transfer_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), max: 2 });
  await migrateDatabase(handle);
  return {
    handle,
    done: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The demo data, plus rows that are hard to carry: quotes, new lines, emoji, a link to a later row of the same table. */
async function awkwardData() {
  await seedDemoContent(test.db);
  await test.db
    .insert(users)
    .values({ id: "transfer-odd", email: "odd@example.org", firstName: 'O\'Brien "Quote"', lastName: "Line\nbreak ⚽ \\ %" });
  const [later] = await test.db
    .insert(events)
    .values({ title: "Coach to the match", date: new Date("2026-03-01T10:15:30.123Z"), location: "Depot", type: "community" })
    .returning({ id: events.id });
  const [match] = await test.db
    .insert(events)
    .values({ title: "The match", date: new Date("2026-03-01T15:00:00Z"), location: "Away ground", type: "match" })
    .returning({ id: events.id });
  // The coach (lower id) points at the match (higher id): rows in key order alone would break the foreign key.
  await test.db.update(events).set({ matchEventId: match.id }).where(eq(events.id, later.id));
  await test.db
    .update(products)
    .set({ description: "It's 100% cotton; ‘smart’ quotes; a $$ sign" })
    .where(sql`true`);
}

describe("carrying every row to a database of either kind", () => {
  it("orders tables after those their foreign keys point at, and knows events' link to itself", async () => {
    const tables = await tablesInOrder(test.db);
    const position = new Map(tables.map((table, index) => [table.name, index]));
    expect(position.get("users")).toBeLessThan(position.get("orders")!);
    expect(position.get("orders")).toBeLessThan(position.get("order_lines")!);
    expect(position.get("events")).toBeLessThan(position.get("event_attendees")!);
    expect(tables.find((table) => table.name === "events")?.selfReferences).toEqual(["match_event_id"]);
    expect(tables.find((table) => table.name === "users")?.key).toEqual(["id"]);
  });

  for (const kind of ["memory", "postgres"] as const) {
    it.runIf(kind === "memory" || base)(
      `copies every row and sequence into a fresh ${kind === "memory" ? "PGlite" : "PostgreSQL"} database`,
      { timeout: 60_000 },
      async () => {
        await awkwardData();
        const statements: string[] = [];
        const { rows } = await exportStatements(test.db, (statement) => void statements.push(statement));
        expect(rows).toBeGreaterThan(50);
        const target = await freshDatabase(kind);
        try {
          await importStatements(target.handle.db, statements);
          const before = await tableChecksums(test.db);
          const after = await tableChecksums(target.handle.db);
          const differing = [...before].filter(([name, sum]) => JSON.stringify(after.get(name)) !== JSON.stringify(sum));
          expect(differing.map(([name, sum]) => `${name}: ${JSON.stringify(sum)} became ${JSON.stringify(after.get(name))}`)).toEqual([]);
          expect([...after.keys()]).toEqual([...before.keys()]);
          expect(before.get("events")!.rows).toBeGreaterThan(2);
          // The next id is past every copied one.
          const [{ max }] = await queryRows<{ max: number }>(target.handle.db, sql`select max(id)::int as max from events`);
          const [created] = await target.handle.db
            .insert(events)
            .values({ title: "After the move", date: new Date(), location: "Home", type: "community" })
            .returning({ id: events.id });
          expect(created.id).toBeGreaterThan(max);
        } finally {
          await target.done();
        }
      },
    );
  }

  it("changes nothing when one statement fails: the import is one transaction", async () => {
    await seedDemoContent(test.db);
    const statements: string[] = [];
    await exportStatements(test.db, (statement) => void statements.push(statement));
    const target = await freshDatabase("memory");
    try {
      await expect(importStatements(target.handle.db, [...statements, "insert into no_such_table values (1);"])).rejects.toThrow();
      const [{ count }] = await queryRows<{ count: number }>(target.handle.db, sql`select count(*)::int as count from users`);
      expect(count).toBe(0);
    } finally {
      await target.done();
    }
  });
});
