import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, volunteerOpportunities, volunteerSignups } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createMember, createOpportunity } from "../../../test/factories";
import { args, asServed, get, ORIGIN, post, readToast, settle as answer } from "../../../test/http";
import { pageHtml } from "../../../test/page";
import { signedInCookie } from "../../../test/session";
import { cancelOpportunity } from "~/models/volunteer-admin.server";
import { rotateCalendarToken } from "~/models/volunteer.server";
import { getToast } from "~/utils/toast.server";
import { action as cancelApi, loader as cancelApiLoader } from "../api+/volunteer-signups.$id";
import { loader as userSignupsApi } from "../api+/volunteer-signups.user";
import { loader as profileSignupsApi } from "../api+/volunteer.signups";
import { loader as profileLoader } from "./profile";
import { loader as feed } from "./volunteer-shifts_.calendar.$token[.ics]";
import VolunteerShiftsPage, { action, loader } from "./volunteer-shifts";
import { DAY } from "../../../test/time";
import { signupStatus } from "../../../test/rows";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const member = (email = "fan@example.com") => createMember({ email, firstName: "Pat" });
const shift = (title: string, date: Date, spotsAssigned = 2) => createOpportunity({ title, date, spotsAssigned });

async function signUp(userId: string, opportunityId: number, status = "confirmed") {
  const [row] = await test.db.insert(volunteerSignups).values({ userId, opportunityId, status }).returning({ id: volunteerSignups.id });
  return row.id;
}

const postCancel = (signupId: number | string, headers: Record<string, string> = {}) =>
  answer(action(args(post("/volunteer-shifts", { intent: "cancel", signupId: String(signupId) }, { headers }))));

describe("/volunteer-shifts loader", () => {
  it("splits upcoming confirmed shifts from past ones and estimates hours from completed shifts", async () => {
    const userId = await member();
    await signUp(userId, await shift("Next match", new Date(Date.now() + 3 * DAY)));
    await signUp(userId, await shift("Cancelled future", new Date(Date.now() + 4 * DAY)), "cancelled");
    await signUp(userId, await shift("Last match", new Date(Date.now() - 3 * DAY)), "completed");
    await signUp(userId, await shift("Food drive", new Date(Date.now() - 10 * DAY)), "completed");
    await signUp(userId, await shift("Rained off", new Date(Date.now() - 20 * DAY)), "cancelled");
    const request = new Request(`${ORIGIN}/volunteer-shifts`, { headers: { Cookie: await signedInCookie(userId) } });

    const shifts = (await (await loader({ request, params: {}, context: {} })).json()).shifts!;
    expect(shifts.upcoming.map((s: { opportunity: { title: string } }) => s.opportunity.title)).toEqual(["Next match"]);
    expect(shifts.past.map((s: { opportunity: { title: string } }) => s.opportunity.title)).toEqual([
      "Last match",
      "Food drive",
      "Rained off",
    ]);
    expect(shifts.completed).toBe(2);
    expect(shifts.estimatedHours).toBe(6);
  });

  it("sends an anonymous page load straight to sign-in, with the logged-out notice as a toast", async () => {
    const thrown = await loader({ request: new Request(`${ORIGIN}/volunteer-shifts`), params: {}, context: {} }).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/api/login?returnTo=%2Fvolunteer-shifts");
    const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0] } }));
    expect(toast).toMatchObject({ title: "Unauthorized", description: "You are logged out. Logging in again..." });
  });

  it("tells a client-side navigation where to sign in, for the timed redirect", async () => {
    const request = new Request(`${ORIGIN}/volunteer-shifts?_data=routes%2F_me%2B%2Fvolunteer-shifts`);
    const response = await loader({ request, params: {}, context: {} });
    expect(await response.json()).toEqual({ loginTo: "/api/login?returnTo=%2Fvolunteer-shifts", shifts: null, calendarUrl: null });
  });
});

