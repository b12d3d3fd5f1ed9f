import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, orders, products, sessions, ticketListings, users } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMember, type UserValues } from "../../test/factories";
import { confirmEmailChange, updateProfile } from "./profile.server";
import { findOrCreateEmailUser, getAdminStats, setAdminByEmail, upsertOidcUser, type OidcProfile } from "./users.server";
import { DAY } from "../../test/time";
import { asServed } from "../../test/http";

const test = useTestDatabase();

const SECRET = "users-test-secret";

function claims(overrides: Partial<OidcProfile> = {}): OidcProfile {
  return {
    subject: "sub-1",
    email: "ada@example.com",
    emailVerified: true,
    firstName: "Ada",
    lastName: "Lovelace",
    picture: "https://example.org/ada.png",
    ...overrides,
  };
}

async function row(id: string) {
  const [user] = await test.db.select().from(users).where(eq(users.id, id));
  return user;
}

async function allUsers() {
  return test.db.select().from(users);
}

const insertUser = (email: string | null, extra: UserValues = {}) =>
  createMember({ email, firstName: "Test", lastName: "Member", ...extra });

describe("upsertOidcUser", () => {
  it("creates a member from the claims on first sign-in", async () => {
    const user = await upsertOidcUser(claims({ email: "Ada@Example.com" }));
    const stored = await row(user.id);
    expect(stored).toMatchObject({
      oidcSubject: "sub-1",
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: "https://example.org/ada.png",
      isAdmin: false,
      membershipStatus: "inactive",
    });
    expect(user).toMatchObject({ id: stored.id, email: "ada@example.com", firstName: "Ada" });
    expect(stored.emailVerifiedVia).toBe("oidc");
    expect(stored.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await allUsers()).toHaveLength(1);
  });

  it("never stores an unverified email claim on a new account, nor promotes it", async () => {
    const adminEmails = new Set(["boss@example.com"]);
    const user = await upsertOidcUser(claims({ subject: "claimer", email: "boss@example.com", emailVerified: false }), {
      adminEmails,
    });
    const stored = await row(user.id);
    expect(stored).toMatchObject({ email: null, emailVerifiedAt: null, isAdmin: false });
    // The real owner, proving the address by code later, gets an account of their own.
    const owner = await findOrCreateEmailUser("boss@example.com", {}, { adminEmails });
    expect(owner.id).not.toBe(user.id);
    expect(owner.isAdmin).toBe(true);
    expect((await row(user.id)).isAdmin).toBe(false);
  });

  it("does not promote an ADMIN_EMAILS address nobody has proven", async () => {
    // An account from before proofs were recorded, holding an admin address it never proved.
    const id = await insertUser("boss@example.com", { oidcSubject: "legacy" });
    const user = await upsertOidcUser(claims({ subject: "legacy", email: "someone@example.com" }), {
      adminEmails: new Set(["boss@example.com"]),
    });
    expect(user.id).toBe(id);
    expect(user.isAdmin).toBe(false);
    expect((await row(id)).isAdmin).toBe(false);
  });

  it("records the provider's proof when it verifies the address the member already has", async () => {
    const id = await insertUser("ada@example.com", { oidcSubject: "sub-1" });
    const user = await upsertOidcUser(claims(), { adminEmails: new Set(["ada@example.com"]) });
    expect(user.id).toBe(id);
    expect(user.isAdmin).toBe(true);
    expect(await row(id)).toMatchObject({ emailVerifiedVia: "oidc" });
  });

  it("finds the same member by subject again and keeps the names they edited", async () => {
    const first = await upsertOidcUser(claims());
    await test.db.update(users).set({ firstName: "Augusta", lastName: "King" }).where(eq(users.id, first.id));

    const again = await upsertOidcUser(claims({ firstName: "Ada", lastName: "Byron", email: "ada.new@example.com" }));
    expect(again.id).toBe(first.id);
    expect(again.firstName).toBe("Augusta");
    const stored = await row(first.id);
    expect(stored.firstName).toBe("Augusta");
    expect(stored.lastName).toBe("King");
    expect(await allUsers()).toHaveLength(1);
  });

  it("links a verified email to the existing email member", async () => {
    const existing = await findOrCreateEmailUser("ada@example.com", { firstName: "Ada" });
    const user = await upsertOidcUser(claims({ email: "ADA@example.com", emailVerified: true }));
    expect(user.id).toBe(existing.id);
    expect((await row(existing.id)).oidcSubject).toBe("sub-1");
    expect(await allUsers()).toHaveLength(1);
  });

  it("does not link an unverified email, nor give it to the new account", async () => {
    const existing = await findOrCreateEmailUser("ada@example.com");
    const user = await upsertOidcUser(claims({ subject: "attacker", emailVerified: false }));
    expect(user.id).not.toBe(existing.id);
    expect(user.email).toBeNull();
    expect((await row(user.id)).oidcSubject).toBe("attacker");
    const victim = await row(existing.id);
    expect(victim.oidcSubject).toBeNull();
    expect(victim.email).toBe("ada@example.com");
    expect(await allUsers()).toHaveLength(2);
  });

  it("does not take over a verified email already linked to another subject", async () => {
    const first = await upsertOidcUser(claims({ subject: "sub-1" }));
    const second = await upsertOidcUser(claims({ subject: "sub-2" }));
    expect(second.id).not.toBe(first.id);
    expect(second.email).toBeNull();
    expect((await row(first.id)).oidcSubject).toBe("sub-1");
  });

  it("promotes a member whose email is in adminEmails, and only them", async () => {
    const adminEmails = new Set(["boss@example.com"]);
    const boss = await upsertOidcUser(claims({ subject: "boss", email: "Boss@Example.com" }), { adminEmails });
    const member = await upsertOidcUser(claims({ subject: "member", email: "member@example.com" }), { adminEmails });
    expect(boss.isAdmin).toBe(true);
    expect((await row(boss.id)).isAdmin).toBe(true);
    expect(member.isAdmin).toBe(false);
    expect((await row(member.id)).isAdmin).toBe(false);
  });
});

