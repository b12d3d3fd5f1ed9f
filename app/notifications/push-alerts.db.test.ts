import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import {
  awayAllocations,
  awayApplicants,
  awayApplications,
  awayTrips,
  awayTripSeats,
  notifications,
  volunteerOpportunities,
  volunteerSignups,
} from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createEvent, createMember, createOpportunity } from "../../test/factories";
import { DAY, HOUR } from "../../test/time";
import { useLoopbackPushService } from "../../test/push-fixture";
import { subscribeToPush } from "~/models/push.server";
import type { PushTopic } from "~/models/push";
import type { Mail } from "./kind.server";
import { enqueueNotification, type NotificationKind } from "./outbox.server";
import { runNotificationSweep } from "./sweep.server";

vi.mock("~/utils/env.server", async (importOriginal) => (await import("../../test/env")).envWithLoopbackPush(importOriginal));

/**
 * The volunteer and away-day kinds' alerts, each through the outbox to the loopback push service
 * (which checks the VAPID signature and decrypts the payload): its text in the member's language,
 * the page a tap opens, urgency and TTL; the mail goes alongside.
 */

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const service = useLoopbackPushService();

async function memberWithDevice(topics: PushTopic[], locale: string | null = null) {
  const userId = await createMember({ email: "kim@example.com", firstName: "Kim", locale });
  const subscription = service.subscription();
  const result = await subscribeToPush(userId, null, { ...subscription, topics }, "Firefox|Linux", test.db);
  if (!result.ok) throw new Error(result.reason);
  return userId;
}

/** Queues the row, sweeps once, and answers the mails sent and the alerts the device received (decrypted). */
async function deliver(
  notice: { kind: NotificationKind; subjectKey: string; userId: string; payload: Record<string, unknown> },
  count = 1,
) {
  await enqueueNotification(notice, test.db);
  const mails: Mail[] = [];
  await runNotificationSweep({ db: test.db, send: async (mail) => void mails.push(mail), enqueue: false });
  const pushes = count ? await service.waitFor(count) : service.received;
  return { mails, pushes, alerts: pushes.map((push) => JSON.parse(push.text) as Record<string, string>) };
}

async function confirmedShift(userId: string, startsIn: number) {
  const opportunityId = await createOpportunity({ title: "Flag crew", date: new Date(Date.now() + startsIn), location: "Gate B" });
  const [signup] = await test.db
    .insert(volunteerSignups)
    .values({ opportunityId, userId, status: "confirmed" })
    .returning({ id: volunteerSignups.id });
  return { opportunityId, signupId: signup.id };
}

async function ballot(userId: string, status: "offered" | "waiting") {
  const eventId = await createEvent({
    title: "Harbour vs Roadies FC",
    type: "match",
    isHomeMatch: false,
    date: new Date(Date.now() + 10 * DAY),
  });
  const [allocation] = await test.db
    .insert(awayAllocations)
    .values({
      eventId,
      tickets: 10,
      price: "30.00",
      opensAt: new Date(Date.now() - 3 * DAY),
      closesAt: new Date(Date.now() - DAY),
      payHours: 48,
      seed: "seed",
      seedCommitment: "commitment",
    })
    .returning({ id: awayAllocations.id });
  const [application] = await test.db
    .insert(awayApplications)
    .values({
      allocationId: allocation.id,
      leadUserId: userId,
      size: 1,
      status,
      position: status === "offered" ? 1 : 14,
      payBy: status === "offered" ? new Date(Date.now() + 36 * HOUR) : null,
    })
    .returning({ id: awayApplications.id });
  return { allocationId: allocation.id, applicationId: application.id };
}

describe("volunteer alerts", () => {
  it("a shift reminder: the shift, when and where, opening the member's shifts; urgent and kept until the shift starts", async () => {
    const userId = await memberWithDevice(["shift-reminders"]);
    const { opportunityId, signupId } = await confirmedShift(userId, 20 * HOUR);
    const { mails, pushes, alerts } = await deliver({
      kind: "shift-reminder",
      subjectKey: String(signupId),
      userId,
      payload: { signupId },
    });
    expect(mails.map((mail) => mail.to)).toEqual(["kim@example.com"]);
    expect(alerts[0]).toEqual({
      title: "Your shift: Flag crew",
      body: expect.stringMatching(/, Gate B\.$/),
      url: "/volunteer-shifts",
      tag: `shift-${opportunityId}`,
    });
    expect(pushes[0].urgency).toBe("high");
    expect(pushes[0].ttl).toBeGreaterThan(19.9 * 3600);
    expect(pushes[0].ttl).toBeLessThanOrEqual(20 * 3600);
  });

  it("a waitlist promotion, in the member's language", async () => {
    const userId = await memberWithDevice(["my-place"], "de");
    const { signupId, opportunityId } = await confirmedShift(userId, 3 * DAY);
    const { alerts, pushes } = await deliver({
      kind: "waitlist-promoted",
      subjectKey: String(signupId),
      userId,
      payload: { signupId, opportunityId },
    });
    expect(alerts[0]).toMatchObject({ title: "Du bist dabei: Flag crew", url: "/volunteer-shifts" });
    expect(pushes[0].urgency).toBe("normal");
  });

  it("a cancelled shift sends its alert; a shift reopened before the sweep sends none (the mail still goes)", async () => {
    const userId = await memberWithDevice(["event-changes"]);
    const { opportunityId, signupId } = await confirmedShift(userId, 2 * DAY);
    await test.db.update(volunteerOpportunities).set({ isActive: false }).where(eq(volunteerOpportunities.id, opportunityId));
    const notice = {
      kind: "shift-cancelled" as const,
      subjectKey: `${opportunityId}:${userId}`,
      userId,
      payload: { opportunityId, signupId },
    };
    const { alerts } = await deliver(notice);
    expect(alerts[0]).toMatchObject({
      title: "Shift cancelled: Flag crew",
      body: expect.stringMatching(/you are not needed after all\.$/),
    });

    service.received.length = 0;
    const other = await confirmedShift(userId, 2 * DAY);
    const reopened = {
      ...notice,
      subjectKey: `${other.opportunityId}:${userId}`,
      payload: { opportunityId: other.opportunityId, signupId: other.signupId },
    };
    const { mails, pushes } = await deliver(reopened, 0);
    expect(mails).toHaveLength(1);
    expect(pushes).toHaveLength(0);
  });
});

