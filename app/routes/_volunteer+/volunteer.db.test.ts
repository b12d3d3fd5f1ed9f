import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, volunteerOpportunities, volunteerSignups } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createMember, createOpportunity } from "../../../test/factories";
import { args, ORIGIN, readToast as toastOf, settle as answer } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { action as signupApi } from "../api+/volunteer-opportunities.$id.signup";
import { action as cancelApi } from "../api+/volunteer-signups.$id";
import { loader as userSignupsApi } from "../api+/volunteer-signups.user";
import { loader as profileSignupsApi } from "../api+/volunteer.signups";
import { loader as feed } from "../_me+/volunteer-shifts_.calendar.$token[.ics]";
import { action as shiftsAction, loader as shiftsLoader } from "../_me+/volunteer-shifts";
import { loader as shiftIcs } from "./volunteer_.$opportunityId[.ics]";
import { loader as profileLoader } from "../_me+/profile";
import { action, loader } from "./volunteer";
import { DAY, HOUR } from "../../../test/time";
import { signupStatus } from "../../../test/rows";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const member = (email = "fan@example.com") => createMember({ email, firstName: "Pat" });
const opportunity = ({ title = "Gate crew", spotsNeeded = 2, date = new Date(Date.now() + 3 * DAY), isActive = true } = {}) =>
  createOpportunity({ title, date, endTime: "19:30", spotsNeeded, contactInfo: "Sam, crew@example.org", isActive });

async function spotsAssigned(id: number) {
  const [row] = await test.db
    .select({ n: volunteerOpportunities.spotsAssigned })
    .from(volunteerOpportunities)
    .where(eq(volunteerOpportunities.id, id));
  return row.n;
}

function apiSignup(id: string | number, cookie?: string) {
  const request = new Request(`${ORIGIN}/api/volunteer-opportunities/${id}/signup`, {
    method: "POST",
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
  });
  return answer(() => signupApi(args(request, { id: String(id) })));
}

function apiCancel(id: number, cookie: string) {
  const request = new Request(`${ORIGIN}/api/volunteer-signups/${id}`, { method: "DELETE", headers: { Origin: ORIGIN, Cookie: cookie } });
  return answer(() => cancelApi(args(request, { id: String(id) })));
}

function postCard(body: Record<string, string>, { cookie, data = false }: { cookie?: string; data?: boolean } = {}) {
  const request = new Request(`${ORIGIN}/volunteer?category=setup${data ? "&_data=routes%2F_volunteer%2B%2Fvolunteer" : ""}`, {
    method: "POST",
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(body),
  });
  return answer(() => action(args(request)));
}

describe("POST /api/volunteer-opportunities/{id}/signup", () => {
  it("401 anonymous, 404 unknown or inactive, 400 past, 200 confirmed then waitlisted, idempotent", async () => {
    const id = await opportunity({ spotsNeeded: 1 });
    expect((await apiSignup(id)).status).toBe(401);
    const a = await signedInCookie(await member("a@example.com"));
    const b = await signedInCookie(await member("b@example.com"));
    expect((await apiSignup(999_999, a)).status).toBe(404);
    expect((await apiSignup("abc", a)).status).toBe(404);
    expect((await apiSignup(await opportunity({ isActive: false }), a)).status).toBe(404);
    const past = await apiSignup(await opportunity({ date: new Date(Date.now() - HOUR) }), a);
    expect(past.status).toBe(400);
    expect((await past.json()).message).toContain("already started");

    const first = await apiSignup(id, a);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ opportunityId: id, status: "confirmed", position: null, spotsRemaining: 0 });
    const again = await apiSignup(id, a);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: body.id, status: "confirmed" });
    expect(await apiSignup(id, b).then((r) => r.json())).toMatchObject({ status: "waitlisted", position: 1 });
    expect(await spotsAssigned(id)).toBe(1);
  });
});

describe("DELETE /api/volunteer-signups/{id}", () => {
  it("cancels the member's own signup, promotes the first waitlisted one and queues its email", async () => {
    const id = await opportunity({ spotsNeeded: 1 });
    const a = await signedInCookie(await member("a@example.com"));
    const bId = await member("b@example.com");
    const mine = await (await apiSignup(id, a)).json();
    const theirs = await (await apiSignup(id, await signedInCookie(bId))).json();

    const response = await apiCancel(mine.id, a);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: "Volunteer signup cancelled successfully." });
    expect(await signupStatus(theirs.id)).toBe("confirmed");
    expect(await spotsAssigned(id)).toBe(1);
    const mails = await test.db.select().from(notifications);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "waitlist-promoted", userId: bId });
    expect((await apiCancel(mine.id, a)).status).toBe(404);
  });

  it("another member's signup answers 404 and nothing changes", async () => {
    const id = await opportunity({ spotsNeeded: 1 });
    const owner = await signedInCookie(await member("owner@example.com"));
    const other = await signedInCookie(await member("other@example.com"));
    const signup = await (await apiSignup(id, owner)).json();
    const response = await apiCancel(signup.id, other);
    expect(response.status).toBe(404);
    expect(await signupStatus(signup.id)).toBe("confirmed");
    expect(await spotsAssigned(id)).toBe(1);
  });

  it("inside the cutoff answers 409 naming the coordinator, and the signup stays", async () => {
    const id = await opportunity({ date: new Date(Date.now() + 5 * HOUR) });
    const cookie = await signedInCookie(await member());
    const signup = await (await apiSignup(id, cookie)).json();
    const response = await apiCancel(signup.id, cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(
      "Cancelling online closes 24 hours before the shift starts. Please contact the coordinator (Sam, crew@example.org) to cancel.",
    );
    expect(await signupStatus(signup.id)).toBe("confirmed");
    expect(await spotsAssigned(id)).toBe(1);
  });
});

