import { describe, expect, it } from "vitest";
import { isValidChoice, RECEIPT_PATTERN, receiptFromBytes, tallyItem, tallyMeeting, type BallotItem, type VoteChoice } from "./meetings";

const motion: BallotItem = { id: 1, kind: "motion", special: false };
const special: BallotItem = { id: 2, kind: "motion", special: true };
const election: BallotItem = {
  id: 3,
  kind: "election",
  seats: 2,
  candidates: [
    { id: 10, name: "Ana" },
    { id: 11, name: "Ben" },
    { id: 12, name: "Cas" },
  ],
};
const anyVotes = { kind: "votes" as const, value: 0 };
const repeat = (value: VoteChoice, times: number): VoteChoice[] => Array.from({ length: times }, () => value);

describe("receipts", () => {
  it("are 16 characters of Crockford's base32 in groups of four, from 80 random bits", () => {
    expect(receiptFromBytes(new Uint8Array(10))).toBe("0000-0000-0000-0000");
    expect(receiptFromBytes(new Uint8Array(10).fill(255))).toBe("ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    const receipt = receiptFromBytes(Uint8Array.from([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0x0f, 0xed]));
    expect(receipt).toMatch(RECEIPT_PATTERN);
    expect(receipt).toBe("28T5-CY4T-QKFF-03ZD");
    expect(() => receiptFromBytes(new Uint8Array(9))).toThrow();
  });
});

describe("a choice the item takes", () => {
  it("a motion: for, against or abstain; an election: distinct candidates of the ballot, at most the seats (none abstains)", () => {
    for (const choice of ["for", "against", "abstain"]) expect(isValidChoice(motion, choice)).toBe(true);
    for (const choice of ["yes", "", null, [10], 1]) expect(isValidChoice(motion, choice)).toBe(false);
    for (const choice of [[], [10], [10, 12]]) expect(isValidChoice(election, choice)).toBe(true);
    for (const choice of [[10, 11, 12], [10, 10], [99], ["10"], "for", [1.5]]) expect(isValidChoice(election, choice)).toBe(false);
  });
});

describe("the count", () => {
  it("a motion carries by a simple majority of for against against; abstentions count for turnout only", () => {
    const votes: VoteChoice[] = [...repeat("for", 5), ...repeat("against", 4), ...repeat("abstain", 6)];
    expect(tallyItem(motion, votes, anyVotes, 100)).toEqual({
      itemId: 1,
      kind: "motion",
      special: false,
      for: 5,
      against: 4,
      abstain: 6,
      turnout: 15,
      quorumMet: true,
      carried: true,
    });
    expect(tallyItem(motion, [...repeat("for", 4), ...repeat("against", 4)], anyVotes, 100)).toMatchObject({ carried: false });
  });

  it("a special resolution needs 75% of for and against: 3 to 1 carries, 5 to 2 does not", () => {
    expect(tallyItem(special, [...repeat("for", 3), "against", "abstain"], anyVotes, 10)).toMatchObject({ carried: true });
    expect(tallyItem(special, [...repeat("for", 5), ...repeat("against", 2)], anyVotes, 10)).toMatchObject({ carried: false });
    expect(tallyItem(special, repeat("abstain", 3), anyVotes, 10)).toMatchObject({ carried: false, turnout: 3 });
  });

  it("the quorum: a number of votes, or a percent of the electorate; nothing carries without it", () => {
    const votes: VoteChoice[] = repeat("for", 9);
    expect(tallyItem(motion, votes, { kind: "votes", value: 10 }, 100)).toMatchObject({ quorumMet: false, carried: false });
    expect(tallyItem(motion, [...votes, "abstain"], { kind: "votes", value: 10 }, 100)).toMatchObject({ quorumMet: true, carried: true });
    expect(tallyItem(motion, votes, { kind: "share", value: 10 }, 90)).toMatchObject({ quorumMet: true });
    expect(tallyItem(motion, votes, { kind: "share", value: 10 }, 91)).toMatchObject({ quorumMet: false });
  });

  it("an election fills its seats from the most votes; a tie on the last seat is reported, not broken", () => {
    const clear = tallyItem(election, [[10, 11], [10, 11], [10, 12], [], [12]], anyVotes, 50);
    expect(clear).toMatchObject({ turnout: 5, abstentions: 1, elected: [10], tie: { candidates: [11, 12], seats: 1 } });
    expect(clear.kind === "election" && clear.candidates).toEqual([
      { id: 10, name: "Ana", votes: 3 },
      { id: 11, name: "Ben", votes: 2 },
      { id: 12, name: "Cas", votes: 2 },
    ]);
    expect(tallyItem(election, [[10, 11], [10, 11], [12]], anyVotes, 50)).toMatchObject({ elected: [10, 11], tie: null });
    // Fewer candidates with votes than seats: those with votes are elected, nobody on none.
    expect(tallyItem(election, [[12], []], anyVotes, 50)).toMatchObject({ elected: [12], tie: null });
    // Level on the last two seats, three of them: all three tie for two seats.
    const three = tallyItem({ ...election, seats: 2 }, [[10], [11], [12]], anyVotes, 50);
    expect(three).toMatchObject({ elected: [], tie: { candidates: [10, 11, 12], seats: 2 } });
  });

  it("tallyMeeting counts each item from the published list alone", () => {
    const tallies = tallyMeeting(
      [motion, election],
      [
        { itemId: 1, receipt: "A", choice: "for" },
        { itemId: 3, receipt: "B", choice: [11] },
        { itemId: 1, receipt: "C", choice: "against" },
        { itemId: 1, receipt: "D", choice: "for" },
      ],
      anyVotes,
      10,
    );
    expect(tallies.map((tally) => [tally.itemId, tally.turnout])).toEqual([
      [1, 3],
      [3, 1],
    ]);
    expect(tallies[0]).toMatchObject({ for: 2, against: 1, carried: true });
    expect(tallies[1]).toMatchObject({ elected: [11] });
  });
});
