import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../test/db";
import { createAdmin, createEvent, createMembers } from "../test/factories";
import { answerPartnerRequest, applyToBallot, createAllocation, drawBallot, getPublishedResult } from "../app/models/away.server";
import { memberIdOf } from "../app/models/membership";
import { commitmentOf, drawOrder } from "../app/models/away-draw.server";
import { LOYALTY_RULE } from "../app/models/loyalty-rules";
import { verifyBallot } from "./ballot-verify";

useTestDatabase();

/** Runs the script as a member would, on a saved copy of the published result. */
function verify(published: unknown) {
  const file = join(mkdtempSync(join(tmpdir(), "ballot-")), "result.json");
  writeFileSync(file, JSON.stringify(published));
  const run = spawnSync("npx", ["tsx", "scripts/ballot-verify.ts", "--file", file], { encoding: "utf8" });
  return { status: run.status, out: run.stdout + run.stderr };
}

describe("npm run ballot:verify", () => {
  it("prints the published order for a drawn ballot, and fails once one applicant's points are changed", async () => {
    const admin = await createAdmin();
    const eventId = await createEvent({ title: "Away at City", type: "match", isHomeMatch: false });
    const created = await createAllocation(
      {
        eventId,
        tickets: 3,
        price: "30.00",
        opensAt: new Date("2026-11-01T00:00:00Z"),
        closesAt: new Date("2026-11-10T00:00:00Z"),
        payHours: 48,
        maxPerApplication: 2,
        membersOnly: true,
      },
      admin,
    );
    if (!created.ok) throw new Error(created.reason);
    const ids = await createMembers(Array.from({ length: 8 }, (_, i) => ({ email: `v${i}@example.com`, membershipStatus: "active" })));
    await applyToBallot(created.id, ids[0]!, { partnerMemberId: memberIdOf(ids[1]!) }, new Date("2026-11-05T00:00:00Z"));
    await answerPartnerRequest(created.id, ids[1]!, "confirm", new Date("2026-11-05T00:00:00Z"));
    for (const userId of ids.slice(2)) await applyToBallot(created.id, userId, {}, new Date("2026-11-05T00:00:00Z"));
    expect((await drawBallot(created.id, { timeZone: "UTC", seasonStartMonth: 7 }, new Date("2026-11-10T00:00:01Z"))).ok).toBe(true);
    // As the API serves it: through JSON.
    const published = JSON.parse(JSON.stringify(await getPublishedResult(created.id))) as {
      order: { applicationId: number; position: number; members: { memberId: string; points: number }[] }[];
    };

    const good = verify(published);
    expect(good.out).toContain("Seed matches its commitment");
    expect(good.out).toContain(`OK: the published order of ballot ${created.id}`);
    expect(good.status).toBe(0);
    const printed = [...good.out.matchAll(/^\s+(\d+)\s+(\d+)\s+#/gm)].map((match) => Number(match[2]));
    expect(printed).toEqual(published.order.map((entry) => entry.applicationId));

    // The last in the order claims 100 points more than it had: the recomputed order differs.
    const last = published.order.at(-1)!;
    last.members[0]!.points += 100;
    const bad = verify(published);
    expect(bad.out).toContain("FAILED: the published draw does not match.");
    expect(bad.status).toBe(1);
  });
});

describe("ballot:verify's mismatch lines", () => {
  /** A drawn one-ticket ballot of two singles, as published: the first in the order offered, the second waiting. */
  function published(seed: string) {
    const entries = [
      { applicationId: 7, points: [0] },
      { applicationId: 8, points: [0] },
    ];
    const order = drawOrder(seed, entries, 1).map((entry) => ({
      applicationId: entry.applicationId,
      position: entry.position,
      status: entry.placed ? "offered" : "waiting",
      members: [{ memberId: `#0000000${entry.applicationId}`, points: 0 }],
    }));
    return { ballot: { id: 3, tickets: 1, seed, seedCommitment: commitmentOf(seed), rule: LOYALTY_RULE }, order };
  }
  const seed = "3f1c0ffee0ddba11c0ffee0ddba11c0ffee0ddba11c0ffee0ddba11c0ffee0dd";

  it("names the status an application was published with: the positions swapped, the winner still offered, is no 'published as waiting'", () => {
    const swapped = published(seed);
    const [first, second] = swapped.order;
    [first!.position, second!.position] = [second!.position, first!.position];
    const verdict = verifyBallot(swapped);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.join("\n")).not.toContain(
      `application ${first!.applicationId} should have been offered a place, but is published as waiting`,
    );
  });

  it("a winner published as waiting is told as waiting", () => {
    const demoted = published(seed);
    demoted.order[0]!.status = "waiting";
    const verdict = verifyBallot(demoted);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines).toContain(
      `MISMATCH: application ${demoted.order[0]!.applicationId} should have been offered a place, but is published as waiting.`,
    );
  });
});
