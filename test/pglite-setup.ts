import { afterAll, inject } from "vitest";
// Messages speak the language of the request a test serves (asServed) or of inLocale(), as in the app.
import "../app/i18n/locale.server";

/**
 * Runs before each file of the "pglite" project: the app's in-memory database starts from the
 * migrated dump the global set-up made (test/pglite-global-setup.ts), and is closed after the file,
 * so the next file in this worker starts from the dump again.
 */
process.env.MEMORY_DB_FROM = inject("migratedDump");

afterAll(async () => {
  await globalThis.__roadiesDb?.then((handle) => handle.close()).catch(() => {});
  globalThis.__roadiesDb = undefined;
});
