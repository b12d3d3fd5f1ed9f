import { eq } from "drizzle-orm";
import { orders, products, volunteerSignups } from "../db/schema";
import { getDbHandle } from "../app/utils/db.server";
import { createSignedInMember } from "./factories";

/**
 * Rows as the database holds them after the code under test ran, for the assertions (they need
 * the test database: useTestDatabase in the same file).
 */
const db = async () => (await getDbHandle()).db;

export async function signupStatus(signupId: number) {
  const [row] = await (
    await db()
  )
    .select({ status: volunteerSignups.status })
    .from(volunteerSignups)
    .where(eq(volunteerSignups.id, signupId));
  return row?.status;
}

export async function storedProduct(id: number) {
  return (await (await db()).select().from(products).where(eq(products.id, id)))[0];
}

export async function storedOrder(id: string) {
  return (await (await db()).select().from(orders).where(eq(orders.id, id)))[0];
}

/** The session cookie of a new member named Sam (an admin when asked), for the shop's admin tests. */
export async function signedInCookie(email: string, isAdmin = false) {
  return (await createSignedInMember({ email, firstName: "Sam", isAdmin })).cookie;
}
