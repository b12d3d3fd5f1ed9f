import { createHash, createHmac, randomBytes } from "node:crypto";
import { ballotWeight, LOYALTY_RULE, type LoyaltyRule } from "./loyalty-rules";

/**
 * The away-day ballot's draw: a weighted random order without replacement (Efraimidis and
 * Spirakis), the same for the same inputs. Each application gets u in (0, 1) from
 * HMAC-SHA256(seed, "application:<id>") and the key ln(u) / weight; the order is the keys from the
 * largest down (equal keys: the lower application id first). With one ticket, an application's
 * chance is its weight over the sum of the weights. Places go down the order while tickets last; a
 * pair is placed only where two are left, and the next single may still fit after it.
 *
 * Pure functions of the published data: `npm run ballot:verify` runs this same code on what the
 * result page publishes.
 */
export type BallotEntry = { applicationId: number; points: number[] };
export type DrawnEntry = BallotEntry & { weight: number; key: number; position: number; placed: boolean };

/** A new secret seed: 32 random bytes in hex. */
export const newSeed = (): string => randomBytes(32).toString("hex");

/** What is shown while the window is open: SHA-256 of the seed, in hex. */
export const commitmentOf = (seed: string): string => createHash("sha256").update(seed, "utf8").digest("hex");

/** The first 53 bits of HMAC-SHA256(seed, "application:<id>") as a number strictly between 0 and 1. */
export function uniformFor(seed: string, applicationId: number): number {
  const digest = createHmac("sha256", seed).update(`application:${applicationId}`).digest();
  const high = digest.readUInt32BE(0) >>> 5; // 27 bits
  const low = digest.readUInt32BE(4) >>> 6; // 26 bits
  return (high * 67108864 + low + 0.5) / 9007199254740992;
}

/** Draws the order of `entries` and marks which are placed with `tickets` tickets. */
export function drawOrder(seed: string, entries: readonly BallotEntry[], tickets: number, rule: LoyaltyRule = LOYALTY_RULE): DrawnEntry[] {
  const keyed = entries.map((entry) => {
    const weight = ballotWeight(entry.points, rule);
    return { ...entry, weight, key: Math.log(uniformFor(seed, entry.applicationId)) / weight };
  });
  keyed.sort((a, b) => b.key - a.key || a.applicationId - b.applicationId);
  let left = tickets;
  return keyed.map((entry, index) => {
    const placed = entry.points.length <= left;
    if (placed) left -= entry.points.length;
    return { ...entry, position: index + 1, placed };
  });
}
