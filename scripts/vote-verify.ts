/**
 * Recounts a general meeting's published results: `npm run vote:verify -- <meeting id>` reads
 * APP_URL/api/meetings/<id>/results (APP_URL defaults to http://localhost:3000), or
 * `npm run vote:verify -- --file results.json` a saved copy of it. From the published list of
 * votes alone (receipt and choice) it counts every item again with the app's own rules
 * (app/models/meetings.ts), checks each receipt is well formed and appears once, that no choice is
 * one the item does not take and that no item has more votes than voters, and compares with the
 * published counts. Prints each item's count; exits 1 on any difference.
 *
 * With `--receipt <code>` it also says which item's list holds that receipt and the choice it carries.
 */
import { readFile } from "node:fs/promises";
import { isValidChoice, RECEIPT_PATTERN, tallyMeeting, type BallotItem } from "../app/models/meetings";
import type { PublishedResults } from "../app/models/meetings.server";

export type Verdict = { ok: boolean; lines: string[] };

const describeChoice = (choice: unknown, item: PublishedResults["items"][number] | undefined) =>
  Array.isArray(choice)
    ? choice.length === 0
      ? "nobody (abstained)"
      : choice.map((id) => (item?.kind === "election" ? (item.candidates.find((c) => c.id === id)?.name ?? `#${id}`) : `#${id}`)).join(", ")
    : String(choice);

export function verifyResults(published: PublishedResults, receipt?: string): Verdict {
  const lines: string[] = [];
  let ok = true;
  const problem = (text: string) => {
    ok = false;
    lines.push(`MISMATCH: ${text}`);
  };
  const items: BallotItem[] = published.items.map((item) =>
    item.kind === "motion"
      ? { id: item.id, kind: "motion", special: item.special }
      : { id: item.id, kind: "election", seats: item.seats, candidates: item.candidates },
  );
  const byId = new Map(items.map((item) => [item.id, item]));

  const seen = new Set<string>();
  for (const vote of published.votes) {
    const item = byId.get(vote.itemId);
    if (!item) problem(`receipt ${vote.receipt} is for item ${vote.itemId}, which is not on the agenda.`);
    else if (!isValidChoice(item, vote.choice))
      problem(`receipt ${vote.receipt} carries ${JSON.stringify(vote.choice)}, which item ${vote.itemId} does not take.`);
    if (!RECEIPT_PATTERN.test(vote.receipt)) problem(`"${vote.receipt}" is not a receipt code.`);
    const key = `${vote.itemId} ${vote.receipt}`;
    if (seen.has(key)) problem(`receipt ${vote.receipt} appears twice for item ${vote.itemId}.`);
    seen.add(key);
  }
  for (const item of items) {
    const receipts = published.votes.filter((vote) => vote.itemId === item.id).map((vote) => vote.receipt);
    if (receipts.join() !== [...receipts].sort().join()) problem(`the votes of item ${item.id} are not sorted by receipt.`);
  }

  const recount = tallyMeeting(
    items.filter((item) => byId.has(item.id)),
    published.votes.filter((vote) => byId.has(vote.itemId)),
    published.quorum,
    published.electorate,
  );
  for (const [index, tally] of recount.entries()) {
    const item = published.items[index];
    const theirs = published.tallies.find((row) => row.itemId === tally.itemId);
    if (tally.turnout > published.electorate) problem(`item ${item.id} has ${tally.turnout} votes from ${published.electorate} voters.`);
    if (tally.kind === "motion")
      lines.push(
        `${item.title}: for ${tally.for}, against ${tally.against}, abstain ${tally.abstain}; turnout ${tally.turnout} of ${published.electorate}; quorum ${tally.quorumMet ? "met" : "not met"}; ${tally.carried ? "carried" : "not carried"}${tally.special ? " (special resolution, 75%)" : ""}.`,
      );
    else {
      const names = (ids: number[]) => ids.map((id) => tally.candidates.find((c) => c.id === id)?.name ?? `#${id}`).join(", ") || "nobody";
      lines.push(
        `${item.title}: ${tally.candidates.map((c) => `${c.name} ${c.votes}`).join(", ")}; ${tally.abstentions} abstained; turnout ${tally.turnout} of ${published.electorate}; quorum ${tally.quorumMet ? "met" : "not met"}; elected ${names(tally.elected)}${tally.tie ? `; tied for ${tally.tie.seats} seat(s): ${names(tally.tie.candidates)}` : ""}.`,
      );
    }
    if (JSON.stringify(theirs) !== JSON.stringify(tally))
      problem(`item ${item.id} was published as ${JSON.stringify(theirs)}; the list gives ${JSON.stringify(tally)}.`);
  }

  if (receipt) {
    const found = published.votes.filter((vote) => vote.receipt === receipt.trim().toUpperCase());
    if (found.length === 0) problem(`receipt ${receipt} is not in the published list.`);
    for (const vote of found) {
      const item = published.items.find((row) => row.id === vote.itemId);
      lines.push(`Receipt ${vote.receipt}: ${item?.title ?? `item ${vote.itemId}`}, counted as ${describeChoice(vote.choice, item)}.`);
    }
  }
  lines.push(
    ok
      ? `OK: the published results of meeting ${published.meeting.id} are what its ${published.votes.length} published votes give.`
      : "FAILED: the published results do not match the published votes.",
  );
  return { ok, lines };
}

async function main(args: string[]) {
  const receiptAt = args.indexOf("--receipt");
  const receipt = receiptAt >= 0 ? args[receiptAt + 1] : undefined;
  let published: PublishedResults;
  if (args[0] === "--file" && args[1]) published = JSON.parse(await readFile(args[1], "utf8")) as PublishedResults;
  else if (args[0] && /^\d+$/.test(args[0])) {
    const url = `${process.env.APP_URL ?? "http://localhost:3000"}/api/meetings/${args[0]}/results`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    published = (await response.json()) as PublishedResults;
  } else {
    console.error(
      "Usage: npm run vote:verify -- <meeting id> [--receipt CODE]   or   npm run vote:verify -- --file results.json [--receipt CODE]",
    );
    process.exit(2);
  }
  const verdict = verifyResults(published, receipt);
  console.log(verdict.lines.join("\n"));
  process.exit(verdict.ok ? 0 : 1);
}

if (process.argv[1]?.endsWith("vote-verify.ts")) await main(process.argv.slice(2));
