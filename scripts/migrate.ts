import { describeDb } from "../db/client";
import { withDatabase } from "./with-database";

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database. */
await withDatabase(async (_handle, config) => {
  console.log(`Migrations applied to ${describeDb(config)}`);
});
