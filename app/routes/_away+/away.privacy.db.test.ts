import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { awayAllocations, awayApplicants, notifications } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createAdmin, createEvent, createMembers, createSignedInMember, type SignedIn } from "../../../test/factories";
import { args, get, post, readToast, settle } from "../../../test/http";
import { awayTexts } from "~/i18n/messages/away";
import { answerPartnerRequest, applyToBallot, createAllocation, drawBallot } from "~/models/away.server";
import { commitmentOf, drawOrder } from "~/models/away-draw.server";
import { memberIdOf } from "~/models/membership";
import { notificationKinds } from "~/notifications/registry.server";
import { action, loader } from "./away.$allocationId";
import { loader as resultLoader } from "./away.$allocationId_.result";
import { loader as apiLoader } from "../api+/away.$allocationId.result";

const test = useTestDatabase();

const HOUR = 3_600_000;
const SETTINGS = { timeZone: "UTC", seasonStartMonth: 7 };

/** A ballot whose window closed an hour ago (applications are made "during" it through the model's clock). */
async function closedBallot(tickets: number) {
  const admin = await createAdmin();
  const eventId = await createEvent({ title: "Away at Harbour", type: "match", isHomeMatch: false });
  const created = await createAllocation(
    {
      eventId,
      tickets,
      price: "25.00",
      opensAt: new Date(Date.now() - 3 * HOUR),
      closesAt: new Date(Date.now() - HOUR),
      payHours: 48,
      maxPerApplication: 2,
      membersOnly: true,
    },
    admin,
  );
  if (!created.ok) throw new Error(created.reason);
  return created.id;
}
const DURING = () => new Date(Date.now() - 2 * HOUR);

/** A ballot open for another day, for the apply form. */
async function openBallot() {
  const admin = await createAdmin();
  const eventId = await createEvent({ title: "Away at Quay", type: "match", isHomeMatch: false });
  const created = await createAllocation(
    {
      eventId,
      tickets: 2,
      price: "25.00",
      opensAt: new Date(Date.now() - HOUR),
      closesAt: new Date(Date.now() + 24 * HOUR),
      payHours: 48,
      maxPerApplication: 2,
      membersOnly: true,
    },
    admin,
  );
  if (!created.ok) throw new Error(created.reason);
  return created.id;
}

const resultPage = async (id: number, cookie = "") =>
  (await settle(resultLoader(args(get(`/away/${id}/result`, cookie), { allocationId: String(id) })))).json();
const resultJson = (id: number, cookie = "") =>
  settle(apiLoader(args(get(`/api/away/${id}/result`, cookie), { allocationId: String(id) })));
const ballotPage = async (id: number, cookie = "") =>
  (await settle(loader(args(get(`/away/${id}`, cookie), { allocationId: String(id) })))).json();
const send = (id: number, fields: Record<string, string>, cookie = "") =>
  settle(action(args(post(`/away/${id}`, fields, cookie), { allocationId: String(id) })));

type Row = {
  applicationId: number;
  status: string;
  reason?: string | null;
  you?: boolean;
  members: { memberId: string; name: string | null }[];
};

