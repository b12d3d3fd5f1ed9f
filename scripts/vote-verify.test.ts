import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { meetings } from "../db/schema";
import { useTestDatabase } from "../test/db";
import { createMeeting, createMembers } from "../test/factories";
import { args, get, settle } from "../test/http";
import { castVotes, openMeeting, type PublishedResults } from "../app/models/meetings.server";
import { loader as resultsApi } from "../app/routes/api+/meetings.$meetingId.results";
import { verifyResults } from "./vote-verify";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

/** Runs the script as a member would, on a saved copy of the published results. */
function verify(published: unknown, ...extra: string[]) {
  const file = join(mkdtempSync(join(tmpdir(), "votes-")), "results.json");
  writeFileSync(file, JSON.stringify(published));
  const run = spawnSync("npx", ["tsx", "scripts/vote-verify.ts", "--file", file, ...extra], { encoding: "utf8" });
  return { status: run.status, out: run.stdout + run.stderr };
}

describe("npm run vote:verify and GET /api/meetings/{id}/results", () => {
  it("recounts the published results from the published votes, finds a receipt, and fails once one published choice is changed", async () => {
    const voters = await createMembers(
      ["ana", "ben", "cas", "dee"].map((name) => ({
        email: `${name}@example.com`,
        membershipStatus: "active",
        createdAt: new Date(Date.now() - 10 * 86_400_000),
      })),
    );
    const meeting = await createMeeting({}, [
      { kind: "motion", title: "Change the name of the group" },
      { kind: "election", title: "Treasurer", seats: 1, candidates: ["Eli", "Fay"] },
    ]);
    expect(await openMeeting(meeting.id, 14)).toMatchObject({ ok: true, electorate: 4 });
    const [motion, election] = meeting.itemIds;
    const [eli, fay] = meeting.candidateIds[1];
    const ballots: [string, unknown][] = [
      ["for", [eli]],
      ["for", [fay]],
      ["against", [eli]],
      ["abstain", []],
    ];
    const receipts: string[] = [];
    for (const [index, [onMotion, onElection]] of ballots.entries()) {
      const answer = await castVotes({
        meetingId: meeting.id,
        voterId: voters[index],
        castBy: voters[index],
        choices: { [motion]: onMotion, [election]: onElection },
      });
      if (!answer.ok) throw new Error(answer.reason);
      receipts.push(answer.receipts[0].receipt);
    }

    // Before the close: 404, with the reason.
    const early = await settle(resultsApi(args(get(`/api/meetings/${meeting.id}/results`), { meetingId: String(meeting.id) })));
    expect(early.status).toBe(404);
    // The window passes (moved to a second ago rather than waited for).
    await test.db
      .update(meetings)
      .set({ votingClosesAt: new Date(Date.now() - 1_000) })
      .where(eq(meetings.id, meeting.id));
    const answer = await settle(resultsApi(args(get(`/api/meetings/${meeting.id}/results`), { meetingId: String(meeting.id) })));
    expect(answer.status).toBe(200);
    const published = (await answer.json()) as PublishedResults;
    expect(published.tallies[0]).toMatchObject({ for: 2, against: 1, abstain: 1, turnout: 4, carried: true });
    expect(published.tallies[1]).toMatchObject({ elected: [eli], abstentions: 1 });
    expect(JSON.stringify(published)).not.toMatch(new RegExp(voters.join("|")));

    expect(verifyResults(published).ok).toBe(true);
    const good = verify(published, "--receipt", receipts[2].toLowerCase());
    expect(good.status, good.out).toBe(0);
    expect(good.out).toContain("Change the name of the group: for 2, against 1, abstain 1; turnout 4 of 4; quorum met; carried.");
    expect(good.out).toContain("Treasurer: Eli 2, Fay 1; 1 abstained; turnout 4 of 4; quorum met; elected Eli.");
    expect(good.out).toContain(`Receipt ${receipts[2]}: Change the name of the group, counted as against.`);
    expect(good.out).toContain(`OK: the published results of meeting ${meeting.id} are what its 8 published votes give.`);

    // One published choice changed (an abstention turned into a vote against): the counts no longer follow.
    const tampered = structuredClone(published);
    const abstention = tampered.votes.find((vote) => vote.itemId === motion && vote.choice === "abstain")!;
    abstention.choice = "against";
    const bad = verify(tampered);
    expect(bad.status).toBe(1);
    expect(bad.out).toContain(`MISMATCH: item ${motion} was published as`);
    expect(bad.out).toContain("FAILED: the published results do not match the published votes.");
    // A receipt that is not in the list.
    expect(verifyResults(published, "0000-0000-0000-0000").ok).toBe(false);
  }, 60_000);
});