describe("away-day alerts", () => {
  it("a place offered: pay by the deadline, opening the ballot; topics my-place or ballot-results each get it", async () => {
    const userId = await memberWithDevice(["ballot-results"]);
    const { allocationId, applicationId } = await ballot(userId, "offered");
    const { mails, alerts, pushes } = await deliver({
      kind: "away-place-offered",
      subjectKey: `${applicationId}`,
      userId,
      payload: { applicationId },
    });
    expect(mails).toHaveLength(1);
    expect(alerts[0]).toEqual({
      title: "A place for you: Harbour vs Roadies FC",
      body: expect.stringMatching(/^Pay by .+ to keep it\.$/),
      url: `/away/${allocationId}`,
      tag: `away-${allocationId}`,
    });
    expect(pushes[0].ttl).toBeLessThanOrEqual(36 * 3600);
  });

  it("a place's deadline near: the sweep reminds each holder once by mail and alert; a paid place is not reminded of", async () => {
    const userId = await memberWithDevice(["my-place"]);
    const { allocationId, applicationId } = await ballot(userId, "offered");
    await test.db
      .update(awayApplications)
      .set({ payBy: new Date(Date.now() + 6 * HOUR), offeredAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(awayApplications.id, applicationId));
    await test.db.insert(awayApplicants).values({ applicationId, allocationId, userId, isLead: true, memberId: `#${userId.slice(-8)}` });
    const other = await ballot(await createMember({ email: "paid@example.com" }), "offered");
    await test.db
      .update(awayApplications)
      .set({ status: "paid", payBy: new Date(Date.now() + 6 * HOUR), offeredAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(awayApplications.id, other.applicationId));

    const mails: Mail[] = [];
    const sweep = () => runNotificationSweep({ db: test.db, send: async (mail) => void mails.push(mail) });
    await sweep();
    const [push] = await service.waitFor(1);
    expect(mails.map((mail) => mail.subject)).toEqual(["Pay for your place soon: Harbour vs Roadies FC"]);
    expect(mails[0].text).toContain(`/away/${allocationId}`);
    expect(JSON.parse(push.text)).toEqual({
      title: "Pay soon: Harbour vs Roadies FC",
      body: expect.stringMatching(/^Your place is kept until .+\.$/),
      url: `/away/${allocationId}`,
      tag: `away-${allocationId}`,
    });
    await sweep();
    expect(mails).toHaveLength(1);
    expect(service.received).toHaveLength(1);
  });

  it("a ballot lost: the waiting-list position, opening the result; none once the application moved on", async () => {
    const userId = await memberWithDevice(["ballot-results"]);
    const { allocationId, applicationId } = await ballot(userId, "waiting");
    const { alerts } = await deliver({ kind: "away-ballot-lost", subjectKey: `${applicationId}`, userId, payload: { applicationId } });
    expect(alerts[0]).toMatchObject({
      title: "Ballot result: Harbour vs Roadies FC",
      body: "No place this time. You are number 14 on the waiting list.",
      url: `/away/${allocationId}/result`,
    });
  });

  it("a pickup change: the new place and time, urgent on the day", async () => {
    const userId = await memberWithDevice(["event-changes"]);
    const { allocationId } = await ballot(userId, "offered");
    const at = new Date(Date.now() + 5 * HOUR).toISOString();
    const [trip] = await test.db
      .insert(awayTrips)
      .values({ allocationId, seats: 40, price: "15.00", pickupPoints: [{ place: "Central Station", at }] })
      .returning({ id: awayTrips.id });
    await test.db.insert(awayTripSeats).values({ tripId: trip.id, userId, pickup: 0 });
    const { alerts, pushes } = await deliver({
      kind: "away-pickup-changed",
      subjectKey: `${trip.id}:${userId}`,
      userId,
      payload: { tripId: trip.id },
    });
    expect(alerts[0]).toMatchObject({ title: "Pickup changed: Harbour vs Roadies FC", url: `/away/${allocationId}` });
    expect(alerts[0].body).toMatch(/^Now Central Station, .+\.$/);
    expect(pushes[0].urgency).toBe("high");
    const sent = await test.db.select({ status: notifications.status }).from(notifications).where(eq(notifications.kind, "push-alert"));
    expect(sent).toEqual([{ status: "sent" }]);
  });
});
