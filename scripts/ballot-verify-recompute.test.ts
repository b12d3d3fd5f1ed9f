import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eventCheckins } from "../db/schema";
import { useTestDatabase } from "../test/db";
import { createAdmin, createEvent, createMembers } from "../test/factories";
import { answerPartnerRequest, applyToBallot, createAllocation, drawBallot, getPublishedResult } from "../app/models/away.server";
import { commitmentOf, drawOrder, uniformFor } from "../app/models/away-draw.server";
import { ballotWeight } from "../app/models/loyalty-rules";
import { memberIdOf } from "../app/models/membership";

const test = useTestDatabase();

const SCRIPT = "docs/ballot-recompute.mjs";

/** Runs the standalone script (plain node, nothing of the app) on a saved copy of a published result. */
function recompute(published: unknown, ...flags: string[]) {
  const file = join(mkdtempSync(join(tmpdir(), "ballot-")), "result.json");
  writeFileSync(file, JSON.stringify(published));
  const run = spawnSync(process.execPath, [SCRIPT, file, ...flags], { encoding: "utf8" });
  return { status: run.status, out: run.stdout + run.stderr };
}

/** The fenced block that follows a marker comment in the README. */
function readmeBlock(marker: string): string {
  const readme = readFileSync("README.md", "utf8");
  const at = readme.indexOf(`<!-- ballot-example: ${marker} -->`);
  expect(at, `README marker ${marker}`).toBeGreaterThan(-1);
  const block = /```\w*\n([\s\S]*?)\n```/.exec(readme.slice(at))!;
  return block[1]!;
}

type Published = {
  ballot: { seed: string; seedCommitment: string; tickets: number; rule: { ballotBaseWeight: number } };
  order: { applicationId: number; position: number; members: { memberId: string; points: number }[] }[];
};

describe("docs/ballot-recompute.mjs: the draw recomputed from the README alone", () => {
  it("gives the order of a draw the app made, and notices a changed point", async () => {
    const admin = await createAdmin();
    const eventId = await createEvent({ title: "Away at Docks", type: "match", isHomeMatch: false });
    const created = await createAllocation(
      {
        eventId,
        tickets: 4,
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
    const during = new Date("2026-11-05T00:00:00Z");
    const ids = await createMembers(
      Array.from({ length: 10 }, (_, i) => ({ email: `r${i}@example.com`, membershipStatus: "active", createdAt: new Date("2026-08-01") })),
    );
    // Points that differ, so the weights do: check-ins at matches this season.
    for (const [i, userId] of ids.entries()) {
      for (let n = 0; n < i % 4; n++) {
        const match = await createEvent({ title: `Home ${i}-${n}`, date: new Date(`2026-09-${10 + n}T15:00:00Z`), type: "match" });
        await test.db.insert(eventCheckins).values({ eventId: match, userId, method: "search" });
      }
    }
    await applyToBallot(created.id, ids[0]!, { partnerMemberId: memberIdOf(ids[1]!) }, during);
    await answerPartnerRequest(created.id, ids[1]!, "confirm", during);
    for (const userId of ids.slice(2)) await applyToBallot(created.id, userId, {}, during);
    expect((await drawBallot(created.id, { timeZone: "UTC", seasonStartMonth: 7 }, new Date("2026-11-10T00:00:01Z"))).ok).toBe(true);
    const published = JSON.parse(JSON.stringify(await getPublishedResult(created.id))) as Published;
    expect(new Set(published.order.map((entry) => ballotWeight(entry.members.map((member) => member.points)))).size).toBeGreaterThan(1);

    const good = recompute(published);
    expect(good.out).toContain("The seed matches its commitment");
    expect(good.out).toContain("Same order as published.");
    expect(good.status).toBe(0);
    const printed = [...good.out.matchAll(/^\s+(\d+)\s+(\d+)\s+[\d.]+\s+(yes|no)$/gm)].map((match) => Number(match[2]));
    expect(printed).toEqual([...published.order].sort((a, b) => a.position - b.position).map((entry) => entry.applicationId));

    const last = published.order.reduce((a, b) => (a.position > b.position ? a : b));
    last.members[0]!.points += 100;
    const bad = recompute(published);
    expect(bad.out).toContain("NOT the published order.");
    expect(bad.status).toBe(1);
  });

  it("prints the README's worked example exactly, and every number in it is what the app's draw computes", () => {
    const example = JSON.parse(readmeBlock("published")) as Published;
    const explained = readmeBlock("explained");
    expect(recompute(example, "--explain").out.trimEnd()).toBe(explained);

    const { seed, tickets } = example.ballot;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(explained).toContain(`SHA-256(seed text) = ${commitmentOf(seed)}`);
    expect(example.ballot.seedCommitment).toBe(commitmentOf(seed));
    for (const entry of example.order) {
      const id = entry.applicationId;
      const section = explained.slice(explained.indexOf(`application ${id}\n`));
      const number = (label: string) => Number(new RegExp(`^  ${label} = .*?(-?[\\d.e-]+)$`, "m").exec(section)![1]);
      const points = entry.members.map((member) => member.points);
      const u = uniformFor(seed, id);
      expect(section).toContain(createHmac("sha256", seed).update(`application:${id}`).digest("hex"));
      expect(number("weight")).toBe(ballotWeight(points));
      expect(number("u")).toBe(u);
      expect(number("ln\\(u\\)")).toBe(Math.log(u));
      expect(number("key")).toBe(Math.log(u) / ballotWeight(points));
    }
    const drawn = drawOrder(
      seed,
      example.order.map((entry) => ({ applicationId: entry.applicationId, points: entry.members.map((member) => member.points) })),
      tickets,
    );
    const lines = drawn.map((entry) => `  ${entry.position}. application ${entry.applicationId}, key ${entry.key}: `);
    for (const line of lines) expect(explained).toContain(line);
    expect(explained.indexOf(lines[0]!)).toBeLessThan(explained.indexOf(lines[1]!));
    expect(drawn.map((entry) => entry.placed)).toEqual([true, false]);
    expect(explained).toContain("skipped: 2 tickets needed, 1 left");
  });
});