describe("/volunteer-shifts cancel", () => {
  it("cancels the member's upcoming shift and flashes the success toast", async () => {
    const userId = await member();
    const signupId = await signUp(userId, await shift("Next match", new Date(Date.now() + 3 * DAY)));
    const response = await postCancel(signupId, { Cookie: await signedInCookie(userId) });

    expect(response.headers.get("Location")).toBe("/volunteer-shifts");
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
    const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject({ title: "Success", description: "Volunteer signup cancelled successfully." });
    expect(await signupStatus(signupId)).toBe("cancelled");
  });

  it("answers 400 with the cancel failure text for someone else's signup, and leaves it alone", async () => {
    const owner = await member("owner@example.com");
    const other = await member("other@example.com");
    const signupId = await signUp(owner, await shift("Next match", new Date(Date.now() + 3 * DAY)));
    const response = await postCancel(signupId, { Cookie: await signedInCookie(other) });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { title: "Error", message: "Failed to cancel signup. Please try again." } });
    expect(await signupStatus(signupId)).toBe("confirmed");
  });

  it("answers 400 for a past shift and for a malformed id", async () => {
    const userId = await member();
    const cookie = await signedInCookie(userId);
    const pastId = await signUp(userId, await shift("Last match", new Date(Date.now() - DAY)));
    expect((await postCancel(pastId, { Cookie: cookie })).status).toBe(400);
    expect((await postCancel("not-a-number", { Cookie: cookie })).status).toBe(400);
    expect((await postCancel("99999999999", { Cookie: cookie })).status).toBe(400);
    expect(await signupStatus(pastId)).toBe("confirmed");
  });

  it("refuses a cross-origin cancel with 403", async () => {
    const userId = await member();
    const signupId = await signUp(userId, await shift("Next match", new Date(Date.now() + 3 * DAY)));
    const response = await postCancel(signupId, { Origin: "https://evil.example", Cookie: await signedInCookie(userId) });
    expect(response.status).toBe(403);
    expect(await signupStatus(signupId)).toBe("confirmed");
  });

  it("sends an anonymous visitor to sign in", async () => {
    const response = await postCancel(1);
    expect(response.headers.get("Location")).toBe("/api/login?returnTo=%2Fvolunteer-shifts");
  });
});

