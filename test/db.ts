import { sql } from "drizzle-orm";
import { beforeAll, beforeEach } from "vitest";
import { migrateDatabase, type Database, type DbHandle } from "../db/client";
import { getDbHandle } from "../app/utils/db.server";

const TABLES = [
  "meeting_documents",
  "meeting_motions",
  "meeting_votes",
  "meeting_voted",
  "meeting_proxies",
  "meeting_electorate",
  "meeting_candidates",
  "meeting_items",
  "meetings",
  "push_subscriptions",
  "announcement_recipients",
  "announcements",
  "family_members",
  "membership_changes",
  "integration_status",
  "away_trip_seats",
  "away_trips",
  "away_applicants",
  "away_applications",
  "away_allocations",
  "app_settings",
  "webhook_events",
  "order_lines",
  "product_images",
  "product_variants",
  "notifications",
  "billing_history",
  "subscriptions",
  "cart_items",
  "volunteer_signups",
  "volunteer_opportunities",
  "orders",
  "event_checkins",
  "event_attendees",
  "ticket_listings",
  "products",
  "events",
  "sessions",
  "login_codes",
  "email_change_codes",
  "rate_limits",
  "users",
  "request_keys",
  "backup_runs",
  "insight_snapshots",
];

async function truncateAll(db: Database) {
  await db.execute(sql.raw(`truncate table ${TABLES.join(", ")} restart identity cascade`));
}

/**
 * For test files that use the app's database: migrates it once per file and empties it before
 * every test, so each test starts from a clean database. The project's set-up file closes it after
 * the file (test/pglite-setup.ts, test/postgres-setup.ts).
 */
export function useTestDatabase(): { get db(): Database; get handle(): DbHandle } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await getDbHandle();
    await migrateDatabase(handle);
  });
  beforeEach(async () => {
    if (handle) await truncateAll(handle.db);
  });
  return {
    get db() {
      if (!handle) throw new Error("useTestDatabase: the database is not ready yet (use it inside a test)");
      return handle.db;
    },
    get handle() {
      if (!handle) throw new Error("useTestDatabase: the database is not ready yet (use it inside a test)");
      return handle;
    },
  };
}
