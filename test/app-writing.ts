import { getDbHandle } from "../app/utils/db.server";
import { migrateDatabase } from "../db/client";
import { writeMemberAndMail } from "./writers";

/**
 * A stand-in for the running app on an embedded database (scripts/backup.test.ts): the app's own
 * database module (which answers `npm run backup`'s signal and closes on SIGTERM), writing a member
 * and their outbox mail in one transaction, one after another, until it is stopped.
 */
const handle = await getDbHandle();
await migrateDatabase(handle);
let written = 0;
console.log("writing");
for (;;) {
  await writeMemberAndMail(handle.db, written);
  written += 1;
  // A turn of the event loop per write, as requests are (and the signal can be heard).
  await new Promise((resolve) => setTimeout(resolve, 2));
}