describe("DELETE /api/volunteer-signups/{id}", () => {
  function del(id: number | string, headers: Record<string, string> = {}) {
    const request = new Request(`${ORIGIN}/api/volunteer-signups/${id}`, { method: "DELETE", headers });
    return cancelApi({ request, params: { id: String(id) }, context: {} });
  }

  it("cancels the member's signup: 200 with the success message", async () => {
    const userId = await member();
    const signupId = await signUp(userId, await shift("Next match", new Date(Date.now() + 3 * DAY)));
    const response = await del(signupId, { Cookie: await signedInCookie(userId) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Volunteer signup cancelled successfully." });
    expect(await signupStatus(signupId)).toBe("cancelled");
  });

  it("answers 404 when nothing was cancelled: not yours, already cancelled, or unknown", async () => {
    const owner = await member("owner@example.com");
    const other = await member("other@example.com");
    const signupId = await signUp(owner, await shift("Next match", new Date(Date.now() + 3 * DAY)));

    const notYours = await del(signupId, { Cookie: await signedInCookie(other) });
    expect(notYours.status).toBe(404);
    expect(await notYours.json()).toHaveProperty("message");
    expect(await signupStatus(signupId)).toBe("confirmed");

    const ownerCookie = await signedInCookie(owner);
    expect((await del(signupId, { Cookie: ownerCookie })).status).toBe(200);
    expect((await del(signupId, { Cookie: ownerCookie })).status).toBe(404);
    expect((await del("abc", { Cookie: ownerCookie })).status).toBe(404);
  });

  it("answers 401 to an anonymous caller", async () => {
    const response = await del(1);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers 405 to other methods", async () => {
    const request = new Request(`${ORIGIN}/api/volunteer-signups/1`);
    expect((await cancelApiLoader({ request, params: { id: "1" }, context: {} })).status).toBe(405);
  });
});

describe("GET /api/volunteer-signups/user and /api/volunteer/signups", () => {
  it("list the member's own signups with the nested opportunity", async () => {
    const userId = await member();
    const other = await member("other@example.com");
    const opportunityId = await shift("Next match", new Date(Date.now() + 3 * DAY));
    const signupId = await signUp(userId, opportunityId);
    await signUp(other, opportunityId);
    const cookie = await signedInCookie(userId);

    for (const [path, loaderFn] of [
      ["/api/volunteer-signups/user", userSignupsApi],
      ["/api/volunteer/signups", profileSignupsApi],
    ] as const) {
      const response = await loaderFn({
        request: new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }),
        params: {},
        context: {},
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toHaveLength(1);
      expect(body[0]).toMatchObject({
        id: signupId,
        userId,
        status: "confirmed",
        opportunity: { title: "Next match", startTime: "16:00:00", endTime: "19:00:00", location: "Gate A" },
      });
    }
  });

  it("answer 401 to an anonymous caller", async () => {
    for (const loaderFn of [userSignupsApi, profileSignupsApi]) {
      const response = await loaderFn({ request: new Request(`${ORIGIN}/api/x`), params: {}, context: {} });
      expect(response.status).toBe(401);
    }
  });
});

describe("shifts the coordinators cancelled", () => {
  async function cancelledShift(title: string, date: Date) {
    const id = await shift(title, date);
    expect((await cancelOpportunity(id)).ok).toBe(true);
    return id;
  }

  it("are set apart on /volunteer-shifts, never upcoming or waitlisted, and count in the impact panel only when completed", async () => {
    const userId = await member();
    await signUp(userId, await shift("Next match", new Date(Date.now() + 3 * DAY)));
    const calledOff = await cancelledShift("Rained off", new Date(Date.now() + 4 * DAY));
    await signUp(userId, calledOff);
    const calledOffWaiting = await shift("Fog", new Date(Date.now() + 5 * DAY));
    await signUp(userId, calledOffWaiting, "waitlisted");
    await cancelOpportunity(calledOffWaiting);
    // Past shifts of cancelled opportunities: only a completed one counts.
    const pastConfirmed = await shift("Storm", new Date(Date.now() - 3 * DAY));
    await signUp(userId, pastConfirmed);
    await cancelOpportunity(pastConfirmed);
    const pastNoShow = await shift("Snow", new Date(Date.now() - 4 * DAY));
    await signUp(userId, pastNoShow, "no-show");
    await cancelOpportunity(pastNoShow);
    const pastCompleted = await shift("Heat", new Date(Date.now() - 5 * DAY));
    await signUp(userId, pastCompleted, "completed");
    await cancelOpportunity(pastCompleted);
    const request = new Request(`${ORIGIN}/volunteer-shifts`, { headers: { Cookie: await signedInCookie(userId) } });

    const shifts = (await (await loader({ request, params: {}, context: {} })).json()).shifts!;
    const titles = (list: { opportunity: { title: string } }[]) => list.map((s) => s.opportunity.title);
    expect(titles(shifts.upcoming)).toEqual(["Next match"]);
    expect(titles(shifts.waitlisted)).toEqual([]);
    expect(titles(shifts.calledOff)).toEqual(["Rained off", "Fog"]);
    expect(shifts.calledOff.every((s: { opportunity: { isActive: boolean } }) => s.opportunity.isActive === false)).toBe(true);
    expect(titles(shifts.past)).toEqual(["Storm", "Snow", "Heat"]);
    expect(shifts.completed).toBe(1);
    expect(shifts.estimatedHours).toBe(3);
  });

  it("cannot be cancelled by the member: 400, and nothing moves (no spot freed, nobody promoted or emailed)", async () => {
    const userId = await member();
    const waiting = await member("waiting@example.com");
    const id = await shift("Rained off", new Date(Date.now() + 4 * DAY), 1);
    await test.db.update(volunteerOpportunities).set({ spotsNeeded: 1 }).where(eq(volunteerOpportunities.id, id));
    const signupId = await signUp(userId, id);
    const waitingId = await signUp(waiting, id, "waitlisted");
    await cancelOpportunity(id);
    const mailsBefore = await test.db.select({ id: notifications.id }).from(notifications);

    const response = await postCancel(signupId, { Cookie: await signedInCookie(userId) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { title: "Error", message: "Failed to cancel signup. Please try again." } });
    const del = await cancelApi({
      request: new Request(`${ORIGIN}/api/volunteer-signups/${signupId}`, {
        method: "DELETE",
        headers: { Cookie: await signedInCookie(userId) },
      }),
      params: { id: String(signupId) },
      context: {},
    });
    expect(del.status).toBe(404);

    expect(await signupStatus(signupId)).toBe("confirmed");
    expect(await signupStatus(waitingId)).toBe("waitlisted");
    const [opportunity] = await test.db
      .select({ spotsAssigned: volunteerOpportunities.spotsAssigned })
      .from(volunteerOpportunities)
      .where(eq(volunteerOpportunities.id, id));
    expect(opportunity.spotsAssigned).toBe(1);
    expect(await test.db.select({ id: notifications.id }).from(notifications)).toEqual(mailsBefore);
  });

  it("carry opportunity.isActive false in GET /api/volunteer-signups/user and /api/volunteer/signups", async () => {
    const userId = await member();
    await signUp(userId, await shift("Next match", new Date(Date.now() + 3 * DAY)));
    await signUp(userId, await cancelledShift("Rained off", new Date(Date.now() + 4 * DAY)));
    const cookie = await signedInCookie(userId);
    for (const loaderFn of [userSignupsApi, profileSignupsApi]) {
      const response = await loaderFn({
        request: new Request(`${ORIGIN}/api/x`, { headers: { Cookie: cookie } }),
        params: {},
        context: {},
      });
      const body = await response.json();
      expect(
        body.map((s: { status: string; opportunity: { title: string; isActive: boolean } }) => [
          s.opportunity.title,
          s.status,
          s.opportunity.isActive,
        ]),
      ).toEqual([
        ["Next match", "confirmed", true],
        ["Rained off", "confirmed", false],
      ]);
    }
  });

  it("stay on the profile's card marked as called off", async () => {
    const userId = await member();
    await signUp(userId, await cancelledShift("Rained off", new Date(Date.now() + 2 * DAY)));
    await signUp(userId, await shift("Next match", new Date(Date.now() + 3 * DAY)));
    const request = new Request(`${ORIGIN}/profile`, { headers: { Cookie: await signedInCookie(userId) } });
    const data = await (await profileLoader({ request, params: {}, context: {} })).json();
    expect(
      data.volunteerShifts.map((s: { opportunity: { title: string; isActive: boolean } }) => [s.opportunity.title, s.opportunity.isActive]),
    ).toEqual([
      ["Rained off", false],
      ["Next match", true],
    ]);
  });

  it("are sent as STATUS:CANCELLED in the private calendar feed, the others as STATUS:CONFIRMED", async () => {
    const userId = await member();
    const active = await shift("Next match", new Date(Date.now() + 3 * DAY));
    await signUp(userId, active);
    const calledOff = await shift("Rained off", new Date(Date.now() + 4 * DAY));
    await signUp(userId, calledOff);
    const token = await rotateCalendarToken(userId);
    const read = async () =>
      (await feed({ request: new Request(`${ORIGIN}/volunteer-shifts/calendar/${token}.ics`), params: { token }, context: {} })).text();
    const sequenceBefore = Number(/SEQUENCE:(\d+)/.exec((await read()).split(`UID:volunteer-${calledOff}@`)[1])![1]);
    const [{ updatedAt: before }] = await test.db
      .select({ updatedAt: volunteerOpportunities.updatedAt })
      .from(volunteerOpportunities)
      .where(eq(volunteerOpportunities.id, calledOff));
    await cancelOpportunity(calledOff);
    const [{ updatedAt: cancelledAt, sequence }] = await test.db
      .select({ updatedAt: volunteerOpportunities.updatedAt, sequence: volunteerOpportunities.icsSequence })
      .from(volunteerOpportunities)
      .where(eq(volunteerOpportunities.id, calledOff));
    expect(cancelledAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    const events = (await read()).split("BEGIN:VEVENT").slice(1);
    expect(events).toHaveLength(2);
    const [first, second] = events;
    expect(first).toContain(`UID:volunteer-${active}@localhost:3000`);
    expect(first).toContain("STATUS:CONFIRMED\r\n");
    expect(second).toContain(`UID:volunteer-${calledOff}@localhost:3000`);
    expect(second).toContain("STATUS:CANCELLED\r\n");
    expect(second).not.toContain("STATUS:CONFIRMED");
    // The cancel is news to calendar apps: the event's stamp is the cancel's time.
    expect(second).toContain(
      `DTSTAMP:${cancelledAt
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`,
    );
    // And its SEQUENCE moves on with the update, for the calendar apps that need that to apply it.
    expect(second).toContain(`SEQUENCE:${sequence}\r\n`);
    expect(sequence).toBeGreaterThan(sequenceBefore);
  });
});

describe("/volunteer-shifts in German", () => {
  const route = { id: "routes/_me+/volunteer-shifts", path: "volunteer-shifts", loader, action, Component: VolunteerShiftsPage };

  it("the page, a called-off shift's badge, the toasts and the refusal speak German", async () => {
    const userId = await member();
    const headers = { "Accept-Language": "de" };
    const cookie = await signedInCookie(userId);
    await signUp(userId, await shift("Nächstes Spiel", new Date(Date.now() + 3 * DAY)));
    const gone = await shift("Abgesagt", new Date(Date.now() + 4 * DAY));
    await signUp(userId, gone);
    await cancelOpportunity(gone);
    const page = await asServed(get("/volunteer-shifts", { cookie, headers }), (request) => pageHtml(request, route));
    expect(page.html).toContain("Meine Helferschichten");
    expect(page.html).toContain("Anstehende Schichten");
    expect(page.html).toContain("Abgesagte Schichten");
    expect(page.html).toContain("Von der Koordination abgesagt");
    expect(page.html).toContain("Kalender-Feed anlegen");
    expect(page.html).not.toContain("Cancelled by the coordinator");
    const feed = await asServed(post("/volunteer-shifts", { intent: "calendar-create" }, { cookie, headers }), (request) =>
      answer(action(args(request))),
    );
    expect(await readToast(feed)).toMatchObject({ title: "Kalender-Feed bereit" });
    const refused = await asServed(post("/volunteer-shifts", { intent: "cancel", signupId: "nope" }, { cookie, headers }), (request) =>
      answer(action(args(request))),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toEqual({ title: "Fehler", message: "Absagen hat nicht geklappt. Bitte versuch es noch mal." });
  });
});
