import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { db } from "~/utils/db.server";
import type { ThemePreference } from "~/utils/theme";

/** The user fields of SPEC §3, as the API and the screens read them. */
export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  themePreference: users.themePreference,
  isAdmin: users.isAdmin,
  membershipStatus: users.membershipStatus,
  membershipType: users.membershipType,
  membershipExpiry: users.membershipExpiry,
  isLifetimeMember: users.isLifetimeMember,
  autoRenewal: users.autoRenewal,
  nextBillingDate: users.nextBillingDate,
  subscriptionPrice: users.subscriptionPrice,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type User = Awaited<ReturnType<typeof getUserById>> & {};

export async function getUserById(id: string) {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export async function saveThemePreference(userId: string, themePreference: ThemePreference) {
  await db.update(users).set({ themePreference }).where(eq(users.id, userId));
}
