import { brandingFromEnv } from "../app/utils/branding.server";
import { describeDb } from "../db/client";
import { isDatabaseEmpty, seedDemoContent } from "./demo-seed";
import { withDatabase } from "./with-database";

/**
 * Fills an empty database with demo content. It refuses to touch a database that already has
 * members, events or products: demo rows mixed into real data could not be told apart later.
 */
await withDatabase(async (handle, config) => {
  if (!(await isDatabaseEmpty(handle.db))) {
    console.error(
      `Refusing to seed: ${describeDb(config)} already holds members, events or products. ` +
        "Demo content is only added to an empty database; point DATA_DIR or DATABASE_URL at a fresh one.",
    );
    return 1;
  }
  // Same club name and time zone as the running site, so match titles and kick-off hours fit.
  const { clubName, timeZone } = brandingFromEnv();
  const summary = await seedDemoContent(handle.db, { clubName, timeZone });
  console.log(`Seeded demo content into ${describeDb(config)}:`);
  console.table(summary);
});