describe("the member's signup lists", () => {
  it("GET /api/volunteer-signups/user and /api/volunteer/signups: own signups only, with the nested opportunity and waitlist place", async () => {
    const id = await opportunity({ spotsNeeded: 1 });
    const aId = await member("a@example.com");
    const b = await signedInCookie(await member("b@example.com"));
    await apiSignup(id, await signedInCookie(aId));
    await apiSignup(id, b);
    for (const loaderFn of [userSignupsApi, profileSignupsApi]) {
      const list = await (await loaderFn(args(new Request(`${ORIGIN}/api/x`, { headers: { Cookie: b } })))).json();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        status: "waitlisted",
        position: 1,
        opportunity: { title: "Gate crew", location: "Gate A", startTime: "16:00:00" },
      });
      expect((await loaderFn(args(new Request(`${ORIGIN}/api/x`)))).status).toBe(401);
    }
  });
});

describe("/volunteer", () => {
  it("lists a page of 24 with a 'Show more' step, and each card knows the member's own signup", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 26; i++) ids.push(await opportunity({ title: `Shift ${i}`, date: new Date(Date.now() + (i + 1) * DAY) }));
    const userId = await member();
    const cookie = await signedInCookie(userId);
    await apiSignup(ids[0], cookie);

    const first = await (await loader(args(new Request(`${ORIGIN}/volunteer`, { headers: { Cookie: cookie } })))).json();
    expect(first.opportunities).toHaveLength(24);
    expect(first.nextShow).toBe(48);
    expect(first.opportunities[0]).toMatchObject({ id: ids[0], myStatus: "confirmed" });
    expect(first.opportunities[1]).toMatchObject({ myStatus: null, mySignupId: null });
    const more = await (await loader(args(new Request(`${ORIGIN}/volunteer?show=48`)))).json();
    expect(more.opportunities).toHaveLength(26);
    expect(more.nextShow).toBeNull();
    expect(more.opportunities[0].myStatus).toBeNull();
  });

  it("a plain-form sign-up by an anonymous visitor goes to sign-in and comes back to /volunteer", async () => {
    const id = await opportunity();
    const response = await postCard({ intent: "signup", opportunityId: String(id) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/api/login?returnTo=%2Fvolunteer");
    expect(await spotsAssigned(id)).toBe(0);
  });

  it("signs up with the success toast (a redirect, with or without JS), then cancels", async () => {
    const id = await opportunity();
    const userId = await member();
    const cookie = await signedInCookie(userId);
    const response = await postCard({ intent: "signup", opportunityId: String(id) }, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/volunteer?category=setup");
    expect(await toastOf(response)).toMatchObject({ title: "Success", description: "You've signed up for this volunteer opportunity!" });
    expect(await spotsAssigned(id)).toBe(1);

    const [signup] = await test.db.select({ id: volunteerSignups.id }).from(volunteerSignups).where(eq(volunteerSignups.userId, userId));
    const cancelled = await postCard({ intent: "cancel", opportunityId: String(id), signupId: String(signup.id) }, { cookie, data: true });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("Location")).toBe("/volunteer?category=setup");
    expect(await toastOf(cancelled)).toMatchObject({ title: "Success", description: "Volunteer signup cancelled successfully." });
    expect(await signupStatus(signup.id)).toBe("cancelled");
    expect(await spotsAssigned(id)).toBe(0);
  });

  it("an unknown, deleted or cancelled opportunity and someone else's signup: back to the list with the failure toast", async () => {
    const cookie = await signedInCookie(await member());
    const signupFailed = { type: "error", title: "Error", description: "Failed to sign up. Please try again." };
    const unknown = await postCard({ intent: "signup", opportunityId: "999999" }, { cookie });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/volunteer?category=setup");
    expect(await toastOf(unknown)).toMatchObject(signupFailed);

    const deleted = await opportunity();
    await test.db.delete(volunteerOpportunities).where(eq(volunteerOpportunities.id, deleted));
    const late = await postCard({ intent: "signup", opportunityId: String(deleted) }, { cookie, data: true });
    expect(late.headers.get("Location")).toBe("/volunteer?category=setup");
    expect(await toastOf(late)).toMatchObject(signupFailed);
    const off = await postCard({ intent: "signup", opportunityId: String(await opportunity({ isActive: false })) }, { cookie });
    expect(await toastOf(off)).toMatchObject(signupFailed);

    const id = await opportunity();
    const owner = await signedInCookie(await member("owner@example.com"));
    const theirs = await (await apiSignup(id, owner)).json();
    const refused = await postCard({ intent: "cancel", opportunityId: String(id), signupId: String(theirs.id) }, { cookie });
    expect(refused.status).toBe(302);
    expect(await toastOf(refused)).toMatchObject({
      type: "error",
      title: "Error",
      description: "Failed to cancel signup. Please try again.",
    });
    expect(await signupStatus(theirs.id)).toBe("confirmed");
  });
});