describe("published results show Member IDs and points, names only by the member's own choice", () => {
  async function drawnWithTwo() {
    const id = await closedBallot(1);
    const ada = await createSignedInMember({
      email: "ada@example.com",
      firstName: "Adaline",
      lastName: "Quill",
      membershipStatus: "active",
    });
    const bo = await createSignedInMember({ email: "bo@example.com", firstName: "Bonifaz", lastName: "Reed", membershipStatus: "active" });
    for (const member of [ada, bo]) expect((await applyToBallot(id, member.id, {}, DURING())).ok).toBe(true);
    expect((await drawBallot(id, SETTINGS)).ok).toBe(true);
    return { id, ada, bo };
  }
  const names = /Adaline|Quill|Bonifaz|Reed/;

  it("an anonymous visitor and another signed-in member see no names on the page or the JSON, even with profile visibility on", async () => {
    const { id, ada, bo } = await drawnWithTwo();
    const anonymous = await resultPage(id);
    expect(JSON.stringify(anonymous)).not.toMatch(names);
    expect(anonymous.order.flatMap((row: Row) => row.members.map((member) => member.memberId)).sort()).toEqual(
      [memberIdOf(ada.id), memberIdOf(bo.id)].sort(),
    );
    const api = await resultJson(id);
    expect(api.headers.get("Cache-Control")).toContain("public");
    expect(await api.text()).not.toMatch(names);
    const other = await createSignedInMember({ email: "cy@example.com", membershipStatus: "active" });
    const seenByOther = await resultPage(id, other.cookie);
    expect(seenByOther).toEqual(anonymous);
    expect(await (await resultJson(id, other.cookie)).json()).toEqual(await (await resultJson(id)).json());
  });

  it("the member themself sees the same, their own row marked 'you'; the JSON for them is not kept by a shared cache", async () => {
    const { id, ada } = await drawnWithTwo();
    const seen = await resultPage(id, ada.cookie);
    expect(JSON.stringify(seen)).not.toMatch(names);
    const marked = seen.order.filter((row: Row) => row.you);
    expect(marked.map((row: Row) => row.members[0]!.memberId)).toEqual([memberIdOf(ada.id)]);
    const api = await resultJson(id, ada.cookie);
    expect(api.headers.get("Cache-Control")).not.toContain("public");
    const body = await api.json();
    expect(body.order.filter((row: Row) => row.you).map((row: Row) => row.members[0]!.memberId)).toEqual([memberIdOf(ada.id)]);
    expect(JSON.stringify(body)).not.toMatch(names);
  });

  it("a member who ticked 'Show my name on published ballot results' is named to everyone; the other stays a Member ID", async () => {
    const id = await closedBallot(1);
    const ada = await createSignedInMember({
      email: "ada@example.com",
      firstName: "Adaline",
      lastName: "Quill",
      membershipStatus: "active",
    });
    const bo = await createSignedInMember({ email: "bo@example.com", firstName: "Bonifaz", lastName: "Reed", membershipStatus: "active" });
    await test.db.execute(sql`update users set show_name_on_ballot_results = true where id = ${ada.id}`);
    for (const member of [ada, bo]) expect((await applyToBallot(id, member.id, {}, DURING())).ok).toBe(true);
    expect((await drawBallot(id, SETTINGS)).ok).toBe(true);
    for (const body of [await resultPage(id), await resultPage(id, bo.cookie), await (await resultJson(id)).json()]) {
      const members = body.order.flatMap((row: Row) => row.members);
      expect(members.find((member: Row["members"][number]) => member.memberId === memberIdOf(ada.id)).name).toBe("Adaline Quill");
      expect(members.find((member: Row["members"][number]) => member.memberId === memberIdOf(bo.id)).name).toBeNull();
    }
  });
});

describe("a pair skipped for lack of two tickets says so", () => {
  it("on the result page, in the JSON's reason and on the member's own ballot page", async () => {
    const id = await closedBallot(2);
    const [single, partner, third, fourth] = await createMembers(
      ["s", "p", "t", "f"].map((name) => ({ email: `${name}@example.com`, membershipStatus: "active" })),
    );
    const leader = await createSignedInMember({ email: "l@example.com", membershipStatus: "active" });
    const lead = leader.id;
    const applied = async (userId: string, partnerMemberId?: string) => {
      const result = await applyToBallot(id, userId, { partnerMemberId }, DURING());
      if (!result.ok) throw new Error(result.reason);
      return result.applicationId;
    };
    const s = await applied(single!);
    const pair = await applied(lead, memberIdOf(partner!));
    expect((await answerPartnerRequest(id, partner!, "confirm", DURING())).ok).toBe(true);
    const t = await applied(third!);
    const f = await applied(fourth!);
    // A seed whose order is: the single, the pair, another single, a last single.
    const entries = [s, pair, t, f].map((applicationId) => ({ applicationId, points: applicationId === pair ? [0, 0] : [0] }));
    const seed = Array.from({ length: 500 }, (_, i) => createHash("sha256").update(`seed ${i}`).digest("hex")).find((candidate) =>
      drawOrder(candidate, entries, 2)
        .map((entry) => entry.applicationId)
        .every((applicationId, i) => applicationId === [s, pair, t, f][i]),
    )!;
    await test.db
      .update(awayAllocations)
      .set({ seed, seedCommitment: commitmentOf(seed) })
      .where(eq(awayAllocations.id, id));
    expect(await drawBallot(id, SETTINGS)).toEqual({ ok: true, placed: 2, waiting: 2 });

    const api = await (await resultJson(id)).json();
    expect(api.order.map((row: Row) => [row.status, row.reason])).toEqual([
      ["offered", null],
      ["waiting", "skipped: 2 tickets needed, 1 left"],
      ["offered", null],
      ["waiting", "not reached in the draw"],
    ]);
    expect((await resultPage(id)).order.map((row: Row) => row.reason)).toEqual(api.order.map((row: Row) => row.reason));
    const mine = await ballotPage(id, leader.cookie);
    expect(mine.mine).toMatchObject({ status: "waiting", reason: "skipped: 2 tickets needed, 1 left" });

    // And the result's mail says the same: the pair was skipped, the last single not reached.
    const lost = await test.db.select().from(notifications).where(eq(notifications.kind, "away-ballot-lost"));
    const firstLines = new Map<string | null, string>();
    for (const row of lost) {
      const rendered = await notificationKinds["away-ballot-lost"].render(
        { ...row, payload: row.payload as Record<string, unknown> },
        test.db,
      );
      if ("mail" in rendered && rendered.mail) firstLines.set(row.userId, rendered.mail.text.split("\n")[2]!);
    }
    expect(firstLines.get(lead)).toBe(
      "The draw for Away at Harbour skipped your application: 2 tickets needed, 1 left. You are number 2 in the order.",
    );
    expect(firstLines.get(fourth!)).toBe("The draw for Away at Harbour did not reach you this time: you are number 4 in the order.");
  });
});

