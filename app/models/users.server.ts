import { and, count, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { events, orders, products, sessions, ticketListings, users, volunteerOpportunities, type EmailVerifiedVia } from "../../db/schema";
import { db } from "~/utils/db.server";
import type { ThemePreference } from "~/utils/theme";
import { signUpLocale } from "~/i18n/locale.server";

/** The user fields the API has always given (docs/decisions/007-kept-product-contract.md), as the API and the screens read them. */
export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  themePreference: users.themePreference,
  locale: users.locale,
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

export type User = NonNullable<Awaited<ReturnType<typeof getUserById>>>;

export async function getUserById(id: string) {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function saveThemePreference(userId: string, themePreference: ThemePreference) {
  await db.update(users).set({ themePreference }).where(eq(users.id, userId));
}

/** A member's language for their pages, mails, alerts and calendar feeds (null: the group's default). */
export async function saveLocalePreference(userId: string, locale: string | null) {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

export type OidcProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
};

const provenBy = (via: EmailVerifiedVia, now: Date) => ({ emailVerifiedAt: now, emailVerifiedVia: via });

/**
 * Finds the member an OpenID sign-in belongs to: by the provider's subject first, then by a
 * verified email (linking the subject to that account); otherwise creates the member from the
 * claims. Existing members keep the names they edited on their profile. An email the provider
 * has not verified is never stored: it would let anyone claim an address (and its admin rights).
 */
export async function upsertOidcUser(profile: OidcProfile, options: { adminEmails?: Set<string> } = {}) {
  const email = profile.email && profile.emailVerified ? normalizeEmail(profile.email) : null;
  const now = new Date();
  const userId = await db.transaction(async (tx) => {
    const [bySubject] = await tx.select({ id: users.id }).from(users).where(eq(users.oidcSubject, profile.subject)).limit(1);
    if (bySubject) {
      // The provider vouches again for the address the member already has: record the proof.
      if (email) {
        await tx
          .update(users)
          .set(provenBy("oidc", now))
          .where(and(eq(users.id, bySubject.id), eq(users.email, email)));
      }
      return bySubject.id;
    }

    if (email) {
      const [linked] = await tx
        .update(users)
        .set({ oidcSubject: profile.subject, ...provenBy("oidc", now) })
        .where(and(eq(users.email, email), isNull(users.oidcSubject)))
        .returning({ id: users.id });
      if (linked) return linked.id;
    }

    // An email another account already holds is not attached.
    const [emailTaken] = email ? await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1) : [];
    const attach = email && !emailTaken ? email : null;
    const [created] = await tx
      .insert(users)
      .values({
        oidcSubject: profile.subject,
        email: attach,
        ...(attach ? provenBy("oidc", now) : {}),
        firstName: profile.firstName,
        lastName: profile.lastName,
        profileImageUrl: profile.picture,
        locale: signUpLocale(),
      })
      .returning({ id: users.id });
    return created.id;
  });
  await promoteIfAdmin(userId, options.adminEmails);
  return (await getUserById(userId))!;
}

/**
 * Email-code sign-in: the member with this email, created on first sign-in. The code proved the
 * address, and that proof is recorded.
 */
export async function findOrCreateEmailUser(
  emailInput: string,
  names: { firstName?: string | null; lastName?: string | null } = {},
  options: { adminEmails?: Set<string> } = {},
) {
  const email = normalizeEmail(emailInput);
  const proof = provenBy("email-code", new Date());
  const userId = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, email))
      .limit(1)
      .for("update");
    if (existing && !existing.emailVerifiedAt) {
      // The address sits on an account that never proved it (set before proofs were recorded,
      // possibly by someone else). Whoever proves it now owns the account: the sessions and the
      // OpenID identity that held it without proof lose their way in.
      await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${existing.id}`);
      await tx
        .update(users)
        .set({ oidcSubject: null, ...proof })
        .where(eq(users.id, existing.id));
      return existing.id;
    }
    const [row] = await tx
      .insert(users)
      .values({ email, firstName: names.firstName || null, lastName: names.lastName || null, locale: signUpLocale(), ...proof })
      .onConflictDoUpdate({ target: users.email, set: proof })
      .returning({ id: users.id });
    return row.id;
  });
  await promoteIfAdmin(userId, options.adminEmails);
  return (await getUserById(userId))!;
}

/** ADMIN_EMAILS makes an admin only of a member whose email is proven (never of a claimed one). */
async function promoteIfAdmin(userId: string, adminEmails: Set<string> | undefined) {
  if (!adminEmails?.size) return;
  await db
    .update(users)
    .set({ isAdmin: true })
    .where(
      and(
        eq(users.id, userId),
        eq(users.isAdmin, false),
        isNotNull(users.emailVerifiedAt),
        sql`lower(${users.email}) in (${sql.join(
          [...adminEmails].map((e) => sql`${e}`),
          sql`, `,
        )})`,
      ),
    );
}

/** `npm run admin -- grant|revoke <email>`; returns false when no member has that email. */
export async function setAdminByEmail(email: string, isAdmin: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isAdmin })
    .where(eq(users.email, normalizeEmail(email)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The admin dashboard's counts (the four of /api/admin/stats, plus open volunteer spots), in one round trip. */
export async function getAdminStats(now = new Date()) {
  const [row] = await db
    .select({
      // 'Active members': paid-up and lifetime members (not pending, expired, cancelled or never joined).
      totalMembers: sql<number>`(${db
        .select({ n: count() })
        .from(users)
        .where(or(inArray(users.membershipStatus, ["active", "lifetime"]), eq(users.isLifetimeMember, true)))})::int`,
      upcomingEvents: sql<number>`(${db.select({ n: count() }).from(events).where(gt(events.date, now))})::int`,
      activeProducts: sql<number>`(${db.select({ n: count() }).from(products).where(eq(products.isActive, true))})::int`,
      activeListings: sql<number>`(${db.select({ n: count() }).from(ticketListings).where(eq(ticketListings.isActive, true))})::int`,
      // Free spots over upcoming active opportunities: what the coordinators still have to fill.
      openVolunteerSpots: sql<number>`(${db
        .select({ n: sql`coalesce(sum(greatest(${volunteerOpportunities.spotsNeeded} - ${volunteerOpportunities.spotsAssigned}, 0)), 0)` })
        .from(volunteerOpportunities)
        .where(and(eq(volunteerOpportunities.isActive, true), gt(volunteerOpportunities.date, now)))})::int`,
      // Orders someone still has to act on: placed or in production, not yet shipped, delivered or cancelled.
      ordersToFulfil: sql<number>`(${db
        .select({ n: count() })
        .from(orders)
        .where(inArray(orders.status, ["pending", "processing"]))})::int`,
    })
    .from(sql`(select 1) as one`);
  return {
    totalMembers: Number(row.totalMembers),
    upcomingEvents: Number(row.upcomingEvents),
    activeProducts: Number(row.activeProducts),
    activeListings: Number(row.activeListings),
    openVolunteerSpots: Number(row.openVolunteerSpots),
    ordersToFulfil: Number(row.ordersToFulfil),
  };
}
