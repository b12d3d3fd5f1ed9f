/**
 * Checks an away-day ballot's published draw: `npm run ballot:verify -- <ballot id>` reads
 * APP_URL/api/away/<id>/result (APP_URL defaults to http://localhost:3000), or
 * `npm run ballot:verify -- --file result.json` a saved copy of it. It checks that SHA-256 of the
 * seed is the commitment shown while the ballot was open, recomputes the order from the published
 * applications, points and seed with the app's own draw (app/models/away-draw.server.ts), and
 * compares. Prints the order; exits 1 on any difference.
 */
import { readFile } from "node:fs/promises";
import { commitmentOf, drawOrder } from "../app/models/away-draw.server";
import type { LoyaltyRule } from "../app/models/loyalty-rules";

type Published = {
  ballot: { id: number; tickets: number; seed: string; seedCommitment: string; rule: LoyaltyRule };
  order: { applicationId: number; position: number; status: string; members: { memberId: string; points: number }[] }[];
};

export type Verdict = { ok: boolean; lines: string[] };

export function verifyBallot(published: Published): Verdict {
  const { ballot, order } = published;
  const lines: string[] = [];
  let ok = true;
  const commitment = commitmentOf(ballot.seed);
  if (commitment === ballot.seedCommitment) lines.push(`Seed matches its commitment ${commitment}.`);
  else {
    ok = false;
    lines.push(`MISMATCH: SHA-256 of the seed is ${commitment}, the commitment published was ${ballot.seedCommitment}.`);
  }
  const recomputed = drawOrder(
    ballot.seed,
    order.map((entry) => ({ applicationId: entry.applicationId, points: entry.members.map((member) => member.points) })),
    ballot.tickets,
    ballot.rule,
  );
  const published_ = [...order].sort((a, b) => a.position - b.position);
  lines.push("Position  Application  Member IDs (points)  Weight  Placed by the draw");
  for (const [i, entry] of recomputed.entries()) {
    const theirs = published_[i];
    const { members, status } = order.find((row) => row.applicationId === entry.applicationId)!;
    const same = theirs?.applicationId === entry.applicationId;
    if (!same) ok = false;
    lines.push(
      `${String(entry.position).padStart(8)}  ${String(entry.applicationId).padStart(11)}  ${members.map((member) => `${member.memberId} (${member.points})`).join(" + ")}  ${entry.weight}  ${entry.placed ? "yes" : "no"}${same ? "" : `  MISMATCH: published ${theirs?.applicationId ?? "nothing"} here`}`,
    );
    // Judged by its own published row (its status), not by the row published at its position.
    if (entry.placed && status === "waiting") {
      ok = false;
      lines.push(`MISMATCH: application ${entry.applicationId} should have been offered a place, but is published as ${status}.`);
    }
  }
  lines.push(
    ok
      ? `OK: the published order of ballot ${ballot.id} is the one its seed and points give.`
      : "FAILED: the published draw does not match.",
  );
  return { ok, lines };
}

async function main(args: string[]) {
  let published: Published;
  if (args[0] === "--file" && args[1]) published = JSON.parse(await readFile(args[1], "utf8")) as Published;
  else if (args[0] && /^\d+$/.test(args[0])) {
    const url = `${process.env.APP_URL ?? "http://localhost:3000"}/api/away/${args[0]}/result`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    published = (await response.json()) as Published;
  } else {
    console.error("Usage: npm run ballot:verify -- <ballot id>   or   npm run ballot:verify -- --file result.json");
    process.exit(2);
  }
  const verdict = verifyBallot(published);
  console.log(verdict.lines.join("\n"));
  process.exit(verdict.ok ? 0 : 1);
}

if (process.argv[1]?.endsWith("ballot-verify.ts")) await main(process.argv.slice(2));