describe("findOrCreateEmailUser", () => {
  it("normalises the email and is idempotent", async () => {
    const first = await findOrCreateEmailUser("  Ada@Example.COM ", { firstName: "Ada", lastName: "Lovelace" });
    const second = await findOrCreateEmailUser("ada@example.com", { firstName: "Other", lastName: "Name" });
    expect(second.id).toBe(first.id);
    const rows = await allUsers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });
  });

  it("stores blank names as null and promotes admin emails", async () => {
    const user = await findOrCreateEmailUser("boss@example.com", { firstName: "" }, { adminEmails: new Set(["boss@example.com"]) });
    const stored = await row(user.id);
    expect(stored.firstName).toBeNull();
    expect(stored.isAdmin).toBe(true);
  });

  it("records that the code proved the email, for new and existing members", async () => {
    const created = await findOrCreateEmailUser("ada@example.com");
    expect(await row(created.id)).toMatchObject({ emailVerifiedVia: "email-code" });
    const legacy = await insertUser("old@example.com");
    expect((await row(legacy)).emailVerifiedAt).toBeNull();
    const again = await findOrCreateEmailUser("old@example.com");
    expect(again.id).toBe(legacy);
    const stored = await row(legacy);
    expect(stored.emailVerifiedVia).toBe("email-code");
    expect(stored.emailVerifiedAt).toBeInstanceOf(Date);
    expect(stored.firstName).toBe("Test");
  });

  it("a first proof of an address an account held unproven ends that account's other ways in", async () => {
    // Before proofs were recorded, an attacker could put a victim's address on their own account.
    const planted = await insertUser("victim@example.com", { oidcSubject: "https://idp.example#attacker" });
    await test.db.insert(sessions).values([
      { sid: "attacker-session", sess: { userId: planted }, expire: new Date(Date.now() + DAY) },
      { sid: "someone-else", sess: { userId: "other" }, expire: new Date(Date.now() + DAY) },
    ]);
    const owner = await findOrCreateEmailUser("victim@example.com", {}, { adminEmails: new Set(["victim@example.com"]) });
    expect(owner.id).toBe(planted);
    expect((await test.db.select({ sid: sessions.sid }).from(sessions)).map((s) => s.sid)).toEqual(["someone-else"]);
    expect(await row(planted)).toMatchObject({ oidcSubject: null, emailVerifiedVia: "email-code", isAdmin: true });
    // A proven account is not disturbed by later sign-ins.
    await test.db.insert(sessions).values({ sid: "owner-phone", sess: { userId: planted }, expire: new Date(Date.now() + DAY) });
    await findOrCreateEmailUser("victim@example.com");
    expect((await test.db.select({ sid: sessions.sid }).from(sessions)).map((s) => s.sid).sort()).toEqual(["owner-phone", "someone-else"]);
  });
});

describe("an unproven email change grants nothing and takes over nothing", () => {
  const attackerFields = { firstName: "Mallory", lastName: "Smith", profileImageUrl: null };

  it("attack a: an ADMIN_EMAILS address set on the profile promotes nobody and takes over nothing", async () => {
    const adminEmails = new Set(["boss@example.com"]);
    const attacker = await findOrCreateEmailUser("mallory@example.com", {}, { adminEmails });
    const saved = await updateProfile(attacker.id, { ...attackerFields, email: "Boss@Example.com" }, { secret: SECRET });
    const emailChange = saved.ok ? saved.emailChange : null;
    expect(emailChange?.to).toBe("boss@example.com");
    expect(await row(attacker.id)).toMatchObject({ email: "mallory@example.com", pendingEmail: "boss@example.com" });

    // The real owner signs in by email code.
    const owner = await findOrCreateEmailUser("boss@example.com", {}, { adminEmails });
    expect(owner.id).not.toBe(attacker.id);
    expect(owner.isAdmin).toBe(true);
    expect(await row(attacker.id)).toMatchObject({ email: "mallory@example.com", isAdmin: false });

    // Even the right code (which only the owner's mailbox had) cannot move the address now.
    expect(await confirmEmailChange(attacker.id, emailChange!.code, SECRET)).toBe("taken");
    expect(await row(attacker.id)).toMatchObject({ email: "mallory@example.com", pendingEmail: null, isAdmin: false });
  });

  it("attack b: a future member's address set on the profile does not catch their sign-in", async () => {
    const attacker = await findOrCreateEmailUser("mallory@example.com");
    await updateProfile(attacker.id, { ...attackerFields, email: "newbie@example.com" }, { secret: SECRET });

    const victim = await findOrCreateEmailUser("newbie@example.com", { firstName: "Nina" });
    expect(victim.id).not.toBe(attacker.id);
    expect(victim).toMatchObject({ email: "newbie@example.com", firstName: "Nina" });
    expect((await row(attacker.id)).email).toBe("mallory@example.com");
    expect(await allUsers()).toHaveLength(2);
  });
});