describe("/volunteer-shifts extras", () => {
  it("shows waitlisted shifts apart with their place, and refuses a cancel inside the cutoff with 409", async () => {
    const full = await opportunity({ spotsNeeded: 1 });
    const soon = await opportunity({ title: "Soon", date: new Date(Date.now() + 2 * HOUR) });
    await apiSignup(full, await signedInCookie(await member("first@example.com")));
    const userId = await member();
    const cookie = await signedInCookie(userId);
    await apiSignup(full, cookie);
    const soonSignup = await (await apiSignup(soon, cookie)).json();

    const data = await (await shiftsLoader(args(new Request(`${ORIGIN}/volunteer-shifts`, { headers: { Cookie: cookie } })))).json();
    expect(data.shifts!.waitlisted.map((s) => s.position)).toEqual([1]);
    expect(data.shifts!.upcoming.map((s) => s.opportunity.title)).toEqual(["Soon"]);

    const request = new Request(`${ORIGIN}/volunteer-shifts`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body: new URLSearchParams({ intent: "cancel", signupId: String(soonSignup.id) }),
    });
    const refused = await answer(() => shiftsAction(args(request)));
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toContain("Please contact the coordinator (Sam, crew@example.org)");
    expect(await signupStatus(soonSignup.id)).toBe("confirmed");
  });

  it("creates a private calendar feed listing the member's confirmed shifts, and revoking it makes the URL 404", async () => {
    const id = await opportunity({ title: "Flag crew" });
    const userId = await member();
    const cookie = await signedInCookie(userId);
    await apiSignup(id, cookie);
    const post = (intent: string) =>
      answer(() =>
        shiftsAction(
          args(
            new Request(`${ORIGIN}/volunteer-shifts`, {
              method: "POST",
              headers: { Origin: ORIGIN, Cookie: cookie },
              body: new URLSearchParams({ intent }),
            }),
          ),
        ),
      );
    expect((await post("calendar-create")).status).toBe(302);
    const { calendarUrl } = await (
      await shiftsLoader(args(new Request(`${ORIGIN}/volunteer-shifts`, { headers: { Cookie: cookie } })))
    ).json();
    const match = /\/volunteer-shifts\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(calendarUrl ?? "");
    expect(match).not.toBeNull();
    const token = match![1];

    const ok = await feed(args(new Request(calendarUrl!), { token }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(ok.headers.get("Cache-Control")).toMatch(/^private/);
    const body = await ok.text();
    expect(body).toContain("SUMMARY:Flag crew");
    expect(body).toContain(`UID:volunteer-${id}@localhost:3000`);
    expect((await feed(args(new Request(`${ORIGIN}/x`), { token: "A".repeat(43) }))).status).toBe(404);

    await post("calendar-revoke");
    expect((await feed(args(new Request(calendarUrl!), { token }))).status).toBe(404);
  });

  it("serves one shift as an .ics download from its start to its end time; unknown or inactive: 404", async () => {
    const date = new Date("2031-06-01T23:00:00Z");
    const id = await opportunity({ title: "Tifo night", date });
    const response = await shiftIcs(args(new Request(`${ORIGIN}/volunteer/${id}.ics`), { opportunityId: String(id) }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="tifo-night.ics"');
    const body = await response.text();
    expect(body).toContain("DTSTART:20310601T230000Z");
    expect(body).toContain("DTEND:20310602T023000Z");
    expect((await shiftIcs(args(new Request(`${ORIGIN}/volunteer/1.ics`), { opportunityId: "999999" }))).status).toBe(404);
    const inactive = await opportunity({ isActive: false });
    expect((await shiftIcs(args(new Request(`${ORIGIN}/x`), { opportunityId: String(inactive) }))).status).toBe(404);
  });
});

describe("the profile's Volunteer Shifts card", () => {
  it("carries the first 3 upcoming shifts (confirmed or waitlisted), soonest first", async () => {
    const userId = await member();
    const cookie = await signedInCookie(userId);
    for (let i = 0; i < 4; i++)
      await apiSignup(await opportunity({ title: `Shift ${i}`, date: new Date(Date.now() + (4 - i) * DAY) }), cookie);
    await apiSignup(await opportunity({ title: "Past", date: new Date(Date.now() - DAY) }), cookie);
    const data = await (await profileLoader(args(new Request(`${ORIGIN}/profile`, { headers: { Cookie: cookie } })))).json();
    expect(data.volunteerShifts.map((s: { opportunity: { title: string } }) => s.opportunity.title)).toEqual([
      "Shift 3",
      "Shift 2",
      "Shift 1",
    ]);
    expect(data.volunteerShifts[0].status).toBe("confirmed");
  });
});
