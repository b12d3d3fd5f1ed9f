import type { Database } from "../db/client";
import { notifications, users } from "../db/schema";

/**
 * The writes the backup tests take a backup in the middle of: member `index` and their outbox mail
 * in one transaction, so a backup holds both or neither. Returns the member's id.
 */
export async function writeMemberAndMail(db: Database, index: number): Promise<string> {
  const id = `writer-${String(index).padStart(6, "0")}`;
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, email: `${id}@example.org`, firstName: "Writer", lastName: String(index) });
    await tx
      .insert(notifications)
      .values({ kind: "ticket-alert", subjectKey: `backup-test-${id}`, userId: id, toEmail: `${id}@example.org` });
  });
  return id;
}