describe("naming a partner reveals nothing", () => {
  /** What the lead is told when naming `typed` (the toast's random id aside). */
  async function name(id: number, lead: SignedIn, typed: string) {
    const answer = await send(id, { intent: "apply", partnerMemberId: typed }, lead.cookie);
    const { id: _toastId, ...toast } = (await readToast(answer)) ?? {};
    return { status: answer.status, location: answer.headers.get("Location"), toast };
  }
  /** What the lead's ballot page then holds, with their application's id and the typed ID made neutral. */
  async function shown(id: number, lead: SignedIn, typed: string) {
    const text = JSON.stringify(await ballotPage(id, lead.cookie));
    const { applicationId } = JSON.parse(text).mine as { applicationId: number };
    return text.replaceAll(`"applicationId":${applicationId}`, '"applicationId":0').replaceAll(typed.toUpperCase(), "#PARTNER");
  }

  it("an unknown Member ID, an existing one and a non-member's get the same answer and the same page, apart from the ID", async () => {
    const id = await openBallot();
    const [known, inactive] = await createMembers([
      { email: "hidden@example.com", firstName: "Cleopatra", lastName: "Hidden", membershipStatus: "active" },
      { email: "lapsed@example.com", firstName: "Lapsed", lastName: "Person", membershipStatus: "inactive" },
    ]);
    const leads = await Promise.all(
      ["a", "b", "c"].map((name) => createSignedInMember({ email: `${name}@example.com`, membershipStatus: "active" })),
    );
    const typed = [memberIdOf(known!), "#ZZZZ9999", memberIdOf(inactive!)];
    const told = [];
    for (const [i, lead] of leads.entries()) told.push(await name(id, lead, typed[i]!));
    expect(told[0]).toEqual({
      status: 302,
      location: `/away/${id}`,
      toast: { type: "success", title: "Applied", description: awayTexts.applied() },
    });
    expect(told[1]).toEqual(told[0]);
    expect(told[2]).toEqual(told[0]);
    const pages = await Promise.all(leads.map((lead, i) => shown(id, lead, typed[i]!)));
    expect(pages[0]).not.toMatch(/Cleopatra|Hidden/);
    expect(pages[1]).toBe(pages[0]);
    expect(pages[2]).toBe(pages[0]);
    expect(JSON.parse(pages[0]!).mine.partner).toEqual({ memberId: "#PARTNER", name: null, confirmed: false });
  });

  it("applying, withdrawing and applying again with the same partner queues one mail to them", async () => {
    const id = await openBallot();
    const lead = await createSignedInMember({ email: "lead@example.com", membershipStatus: "active" });
    const [mate] = await createMembers([{ email: "mate@example.com", membershipStatus: "active" }]);
    for (let i = 0; i < 3; i++) {
      expect((await send(id, { intent: "apply", partnerMemberId: memberIdOf(mate!) }, lead.cookie)).status).toBe(302);
      expect((await send(id, { intent: "withdraw" }, lead.cookie)).status).toBe(302);
    }
    expect((await send(id, { intent: "apply", partnerMemberId: memberIdOf(mate!) }, lead.cookie)).status).toBe(302);
    const mails = await test.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, "away-partner-named"));
    expect(mails).toEqual([{ userId: mate }]);
    expect(await test.db.$count(awayApplicants, and(eq(awayApplicants.allocationId, id), eq(awayApplicants.userId, mate!)))).toBe(1);
  });

  it("naming is rate-limited: past the limit a 429 next to the field, keeping what was typed", async () => {
    const id = await openBallot();
    const lead = await createSignedInMember({ email: "lead@example.com", membershipStatus: "active" });
    let status = 302;
    let tries = 0;
    while (status !== 429 && tries < 30) {
      tries++;
      const answer = await send(id, { intent: "apply", partnerMemberId: `#AAAA${String(tries).padStart(4, "0")}` }, lead.cookie);
      status = answer.status;
      if (status === 429) {
        const body = await answer.json();
        expect(body).toMatchObject({ partner: `#AAAA${String(tries).padStart(4, "0")}`, field: true });
        expect(body.error).toMatch(/^Too many applications naming a partner\. Please wait \d+ minutes? and try again\.$/);
      } else {
        expect(status).toBe(302);
        expect((await send(id, { intent: "withdraw" }, lead.cookie)).status).toBe(302);
      }
    }
    expect(status).toBe(429);
    expect(tries).toBe(6);
    // Applying alone is not limited.
    expect((await send(id, { intent: "apply" }, lead.cookie)).status).toBe(302);
  });
});
