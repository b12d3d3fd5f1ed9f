import { describeDb } from "../db/client";
import { seedDemoContent } from "./demo-seed";
import { brandingFromEnv } from "../app/utils/branding.server";
import { withDatabase } from "./with-database";

/**
 * The short-lived step of `npm start` between build and serve: migrate, and on the very first
 * start of the embedded database, load the demo content. A DATABASE_URL database is never seeded
 * here (`npm run seed` does that on purpose).
 */
await withDatabase(async (handle, config) => {
  console.log(`Migrations applied to ${describeDb(config)}`);
  if (handle.created && config.kind === "pglite" && process.env.SEED_DEMO !== "0") {
    const { clubName, timeZone } = brandingFromEnv();
    const summary = await seedDemoContent(handle.db, { clubName, timeZone });
    console.log(
      `First start: demo content loaded (${Object.entries(summary)
        .map(([k, v]) => `${v} ${k}`)
        .join(", ")})`,
    );
  }
});
