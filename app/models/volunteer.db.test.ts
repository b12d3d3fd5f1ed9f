import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { volunteerOpportunities, volunteerSignups } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMember, createOpportunity } from "../../test/factories";
import { cancelSignup, listSignupsForUser } from "./volunteer.server";
import { DAY } from "../../test/time";

const cancelVolunteerSignup = async (userId: string, signupId: number, now?: Date) => (await cancelSignup(userId, signupId, now)).ok;

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const member = (email: string) => createMember({ email, firstName: "Test", lastName: "Member" });
const shift = (date: Date, spotsAssigned = 3) => createOpportunity({ title: "Match day setup", date, spotsAssigned });

async function signUp(userId: string, opportunityId: number) {
  const [row] = await test.db.insert(volunteerSignups).values({ userId, opportunityId }).returning({ id: volunteerSignups.id });
  return row.id;
}

async function state(signupId: number, opportunityId: number) {
  const [signup] = await test.db
    .select({ status: volunteerSignups.status })
    .from(volunteerSignups)
    .where(eq(volunteerSignups.id, signupId));
  const [opportunity] = await test.db
    .select({ spotsAssigned: volunteerOpportunities.spotsAssigned })
    .from(volunteerOpportunities)
    .where(eq(volunteerOpportunities.id, opportunityId));
  return { status: signup.status, spotsAssigned: opportunity.spotsAssigned };
}

describe("cancelSignup (the basics)", () => {
  it("cancels a confirmed upcoming signup and gives exactly one spot back", async () => {
    const userId = await member("a@example.com");
    const opportunityId = await shift(new Date(Date.now() + 7 * DAY), 3);
    const signupId = await signUp(userId, opportunityId);

    expect(await cancelVolunteerSignup(userId, signupId)).toBe(true);
    expect(await state(signupId, opportunityId)).toEqual({ status: "cancelled", spotsAssigned: 2 });
  });

  it("treats a second cancel as a no-op: nothing changes and no second spot is freed", async () => {
    const userId = await member("a@example.com");
    const opportunityId = await shift(new Date(Date.now() + 7 * DAY), 3);
    const signupId = await signUp(userId, opportunityId);

    expect(await cancelVolunteerSignup(userId, signupId)).toBe(true);
    expect(await cancelVolunteerSignup(userId, signupId)).toBe(false);
    expect(await state(signupId, opportunityId)).toEqual({ status: "cancelled", spotsAssigned: 2 });
  });

  it("does not let another member cancel someone else's signup", async () => {
    const owner = await member("owner@example.com");
    const other = await member("other@example.com");
    const opportunityId = await shift(new Date(Date.now() + 7 * DAY), 3);
    const signupId = await signUp(owner, opportunityId);

    expect(await cancelVolunteerSignup(other, signupId)).toBe(false);
    expect(await state(signupId, opportunityId)).toEqual({ status: "confirmed", spotsAssigned: 3 });
  });

  it("does not cancel a shift that has already taken place", async () => {
    const userId = await member("a@example.com");
    const opportunityId = await shift(new Date(Date.now() - DAY), 3);
    const signupId = await signUp(userId, opportunityId);

    expect(await cancelVolunteerSignup(userId, signupId)).toBe(false);
    expect(await state(signupId, opportunityId)).toEqual({ status: "confirmed", spotsAssigned: 3 });
  });

  it("treats a shift starting exactly now as past", async () => {
    const now = new Date("2030-05-01T18:00:00Z");
    const userId = await member("a@example.com");
    const opportunityId = await shift(now, 3);
    const signupId = await signUp(userId, opportunityId);

    expect(await cancelVolunteerSignup(userId, signupId, now)).toBe(false);
    expect(await state(signupId, opportunityId)).toEqual({ status: "confirmed", spotsAssigned: 3 });
  });

  it("never takes spots_assigned below zero", async () => {
    const userId = await member("a@example.com");
    const opportunityId = await shift(new Date(Date.now() + 2 * DAY), 0);
    const signupId = await signUp(userId, opportunityId);

    expect(await cancelVolunteerSignup(userId, signupId)).toBe(true);
    expect(await state(signupId, opportunityId)).toEqual({ status: "cancelled", spotsAssigned: 0 });
  });

  it("answers false for a signup that does not exist", async () => {
    const userId = await member("a@example.com");
    expect(await cancelVolunteerSignup(userId, 999_999)).toBe(false);
  });

  it("leaves the member's list showing the cancelled status", async () => {
    const userId = await member("a@example.com");
    const opportunityId = await shift(new Date(Date.now() + 7 * DAY), 1);
    const signupId = await signUp(userId, opportunityId);
    await cancelVolunteerSignup(userId, signupId);

    const [signup] = await listSignupsForUser(userId);
    expect(signup).toMatchObject({ id: signupId, status: "cancelled", opportunity: { title: "Match day setup" } });
  });
});
