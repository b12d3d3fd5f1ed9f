import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { awayAllocations } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createSignedInMember } from "../../../test/factories";
import { args, get, post } from "../../../test/http";
import { awayTexts } from "../../i18n/messages/away";
import { action as newAction, loader as newLoader } from "./away.new";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const DAY = 24 * 3_600_000;

/** The new ballot form as the page posts it. */
const FORM = (eventId: number) => ({
  eventId: String(eventId),
  tickets: "40",
  price: "35.00",
  opensAt: "2030-03-01T09:00",
  closesAt: "2030-03-08T21:00",
  payHours: "48",
  maxPerApplication: "2",
  membersOnly: "on",
});

describe("the new away ballot form: away matches only", () => {
  it("offers upcoming away matches, not home matches nor matches not marked home or away", async () => {
    const { cookie } = await createSignedInMember({ email: "ballot-admin@example.com", isAdmin: true });
    const date = new Date(Date.now() + 5 * DAY);
    const away = await createEvent({ title: "Riverside FC vs Forest", type: "match", isHomeMatch: false, date });
    const home = await createEvent({ title: "Riverside FC vs Town", type: "match", isHomeMatch: true, date });
    const unmarked = await createEvent({ title: "Riverside FC vs Somebody", type: "match", date });
    const { matches } = (await (await newLoader(args(get("/admin/away/new", cookie)))).json()) as { matches: { id: number }[] };
    const ids = matches.map((match) => match.id);
    expect(ids).toContain(away);
    expect(ids).not.toContain(home);
    expect(ids).not.toContain(unmarked);
  });

  it("a home match posted by hand is a 400 with the reason next to Match, everything typed kept; no ballot is stored", async () => {
    const { cookie } = await createSignedInMember({ email: "ballot-admin2@example.com", isAdmin: true });
    const home = await createEvent({ title: "Riverside FC vs Town", type: "match", isHomeMatch: true });
    const response = (await newAction(args(post("/admin/away/new", FORM(home), cookie)))) as Response;
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error).toEqual({ eventId: [awayTexts.notAwayMatch()] });
    expect(awayTexts.notAwayMatch()).toBe("Choose an away match: a ballot is for away tickets.");
    expect(result.initialValue).toMatchObject({ tickets: "40", price: "35.00", closesAt: "2030-03-08T21:00" });
    expect(await test.db.select().from(awayAllocations).where(eq(awayAllocations.eventId, home))).toHaveLength(0);

    const away = await createEvent({ title: "Riverside FC vs Forest", type: "match", isHomeMatch: false });
    const created = (await newAction(args(post("/admin/away/new", FORM(away), cookie)))) as Response;
    expect(created.status).toBe(302);
    expect(await test.db.select().from(awayAllocations).where(eq(awayAllocations.eventId, away))).toHaveLength(1);
  });
});
