import { dbConfigFromEnv } from "../db/client";
import { lockHolder } from "../db/lock";

/**
 * Runs first in `npm start`, before the build: a second start on a data directory that a running
 * server holds must stop here, before it rewrites that server's build or touches its database.
 */
const config = dbConfigFromEnv();
if (config.kind === "pglite") {
  const pid = lockHolder(config.dataDir);
  if (pid !== null) {
    console.error(
      `\nThe Roadies is already running on the data directory ${config.dataDir} (process ${pid}).\n` +
        "The embedded database serves one process at a time. Stop that server first, start this one with\n" +
        "another DATA_DIR, or set DATABASE_URL to run several instances on PostgreSQL.\n",
    );
    process.exit(1);
  }
}
