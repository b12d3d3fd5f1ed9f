import { dbConfigFromEnv, describeDb, migrateDatabase, openDatabase } from "../db/client";
import { DataDirLockedError } from "../db/lock";

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database. */
const config = dbConfigFromEnv();
try {
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    console.log(`Migrations applied to ${describeDb(config)}`);
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
