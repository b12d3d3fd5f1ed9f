import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createMember } from "../../../test/factories";
import { args, get, post, readToast, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { action, loader } from "./events._index";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
useTestDatabase();

const send = (eventId: number, cookie: string, intent = "rsvp") =>
  settle(() => action(args(post("/events", { intent, eventId: String(eventId) }, { cookie }))));

describe("/events with a capacity and a waitlist (the plain form posts)", () => {
  it("a full event waitlists with the place in the toast, the list shows it, and leaving says so", async () => {
    const eventId = await createEvent({ title: "Small social", capacity: 1 });
    const first = await signedInCookie(await createMember({ email: "first@example.org" }));
    const second = await signedInCookie(await createMember({ email: "second@example.org" }));
    expect(await readToast(await send(eventId, first))).toMatchObject({ type: "success", description: "RSVP confirmed!" });

    const joined = await send(eventId, second);
    expect(joined.status).toBe(302);
    expect(await readToast(joined)).toMatchObject({
      type: "info",
      title: "On the waitlist",
      description: "The event is full, so you're on the waitlist (#1). We'll email you if a place opens up.",
    });
    const page = await (await settle(() => loader(args(get("/events", second))))).json();
    expect(page.upcoming[0]).toMatchObject({
      id: eventId,
      capacity: 1,
      attendeeCount: 1,
      going: false,
      myStatus: "waitlisted",
      waitlistPosition: 1,
    });

    const left = await send(eventId, second, "cancel-rsvp");
    expect(await readToast(left)).toMatchObject({ type: "info", title: "Left the waitlist", description: "You've left the waitlist." });
  });

  it("a members-only refusal answers the page again (403) with the reason, so the card can link to /join", async () => {
    const eventId = await createEvent({ title: "Members night", membersOnly: true });
    const cookie = await signedInCookie(await createMember({ membershipStatus: "inactive" }));
    const refused = await send(eventId, cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      eventId,
      error: "This event is for members only: RSVPs are open to active and lifetime members.",
      reason: "members-only",
    });
  });
});