describe("setAdminByEmail", () => {
  it("grants and revokes by email, case-insensitively", async () => {
    const id = await insertUser("ada@example.com");
    expect(await setAdminByEmail("ADA@example.com", true)).toBe(true);
    expect((await row(id)).isAdmin).toBe(true);
    expect(await setAdminByEmail("ada@example.com", false)).toBe(true);
    expect((await row(id)).isAdmin).toBe(false);
  });

  it("returns false for an unknown email and touches nobody", async () => {
    const id = await insertUser("ada@example.com");
    expect(await setAdminByEmail("nobody@example.com", true)).toBe(false);
    expect((await row(id)).isAdmin).toBe(false);
  });
});

describe("getAdminStats", () => {
  it("is all zeros on an empty database", async () => {
    expect(await getAdminStats()).toEqual({
      totalMembers: 0,
      upcomingEvents: 0,
      activeProducts: 0,
      activeListings: 0,
      openVolunteerSpots: 0,
      ordersToFulfil: 0,
    });
  });

  it("counts members, upcoming events, active products and active listings as numbers", async () => {
    const a = await insertUser("a@example.com");
    await insertUser("b@example.com");
    await insertUser(null);

    const now = Date.now();
    await test.db.insert(events).values([
      { title: "Past", date: new Date(now - 3 * DAY), location: "Home" },
      { title: "Soon", date: new Date(now + DAY), location: "Home" },
      { title: "Later", date: new Date(now + 30 * DAY), location: "Away" },
    ]);
    await test.db.insert(products).values([
      { name: "Scarf", price: "20.00" },
      { name: "Shirt", price: "35.00" },
      { name: "Old hat", price: "10.00", isActive: false },
    ]);
    const listing = { userId: a, matchTitle: "Derby", matchDate: new Date(now + DAY), section: "101", seats: "1-2" };
    await test.db.insert(ticketListings).values([{ ...listing }, { ...listing, isActive: false }, { ...listing, isActive: false }]);

    await test.db.insert(orders).values(
      (["pending", "processing", "shipped", "delivered", "cancelled", "pending"] as const).map((status) => ({
        totalAmount: "20.00",
        status,
        customerEmail: "a@example.com",
      })),
    );

    const stats = await getAdminStats();
    // None of the three has a membership (integration-status.db.test.ts counts active and lifetime ones).
    expect(stats).toEqual({
      totalMembers: 0,
      upcomingEvents: 2,
      activeProducts: 2,
      activeListings: 1,
      openVolunteerSpots: 0,
      ordersToFulfil: 3,
    });
    for (const value of Object.values(stats)) expect(typeof value).toBe("number");

    // `now` decides what is upcoming.
    expect((await getAdminStats(new Date(now + 2 * DAY))).upcomingEvents).toBe(1);
    expect((await getAdminStats(new Date(now - 4 * DAY))).upcomingEvents).toBe(3);
  });
});

describe("the language a new account keeps", () => {
  const signUpRequest = (language: string) => new Request("http://localhost/api/login", { headers: { "Accept-Language": language } });

  it("keeps the language a visitor signed up in when it is not the group's default, by email code and by the provider", async () => {
    const byCode = await asServed(signUpRequest("de-DE,de;q=0.9"), () => findOrCreateEmailUser("jana@example.com", { firstName: "Jana" }));
    expect((await row(byCode.id)).locale).toBe("de");
    const byProvider = await asServed(signUpRequest("de"), () => upsertOidcUser(claims({ subject: "sub-de", email: "lena@example.com" })));
    expect((await row(byProvider.id)).locale).toBe("de");
  });

  it("stores nothing for the group's default language (the member follows the group), and never changes an existing member's choice", async () => {
    const english = await asServed(signUpRequest("en-US"), () => findOrCreateEmailUser("sam@example.com"));
    expect((await row(english.id)).locale).toBeNull();
    await test.db.update(users).set({ locale: "en" }).where(eq(users.id, english.id));
    await asServed(signUpRequest("de"), () => findOrCreateEmailUser("sam@example.com"));
    expect((await row(english.id)).locale).toBe("en");
    // Outside a request (a script, a test) there is no page language to keep.
    const scripted = await findOrCreateEmailUser("script@example.com");
    expect((await row(scripted.id)).locale).toBeNull();
  });
});
