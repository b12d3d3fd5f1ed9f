import { eq } from "drizzle-orm";
import { dbConfigFromEnv, migrateDatabase, openDatabase } from "../db/client";
import { DataDirLockedError } from "../db/lock";
import { users } from "../db/schema";

/** `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`, on either database. */
const [command, emailArg] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !emailArg) {
  console.error("Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>");
  process.exit(2);
}
const email = emailArg.trim().toLowerCase();

try {
  const handle = await openDatabase(dbConfigFromEnv());
  try {
    await migrateDatabase(handle);
    const updated = await handle.db
      .update(users)
      .set({ isAdmin: command === "grant" })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (updated.length === 0) {
      console.error(`No member has the email ${email}. They need to sign in once first.`);
      process.exitCode = 1;
    } else {
      console.log(command === "grant" ? `${email} is now an admin.` : `${email} is no longer an admin.`);
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop the server first; the embedded database serves one process at a time.`);
    process.exit(1);
  }
  throw error;
}
