import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { withDatabase } from "./with-database";

/** `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`, on either database. */
const [command, emailArg] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !emailArg) {
  console.error("Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>");
  process.exit(2);
}
const email = emailArg.trim().toLowerCase();

await withDatabase(async (handle) => {
  const updated = await handle.db
    .update(users)
    .set({ isAdmin: command === "grant" })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (updated.length === 0) {
    console.error(`No member has the email ${email}. They need to sign in once first.`);
    return 1;
  }
  console.log(command === "grant" ? `${email} is now an admin.` : `${email} is no longer an admin.`);
});
