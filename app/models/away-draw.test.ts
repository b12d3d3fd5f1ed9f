import { describe, expect, it } from "vitest";
import { commitmentOf, drawOrder, uniformFor, type BallotEntry } from "./away-draw.server";

const single = (id: number, points: number): BallotEntry => ({ applicationId: id, points: [points] });

describe("the ballot's draw", () => {
  it("gives the same order for the same seed and applications, in whatever order they are listed", () => {
    const entries = [single(1, 0), single(2, 3), single(3, 1), { applicationId: 4, points: [2, 0] }, single(5, 7)];
    const first = drawOrder("a published seed", entries, 3);
    expect(drawOrder("a published seed", [...entries].reverse(), 3)).toEqual(first);
    expect(first.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 5]);
    // Another seed, another order (for these five, with this pair of seeds).
    expect(drawOrder("another seed", entries, 3).map((entry) => entry.applicationId)).not.toEqual(
      first.map((entry) => entry.applicationId),
    );
  });

  it("publishes SHA-256 of the seed as its commitment, and u strictly between 0 and 1", () => {
    expect(commitmentOf("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    for (let id = 1; id <= 1000; id++) {
      const u = uniformFor("seed", id);
      expect(u).toBeGreaterThan(0);
      expect(u).toBeLessThan(1);
    }
  });

  it("over 10,000 draws, twice the weight wins about twice as often (within 4 standard deviations)", () => {
    // Application 1 has 1 point (weight 2); nine others have none (weight 1). One ticket: P(1) = 2/11.
    const entries = [single(1, 1), ...Array.from({ length: 9 }, (_, i) => single(i + 2, 0))];
    const wins = new Map<number, number>();
    const draws = 10_000;
    for (let i = 0; i < draws; i++) {
      const winner = drawOrder(`test-seed-${i}`, entries, 1).find((entry) => entry.placed)!.applicationId;
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    const expected = (draws * 2) / 11;
    const sd = Math.sqrt(draws * (2 / 11) * (9 / 11));
    expect(Math.abs(wins.get(1)! - expected)).toBeLessThan(4 * sd);
    const othersMean = (draws - wins.get(1)!) / 9;
    const ratio = wins.get(1)! / othersMean;
    expect(ratio).toBeGreaterThan(1.8);
    expect(ratio).toBeLessThan(2.2);
  });

  it("places down the order while tickets last: a pair needs two, and a single after it may still fit", () => {
    // Find a seed where the pair comes second, after a single, with two tickets.
    const entries = [single(1, 0), { applicationId: 2, points: [0, 0] }, single(3, 0)];
    const seed = Array.from({ length: 200 }, (_, i) => `s${i}`).find(
      (candidate) =>
        drawOrder(candidate, entries, 2)
          .map((entry) => entry.applicationId)
          .join() === "1,2,3",
    )!;
    expect(seed).toBeDefined();
    expect(drawOrder(seed, entries, 2).map((entry) => entry.placed)).toEqual([true, false, true]);
    expect(drawOrder(seed, entries, 3).map((entry) => entry.placed)).toEqual([true, true, false]);
  });
});
