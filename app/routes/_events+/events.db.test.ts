import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createMember } from "../../../test/factories";
import { args, post, readToast, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { HOUR } from "../../../test/time";
import { action } from "./events._index";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const rsvp = (eventId: number | string, cookie: string, intent = "rsvp") =>
  settle(() => action(args(post("/events?show=48", { intent, eventId: String(eventId) }, { cookie }))));

describe("/events RSVP refusals", () => {
  it("an unknown, deleted or past event: back to the list with the reason as an error toast (no card is left to show it)", async () => {
    const cookie = await signedInCookie(await createMember());
    const unknown = await rsvp(999_999, cookie);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/events?show=48");
    expect(await readToast(unknown)).toMatchObject({ type: "error", title: "Error", description: "This event does not exist." });

    const deleted = await createEvent();
    await test.db.delete(events).where(eq(events.id, deleted));
    expect(await readToast(await rsvp(deleted, cookie, "cancel-rsvp"))).toMatchObject({ description: "This event does not exist." });

    const past = await rsvp(await createEvent({ date: new Date(Date.now() - HOUR) }), cookie);
    expect(await readToast(past)).toMatchObject({
      type: "error",
      description: "This event has already taken place, so RSVPs are closed.",
    });
  });

  it("a confirmed RSVP still answers the success toast", async () => {
    const cookie = await signedInCookie(await createMember());
    const ok = await rsvp(await createEvent(), cookie);
    expect(ok.status).toBe(302);
    expect(await readToast(ok)).toMatchObject({ type: "success", description: "RSVP confirmed!" });
  });
});
