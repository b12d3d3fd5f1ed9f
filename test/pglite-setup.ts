import { inject } from "vitest";

/**
 * Runs before each file of the "pglite" project: the app's in-memory database starts from the
 * migrated dump the global set-up made (test/pglite-global-setup.ts).
 */
process.env.MEMORY_DB_FROM = inject("migratedDump");
